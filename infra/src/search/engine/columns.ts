import { Posting } from './posting';
import { directValue, facetText, NOT_DIRECT, numberOf, valuesAt } from './record-path';

/** Grows a typed array to at least `size` elements, filling new slots with `fill`. */
export function grow<T extends Int32Array | Float64Array | Uint8Array | Uint16Array>(
  array: T,
  size: number,
  fill: number,
): T {
  if (array.length >= size) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(size, array.length * 2));
  next.set(array);
  if (fill !== 0) next.fill(fill, array.length);
  return next;
}

/** Row codes of a FacetColumn: value id + 2, or one of these. */
export const CODE_MULTI = 0;
export const CODE_NONE = 1;
const NONE = -1;

/**
 * A facet attribute: a dictionary of its distinct values, one Posting (bitset or row list) per value, and the
 * value id of every row (or a small array for rows holding several values) for counting and exact removal.
 */
export class FacetColumn {
  readonly values: string[] = [];
  readonly postings: Posting[] = [];
  /** Rows per value (the postings' counts, kept in one array for counting without touching each posting). */
  docCounts = new Int32Array(16);
  /** The number a value stands for when it came from numbers (NaN for strings and booleans). */
  numbers = new Float64Array(16);
  /** Some value came both from a number and from a string ("2018" and 2018): stats must read the rows. */
  private mixed = false;
  private readonly ids = new Map<string, number>();
  private readonly byLower = new Map<string, number[]>();
  /**
   * Per row: its value id + 2, CODE_NONE, or CODE_MULTI (ids in `multi`). 16 bits while the column has fewer
   * than 65,534 values (half the memory traffic when counting), 32 bits after.
   */
  rowCode: Uint16Array | Int32Array;
  readonly multi = new Map<number, Int32Array>();
  /** Value ids in alphabetical order of their values, for the first `sortedCount` ids (see `alphabetical`). */
  private alpha = new Int32Array(0);
  private sortedCount = 0;

  constructor(
    readonly path: string,
    capacity: number,
  ) {
    this.rowCode = new Uint16Array(capacity).fill(CODE_NONE);
  }

