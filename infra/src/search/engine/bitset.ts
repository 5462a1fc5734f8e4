/**
 * Bitsets over row numbers, as plain Uint32Arrays (bit `r & 31` of word `r >>> 5`). Functions rather than a
 * class so the hot loops stay monomorphic. A bitset may be shorter than another: missing words read as zero.
 */
export type Bits = Uint32Array;

export const wordsFor = (rows: number): number => (rows + 31) >>> 5;

export const newBits = (words: number): Bits => new Uint32Array(words);

export function hasBit(bits: Bits, row: number): boolean {
  const word = row >>> 5;
  return word < bits.length && (bits[word]! & (1 << (row & 31))) !== 0;
}

/** Sets a bit, growing (copying) the array when needed; returns the array that now holds the bit. */
export function setBitGrow(bits: Bits, row: number): Bits {
  const word = row >>> 5;
  let target = bits;
  if (word >= bits.length) {
    target = new Uint32Array(Math.max(word + 1, bits.length * 2, 4));
    target.set(bits);
  }
  target[word]! |= 1 << (row & 31);
  return target;
}

export function clearBit(bits: Bits, row: number): void {
  const word = row >>> 5;
  if (word < bits.length) bits[word]! &= ~(1 << (row & 31));
}

/** target |= source (over the common length). */
export function orInto(target: Bits, source: Bits): void {
  const n = Math.min(target.length, source.length);
  for (let i = 0; i < n; i++) target[i]! |= source[i]!;
}

/** target &= source; words of target beyond source's length become zero. */
export function andInto(target: Bits, source: Bits): void {
  const n = Math.min(target.length, source.length);
  for (let i = 0; i < n; i++) target[i]! &= source[i]!;
  if (target.length > n) target.fill(0, n);
}

/** target &= ~source. */
export function andNotInto(target: Bits, source: Bits): void {
  const n = Math.min(target.length, source.length);
  for (let i = 0; i < n; i++) target[i]! &= ~source[i]!;
}

export function popcount32(v: number): number {
  v = v - ((v >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function popcount(bits: Bits): number {
  let count = 0;
  for (let i = 0; i < bits.length; i++) {
    const v = bits[i]!;
    if (v !== 0) count += popcount32(v);
  }
  return count;
}

/** The set rows in ascending order (into `into` when given and large enough). */
export function toRows(bits: Bits, count = popcount(bits), into?: Int32Array): Int32Array {
  const rows = into && into.length >= count ? into.subarray(0, count) : new Int32Array(count);
  let k = 0;
  for (let i = 0; i < bits.length; i++) {
    let v = bits[i]!;
    while (v !== 0) {
      const low = v & -v;
      rows[k++] = (i << 5) + (31 - Math.clz32(low));
      v ^= low;
    }
  }
  return rows;
}
