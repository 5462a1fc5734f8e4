import type { Bits } from './bitset';
import { CODE_MULTI, CODE_NONE, type FacetColumn } from './columns';
import type { IndexStore } from './store';

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

/** Rows of the current result, extracted once and shared by every facet that counts through rows. */
export interface HitRows {
  get(): Int32Array;
}

/** Counts of one facet's values among the hits. */
export interface FacetCounts {
  /** Hits per value id. */
  counts: Int32Array;
  /** The ids with a count above zero: the first `size` entries. */
  touched: Int32Array;
  size: number;
}

/**
 * Counts of facet values among the hits, per facet the cheaper way: AND-count each value's posting against the
 * hits (cheap for few values), or walk the hit rows and bump the count of each row's value (cheap for many
 * values) — or, when most rows are hits, walk the other rows and subtract from the totals. Each facet has its
 * own tight loop (faster than one loop over all facets). Counts and ids live in buffers of the column, valid
 * until its next count.
 */
export function countFacets(
  store: IndexStore,
  columns: FacetColumn[],
  bits: Bits,
  nbHits: number,
  rows: HitRows,
  misses?: HitRows,
): FacetCounts[] {
  const missCount = store.size - nbHits;
  return columns.map((column) => {
    const counts = column.countScratch();
    const touched = column.touchedBuffer();
    let size = 0;
    const postingCost = store.memo(`posting-cost:${column.path}`, () => column.postingCost());
    if (postingCost <= Math.min(nbHits, missCount)) {
      const docCounts = column.docCounts;
      const postings = column.postings;
      for (let id = 0; id < counts.length; id++) {
        if (docCounts[id]! === 0) continue;
        const count = postings[id]!.countIn(bits);
        if (count > 0) {
          counts[id] = count;
          touched[size++] = id;
        }
      }
      column.countsUsed(size, true);
      return { counts, touched, size };
    }
    const rowCode = column.rowCode;
    if (nbHits * 8 < counts.length) {
      // Few hits for many values: note the ids as they first appear rather than scanning every value after.
      const hitRows = rows.get();
      for (let i = 0; i < hitRows.length; i++) {
        const row = hitRows[i]!;
        const code = rowCode[row]!;
        if (code > CODE_NONE) {
          if (counts[code - 2]!++ === 0) touched[size++] = code - 2;
        } else if (code === CODE_MULTI) {
          for (const each of column.multi.get(row)!) if (counts[each]!++ === 0) touched[size++] = each;
        }
      }
      column.countsUsed(size, true);
      return { counts, touched, size };
    }
    // Branch-free counting into an array shifted by 2 (slot 0 collects rows with several values, 1 rows with
    // none), over the hit rows — or, when most rows are hits, over the other rows, subtracted from the totals.
    const shifted = column.shiftedCountScratch();
    const complement = misses !== undefined && missCount < nbHits;
    const visit = complement ? misses.get() : rows.get();
    if (rowCode instanceof Uint16Array) {
      for (let i = 0; i < visit.length; i++) shifted[rowCode[visit[i]!]!]!++;
    } else {
      for (let i = 0; i < visit.length; i++) shifted[rowCode[visit[i]!]!]!++;
    }
    if (shifted[CODE_MULTI]! > 0) {
      for (let i = 0; i < visit.length; i++) {
        const row = visit[i]!;
        if (rowCode[row] === CODE_MULTI) for (const each of column.multi.get(row)!) shifted[each + 2]!++;
      }
    }
    const totals = column.docCounts;
    for (let id = 0; id < counts.length; id++) {
      const count = complement ? totals[id]! - shifted[id + 2]! : shifted[id + 2]!;
      if (count > 0) {
        counts[id] = count;
        touched[size++] = id;
      }
    }
    column.countsUsed(size, true);
    return { counts, touched, size };
  });
}

/** Counts over every live row (no filter, no query): the postings' own counts. */
export function countAll(column: FacetColumn): FacetCounts {
  const counts = column.docCounts.slice(0, column.values.length);
  const touched = new Int32Array(counts.length);
  let size = 0;
  for (let id = 0; id < counts.length; id++) if (counts[id]! > 0) touched[size++] = id;
  return { counts, touched, size };
}