  private idOf(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(text);
      this.postings.push(new Posting());
      this.docCounts = grow(this.docCounts, id + 1, 0);
      if (id + 2 > 0xffff && this.rowCode instanceof Uint16Array)
        this.rowCode = Int32Array.from(this.rowCode);
      this.numbers = grow(this.numbers, id + 1, NaN);
      this.numbers[id] = NaN;
      this.ids.set(text, id);
      const lower = text.toLowerCase();
      const same = this.byLower.get(lower);
      if (same) same.push(id);
      else this.byLower.set(lower, [id]);
    }
    return id;
  }

  add(row: number, record: object, denseThreshold: number, scratch: unknown[]): void {
    this.rowCode = grow(this.rowCode, row + 1, CODE_NONE);
    const direct = directValue(record, this.path);
    let count: number;
    if (direct !== NOT_DIRECT) {
      scratch[0] = direct;
      count = 1;
    } else {
      scratch.length = 0;
      count = valuesAt(record, this.path, scratch).length;
    }
    let first = NONE;
    let many: number[] | null = null;
    for (let i = 0; i < count; i++) {
      const value = scratch[i];
      const text = facetText(value);
      if (text === undefined) continue;
      const fresh = !this.ids.has(text);
      const id = this.idOf(text);
      const isNumber = typeof value === 'number';
      if (fresh) {
        if (isNumber) this.numbers[id] = value;
      } else if (isNumber !== (this.numbers[id] === this.numbers[id])) {
        this.mixed = true;
      }
      if (first === NONE) first = id;
      else if (id !== first && !(many && many.includes(id))) (many ??= [first]).push(id);
    }
    if (many) {
      const ids = Int32Array.from(many);
      this.multi.set(row, ids);
      this.rowCode[row] = CODE_MULTI;
      for (const id of ids) {
        this.postings[id]!.add(row, denseThreshold);
        this.docCounts[id]!++;
      }
    } else {
      this.rowCode[row] = first === NONE ? CODE_NONE : first + 2;
      if (first !== NONE) {
        this.postings[first]!.add(row, denseThreshold);
        this.docCounts[first]!++;
      }
    }
  }

  remove(row: number): void {
    const code = this.rowCode[row]!;
    if (code === CODE_MULTI) {
      for (const each of this.multi.get(row)!) {
        this.postings[each]!.remove(row);
        this.docCounts[each]!--;
      }
      this.multi.delete(row);
    } else if (code !== CODE_NONE) {
      this.postings[code - 2]!.remove(row);
      this.docCounts[code - 2]!--;
    }
    this.rowCode[row] = CODE_NONE;
  }

  /** Value ids matching a filter value: any case for facets, exactly for tags. */
  lookup(value: string, caseSensitive: boolean): number[] {
    if (caseSensitive) {
      const id = this.ids.get(value);
      return id === undefined ? [] : [id];
    }
    return this.byLower.get(value.toLowerCase()) ?? [];
  }

  /** Value ids in alphabetical order; new values are merged in by binary insertion, or a re-sort if many. */
  alphabetical(): Int32Array {
    const total = this.values.length;
    if (this.sortedCount === total) return this.alpha;
    const values = this.values;
    const compare = (a: number, b: number) =>
      values[a]! < values[b]! ? -1 : values[a]! > values[b]! ? 1 : 0;
    if (total - this.sortedCount > 64) {
      const ids = Array.from({ length: total }, (_, id) => id).sort(compare);
      this.alpha = Int32Array.from(ids);
    } else {
      const alpha = new Int32Array(total);
      alpha.set(this.alpha.subarray(0, this.sortedCount));
      let size = this.sortedCount;
      for (let id = this.sortedCount; id < total; id++) {
        let low = 0;
        let high = size;
        while (low < high) {
          const mid = (low + high) >>> 1;
          if (compare(alpha[mid]!, id) < 0) low = mid + 1;
          else high = mid;
        }
        alpha.copyWithin(low + 1, low, size);
        alpha[low] = id;
        size++;
      }
      this.alpha = alpha;
    }
    this.sortedCount = total;
    return this.alpha;
  }

  /**
   * facets_stats can be computed from the value counts (each row holds one number at most, and every value is
   * purely numeric or purely not).
   */
  get statsFromCounts(): boolean {
    return !this.mixed && this.multi.size === 0;
  }

  private scratch = new Int32Array(0);
  /** What the last user of the count buffer left non-zero: nothing, its touched ids, or anything. */
  private pendingZero: 'none' | 'touched' | 'all' = 'none';
  private pendingSize = 0;
  private touchedScratch = new Int32Array(0);

  /**
   * A zeroed count per value, reused from query to query (the previous counts are valid until the next call):
   * a facet with tens of thousands of values would otherwise allocate and clear that much on every query.
   * Call `countsUsed` once done so the next call only clears what was written.
   */
  countScratch(): Int32Array {
    const size = this.values.length;
    if (this.scratch.length < size) {
      this.scratch = new Int32Array(Math.max(size, this.scratch.length * 2));
    } else if (this.pendingZero === 'all') {
      this.scratch.fill(0);
    } else if (this.pendingZero === 'touched') {
      const touched = this.touchedScratch;
      for (let k = 0; k < this.pendingSize; k++) this.scratch[touched[k]!] = 0;
    }
    this.pendingZero = 'all';
    return this.scratch.subarray(0, size);
  }

  /** The counts written since countScratch are the `size` first ids of the touched buffer (or unknown). */
  countsUsed(size: number, onlyTouched: boolean): void {
    this.pendingZero = onlyTouched ? 'touched' : 'all';
    this.pendingSize = size;
  }

  /** A buffer for the ids of counted values (as long as the dictionary), reused like countScratch. */
  touchedBuffer(): Int32Array {
    if (this.touchedScratch.length < this.values.length) {
      this.touchedScratch = new Int32Array(Math.max(this.values.length, this.touchedScratch.length * 2));
      this.pendingZero = 'all';
    }
    return this.touchedScratch;
  }

  private shifted = new Int32Array(0);

  /** A zeroed count per value shifted by 2 (slots 0 and 1 for MULTI and NONE rows), reused like countScratch. */
  shiftedCountScratch(): Int32Array {
    const size = this.values.length + 2;
    if (this.shifted.length < size) this.shifted = new Int32Array(Math.max(size, this.shifted.length * 2));
    else this.shifted.fill(0, 0, size);
    return this.shifted;
  }

  /**
   * Relative work of counting every value through its posting: a bitset word ANDed and counted is cheap
   * (sequential), a listed row costs about what a hit row costs in the row-wise count, each posting has a fixed
   * overhead. Compared by the caller with the number of rows a row-wise count would visit.
   */
  postingCost(): number {
    let denseWords = 0;
    let listed = 0;
    let postings = 0;
    for (let id = 0; id < this.postings.length; id++) {
      if (this.docCounts[id]! === 0) continue;
      const posting = this.postings[id]!;
      postings++;
      if (posting.dense) denseWords += posting.cost;
      else listed += posting.count;
    }
    return denseWords / 4 + listed + postings * 4;
  }

  get bytes(): number {
    let bytes = this.rowCode.byteLength;
    for (const posting of this.postings) bytes += posting.bytes + 48;
    return bytes + this.values.length * 64;
  }
}

