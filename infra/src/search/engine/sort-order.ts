import { grow, type NumericColumn } from './columns';

export interface SortKey {
  column: NumericColumn;
  desc: boolean;
}

/**
 * A presorted order of the live rows by some sort keys (ascending or descending numbers, rows without a value
 * last either way) and then by objectID, so every order is total and deterministic. Kept up to date one row at
 * a time (binary search and a shift) or rebuilt after large batches.
 */
export class SortOrder {
  order = new Int32Array(0);
  size = 0;
  rankOf: Int32Array;
  dirty = true;

  constructor(
    readonly keys: SortKey[],
    private readonly objectIDs: (string | undefined)[],
    capacity: number,
  ) {
    this.rankOf = new Int32Array(capacity).fill(-1);
  }

  compare(a: number, b: number): number {
    for (const key of this.keys) {
      const va = key.column.sortValue(a, key.desc);
      const vb = key.column.sortValue(b, key.desc);
      if (va !== vb) {
        if (va !== va) {
          if (vb !== vb) continue;
          return 1;
        }
        if (vb !== vb) return -1;
        return key.desc ? (va < vb ? 1 : -1) : va < vb ? -1 : 1;
      }
    }
    const ia = this.objectIDs[a]!;
    const ib = this.objectIDs[b]!;
    return ia < ib ? -1 : ia > ib ? 1 : 0;
  }

  rebuild(liveRows: Int32Array): void {
    const rows = liveRows.slice();
    const capacity = this.objectIDs.length;
    if (this.keys.length === 0) {
      rows.sort((a, b) => this.compare(a, b));
    } else {
      // Sort by objectID first, then stable-sort by the keys only: cheaper comparisons, same total order.
      const ids = this.objectIDs;
      rows.sort((a, b) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0));
      const columns = this.keys.map((key) => {
        const values = new Float64Array(capacity);
        for (const row of rows) {
          const v = key.column.sortValue(row, key.desc);
          values[row] = v !== v ? Infinity : key.desc ? -v : v;
        }
        return values;
      });
      const regular = Array.from(rows);
      if (columns.length === 1) {
        const k = columns[0]!;
        regular.sort((a, b) => k[a]! - k[b]! || 0);
      } else {
        regular.sort((a, b) => {
          for (const k of columns) {
            const d = k[a]! - k[b]!;
            if (d !== 0 && d === d) return d;
          }
          return 0;
        });
      }
      rows.set(regular);
    }
    this.order = rows;
    this.size = rows.length;
    this.rankOf = new Int32Array(Math.max(capacity, this.rankOf.length)).fill(-1);
    for (let i = 0; i < rows.length; i++) this.rankOf[rows[i]!] = i;
    this.dirty = false;
  }

  /**
   * Brings the order up to date after writes to `rows` (added, changed or deleted): takes them out, sorts the
   * live ones, and merges them back in one pass (binary search for each insertion point, bulk copies).
   */
  update(rows: Int32Array, alive: Uint32Array): void {
    if (this.dirty) return;
    const capacity = this.objectIDs.length;
    if (this.rankOf.length < capacity) this.rankOf = grow(this.rankOf, capacity, -1);
    const marked = new Uint8Array(Math.max(capacity, this.rankOf.length));
    for (const row of rows) marked[row] = 1;
    let kept = 0;
    const order = this.order;
    for (let i = 0; i < this.size; i++) {
      const row = order[i]!;
      if (marked[row] === 0) order[kept++] = row;
    }
    const live = Array.from(rows).filter((row) => (alive[row >>> 5]! & (1 << (row & 31))) !== 0);
    live.sort((a, b) => this.compare(a, b));
    const merged = new Int32Array(Math.max(kept + live.length, 16));
    let from = 0;
    let to = 0;
    for (const row of live) {
      let low = from;
      let high = kept;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (this.compare(order[mid]!, row) < 0) low = mid + 1;
        else high = mid;
      }
      merged.set(order.subarray(from, low), to);
      to += low - from;
      from = low;
      merged[to++] = row;
    }
    merged.set(order.subarray(from, kept), to);
    to += kept - from;
    this.order = merged;
    this.size = to;
    for (const row of rows) if (row < this.rankOf.length) this.rankOf[row] = -1;
    for (let i = 0; i < to; i++) this.rankOf[merged[i]!] = i;
  }

  /** The live part of `order`. */
  get rows(): Int32Array {
    return this.order.subarray(0, this.size);
  }
}