/** facets_stats from the counts of a purely numeric single-valued facet; undefined when no hit has a number. */
export function statsFromCounts(
  column: FacetColumn,
  { counts, touched, size }: FacetCounts,
): FacetStats | undefined {
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let count = 0;
  const numbers = column.numbers;
  for (let k = 0; k < size; k++) {
    const id = touched[k]!;
    const v = numbers[id]!;
    if (v !== v) continue;
    const n = counts[id]!;
    if (v < min) min = v;
    if (v > max) max = v;
    sum += v * n;
    count += n;
  }
  return count === 0 ? undefined : { min, max, avg: sum / count, sum };
}

const byValue = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

let histogramScratch = new Int32Array(1024);

/**
 * The top `max` values by count, ties by value (or, for sortFacetValuesBy "alpha", those same values in
 * alphabetical order). A histogram of the counts gives the count of the max-th value; values above it are few
 * and sorted, values at it are taken in alphabetical order until the list is full.
 */
export function topValues(
  column: FacetColumn,
  { counts, touched, size }: FacetCounts,
  max: number,
  order: 'count' | 'alpha',
): Record<string, number> {
  const values = column.values;
  const out: Record<string, number> = {};
  if (size === 0 || max === 0) return out;
  const compare = (a: number, b: number) => counts[b]! - counts[a]! || byValue(values[a]!, values[b]!);
  let chosen: number[];
  if (size <= max) {
    chosen = Array.from(touched.subarray(0, size)).sort(compare);
  } else {
    // One pass: a histogram of the counts (grown on demand); then the count of the max-th value.
    let histogram = histogramScratch;
    histogram.fill(0);
    let highest = 0;
    for (let k = 0; k < size; k++) {
      const count = counts[touched[k]!]!;
      if (count >= histogram.length) {
        const grown = new Int32Array(Math.max(count + 1, histogram.length * 2));
        grown.set(histogram);
        histogram = histogramScratch = grown;
      }
      histogram[count]!++;
      if (count > highest) highest = count;
    }
    let threshold = highest;
    let above = 0;
    while (threshold > 0 && above + histogram[threshold]! < max) above += histogram[threshold--]!;
    const ties = histogram[threshold]!;
    const room = max - above;
    const collectTies = ties <= room * 4 + 64;
    chosen = [];
    const tied: number[] = [];
    for (let k = 0; k < size; k++) {
      const id = touched[k]!;
      const count = counts[id]!;
      if (count > threshold) chosen.push(id);
      else if (collectTies && count === threshold) tied.push(id);
    }
    chosen.sort(compare);
    if (collectTies) {
      tied.sort((a, b) => byValue(values[a]!, values[b]!));
      for (let k = 0; k < room; k++) chosen.push(tied[k]!);
    } else {
      // Many values share the threshold count: take them in the column's alphabetical order.
      const alpha = column.alphabetical();
      for (let i = 0; i < alpha.length && chosen.length < max; i++) {
        if (counts[alpha[i]!] === threshold) chosen.push(alpha[i]!);
      }
    }
  }
  if (order === 'alpha') chosen.sort((a, b) => byValue(values[a]!, values[b]!));
  for (const id of chosen) out[values[id]!] = counts[id]!;
  return out;
}

/** min / max / avg / sum of the numbers (not booleans) of an attribute among the hits; undefined if none. */
export function facetStats(store: IndexStore, path: string, bits: Bits): FacetStats | undefined {
  const column = store.numeric(path);
  if (!column) return undefined;
  const values = column.values;
  const kinds = column.kinds;
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let count = 0;
  const words = Math.min(bits.length, (kinds.length + 31) >>> 5);
  for (let w = 0; w < words; w++) {
    let v = bits[w]!;
    while (v !== 0) {
      const low = v & -v;
      const row = (w << 5) + (31 - Math.clz32(low));
      v ^= low;
      const kind = kinds[row];
      if (kind === 1) {
        const x = values[row]!;
        if (x < min) min = x;
        if (x > max) max = x;
        sum += x;
        count++;
      } else if (kind === 3) {
        for (const x of column.multi.get(row)!.numbers) {
          if (x < min) min = x;
          if (x > max) max = x;
          sum += x;
          count++;
        }
      }
    }
  }
  if (count === 0) return undefined;
  return { min, max, avg: sum / count, sum };
}