export const KIND_NONE = 0;
export const KIND_NUMBER = 1;
export const KIND_BOOLEAN = 2;
export const KIND_MULTI = 3;

export interface MultiNumbers {
  /** Every number and boolean (as 0/1), for filters. */
  all: Float64Array;
  /** Only true numbers, for facets_stats. */
  numbers: Float64Array;
  min: number;
  max: number;
}

/**
 * A numeric attribute: a Float64Array (NaN where a row has no single number) and a kind per row. Rows holding
 * an array of numbers keep it in `multi`. Built on first use for any attribute path, then kept up to date.
 */
export class NumericColumn {
  values: Float64Array;
  kinds: Uint8Array;
  readonly multi = new Map<number, MultiNumbers>();

  constructor(
    readonly path: string,
    capacity: number,
  ) {
    this.values = new Float64Array(capacity).fill(NaN);
    this.kinds = new Uint8Array(capacity);
  }

  add(row: number, record: object, scratch: unknown[]): void {
    this.values = grow(this.values, row + 1, NaN);
    this.kinds = grow(this.kinds, row + 1, 0);
    const direct = directValue(record, this.path);
    if (direct !== NOT_DIRECT) {
      const n = numberOf(direct);
      this.values[row] = n ?? NaN;
      this.kinds[row] =
        n === undefined ? KIND_NONE : typeof direct === 'boolean' ? KIND_BOOLEAN : KIND_NUMBER;
      return;
    }
    scratch.length = 0;
    valuesAt(record, this.path, scratch);
    let count = 0;
    let single = NaN;
    let singleKind = KIND_NONE;
    for (const value of scratch) {
      const n = numberOf(value);
      if (n === undefined) continue;
      count++;
      single = n;
      singleKind = typeof value === 'boolean' ? KIND_BOOLEAN : KIND_NUMBER;
    }
    if (count <= 1) {
      this.values[row] = single;
      this.kinds[row] = singleKind;
      return;
    }
    const all: number[] = [];
    const numbers: number[] = [];
    for (const value of scratch) {
      const n = numberOf(value);
      if (n === undefined) continue;
      all.push(n);
      if (typeof value === 'number') numbers.push(n);
    }
    this.multi.set(row, {
      all: Float64Array.from(all),
      numbers: Float64Array.from(numbers),
      min: Math.min(...all),
      max: Math.max(...all),
    });
    this.values[row] = NaN;
    this.kinds[row] = KIND_MULTI;
  }

  remove(row: number): void {
    if (this.kinds[row] === KIND_MULTI) this.multi.delete(row);
    this.values[row] = NaN;
    this.kinds[row] = KIND_NONE;
  }

  /** The value a sort uses: the row's number, or for arrays the smallest (ascending) or largest (descending). */
  sortValue(row: number, desc: boolean): number {
    if (this.kinds[row] === KIND_MULTI) {
      const multi = this.multi.get(row)!;
      return desc ? multi.max : multi.min;
    }
    return this.values[row]!;
  }

  get bytes(): number {
    return this.values.byteLength + this.kinds.byteLength + this.multi.size * 96;
  }
}
