import type { Random } from './prng';

/** A list of items with relative weights, sampled in O(log n) by binary search over the running totals. */
export class WeightedTable<T> {
  private readonly items: T[] = [];
  private readonly totals: number[] = [];

  constructor(entries: Iterable<readonly [T, number]> = []) {
    for (const [item, weight] of entries) this.add(item, weight);
  }

  /** Adds an item; weights of 0 or less are skipped. */
  add(item: T, weight: number): this {
    if (!(weight > 0)) return this;
    this.items.push(item);
    this.totals.push(this.total + weight);
    return this;
  }

  get total(): number {
    return this.totals[this.totals.length - 1] ?? 0;
  }

  get size(): number {
    return this.items.length;
  }

  /** Every item with its share of the total (for tests and reports). */
  shares(): { item: T; share: number }[] {
    return this.items.map((item, i) => ({
      item,
      share: ((this.totals[i] ?? 0) - (i > 0 ? (this.totals[i - 1] ?? 0) : 0)) / this.total,
    }));
  }

  pick(random: Random): T {
    if (this.items.length === 0) throw new Error('pick from an empty weighted table');
    const target = random() * this.total;
    let low = 0;
    let high = this.totals.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.totals[mid] ?? 0) > target) high = mid;
      else low = mid + 1;
    }
    return this.items[low] as T;
  }
}

/** A table from a `{ key: weight }` record. */
export function weightedRecord<K extends string>(weights: Record<K, number>): WeightedTable<K> {
  return new WeightedTable(Object.entries(weights) as [K, number][]);
}
