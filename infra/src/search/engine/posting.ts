import { clearBit, hasBit, setBitGrow, type Bits } from './bitset';

/**
 * The rows holding one facet value or one word. Rare values keep a small unsorted row list; once a value is
 * held by more than about 1/32 of the rows it switches to a bitset (a list costs 32 bits a row, a bitset one
 * bit per row of the index). Removal is exact, so a posting only ever holds live rows.
 */
export class Posting {
  count = 0;
  /** A plain array while the list is short: far lighter than a typed array for the many one-row words. */
  private rows: number[] | null = [];
  private bits: Bits | null = null;

  get dense(): boolean {
    return this.bits !== null;
  }

  /** Adds a row that is not in the posting yet (callers add each row once). */
  add(row: number, denseThreshold: number): void {
    if (this.bits) {
      if (!hasBit(this.bits, row)) {
        this.bits = setBitGrow(this.bits, row);
        this.count++;
      }
      return;
    }
    const rows = this.rows!;
    if (this.count >= denseThreshold) {
      let bits: Bits = new Uint32Array(4);
      for (let i = 0; i < this.count; i++) bits = setBitGrow(bits, rows[i]!);
      this.bits = setBitGrow(bits, row);
      this.rows = null;
      this.count++;
      return;
    }
    rows.push(row);
    this.count++;
  }

  remove(row: number): void {
    if (this.bits) {
      if (hasBit(this.bits, row)) {
        clearBit(this.bits, row);
        this.count--;
      }
      return;
    }
    const rows = this.rows!;
    for (let i = 0; i < this.count; i++) {
      if (rows[i] === row) {
        rows[i] = rows[this.count - 1]!;
        rows.pop();
        this.count--;
        return;
      }
    }
  }

  /** target |= rows of this posting. */
  orInto(target: Bits): void {
    if (this.bits) {
      const bits = this.bits;
      const n = Math.min(bits.length, target.length);
      for (let i = 0; i < n; i++) target[i]! |= bits[i]!;
      return;
    }
    const rows = this.rows!;
    for (let i = 0; i < this.count; i++) {
      const row = rows[i]!;
      target[row >>> 5]! |= 1 << (row & 31);
    }
  }

  /** How many of this posting's rows are set in `bits`. */
  countIn(bits: Bits): number {
    if (this.bits) {
      const own = this.bits;
      const n = Math.min(own.length, bits.length);
      let count = 0;
      for (let i = 0; i < n; i++) {
        let v = own[i]! & bits[i]!;
        if (v !== 0) {
          v = v - ((v >>> 1) & 0x55555555);
          v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
          count += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
        }
      }
      return count;
    }
    const rows = this.rows!;
    let count = 0;
    for (let i = 0; i < this.count; i++) {
      const row = rows[i]!;
      if ((bits[row >>> 5]! & (1 << (row & 31))) !== 0) count++;
    }
    return count;
  }

  /** Cost in 32-bit words of scanning this posting. */
  get cost(): number {
    return this.bits ? this.bits.length : this.count;
  }

  get bytes(): number {
    return this.bits ? this.bits.byteLength : this.rows!.length * 8 + 16;
  }
}
