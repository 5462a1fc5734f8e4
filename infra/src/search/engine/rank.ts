import type { Bits } from './bitset';
import type { NumericColumn } from './columns';
import type { Criterion } from './settings';
import type { IndexStore, SortSpec } from './store';
import {
  packMultipliers,
  packScores,
  type TextCriterion,
  type TextMatcher,
  type TextScores,
} from './text-query';

/**
 * How a ranking runs. Algolia's criteria are compared in order; here the attribute criteria before the first
 * textual one ("leading", e.g. a replica's desc(price)) and after the last one ("trailing", customRanking) are
 * served by one presorted order, and the textual criteria by a packed per-hit key.
 */
export interface RankPlan {
  criteria: Criterion[];
  leading: SortSpec[];
  trailing: SortSpec[];
  text: TextCriterion[];
  /** Attribute criteria sit between textual ones: fall back to a full comparison sort. */
  generic: boolean;
  /** See packMultipliers. */
  multipliers: Float64Array;
}

const specsOf = (list: Criterion[]): SortSpec[] =>
  list.flatMap((c) => (c.kind === 'attr' ? [{ path: c.path, desc: c.desc }] : []));

export function planRanking(criteria: Criterion[]): RankPlan {
  const firstText = criteria.findIndex((c) => c.kind === 'text');
  let lastText = -1;
  criteria.forEach((c, i) => {
    if (c.kind === 'text') lastText = i;
  });
  if (firstText < 0) {
    return {
      criteria,
      leading: specsOf(criteria),
      trailing: [],
      text: [],
      generic: false,
      multipliers: new Float64Array(5),
    };
  }
  const middle = criteria.slice(firstText, lastText + 1);
  const text = middle.flatMap((c) => (c.kind === 'text' ? [c.name] : []));
  return {
    criteria,
    leading: specsOf(criteria.slice(0, firstText)),
    trailing: specsOf(criteria.slice(lastText + 1)),
    text,
    generic: middle.some((c) => c.kind === 'attr'),
    multipliers: packMultipliers(text),
  };
}

let keyScratch = new Float64Array(1024);

interface LeadingKey {
  column: NumericColumn;
  desc: boolean;
}

function leadingKeys(store: IndexStore, specs: SortSpec[]): LeadingKey[] {
  return specs.flatMap((spec) => {
    const column = store.numeric(spec.path);
    return column ? [{ column, desc: spec.desc }] : [];
  });
}

function sameLeading(keys: LeadingKey[], a: number, b: number): boolean {
  for (let i = 0; i < keys.length; i++) {
    const { column, desc } = keys[i]!;
    const va = column.sortValue(a, desc);
    const vb = column.sortValue(b, desc);
    if (va !== vb && !(va !== va && vb !== vb)) return false;
  }
  return true;
}

const isSet = (bits: Bits, row: number): boolean => (bits[row >>> 5]! & (1 << (row & 31))) !== 0;

/**
 * The first `end` hits in ranking order (fewer when there are fewer hits). `bits` holds the hits, `nbHits`
 * their count; without a text matcher the presorted order alone decides.
 */
export function rankWindow(
  store: IndexStore,
  plan: RankPlan,
  bits: Bits,
  nbHits: number,
  matcher: TextMatcher | null,
  end: number,
): Int32Array {
  const want = Math.min(end, nbHits);
  if (want <= 0) return new Int32Array(0);
  if (!matcher) return walk(store.order(specsOf(plan.criteria)).rows, bits, want);
  if (plan.generic) return genericRank(store, plan, bits, matcher, want);

  matcher.useMultipliers(plan.multipliers);
  const order = store.order([...plan.leading, ...plan.trailing]);
  const rankOf = order.rankOf;
  const leading = leadingKeys(store, plan.leading);
  const rows = order.rows;
  if (keyScratch.length < store.end)
    keyScratch = new Float64Array(Math.max(store.end, keyScratch.length * 2));
  const keys = keyScratch;

  if (nbHits * 64 < order.size) {
    // Few hits: score and sort them directly by (leading values, textual key, presorted rank).
    const hits: number[] = [];
    for (let w = 0; w < bits.length; w++) {
      let v = bits[w]!;
      while (v !== 0) {
        const low = v & -v;
        const row = (w << 5) + (31 - Math.clz32(low));
        v ^= low;
        keys[row] = matcher.keyOf(row);
        hits.push(row);
      }
    }
    hits.sort((a, b) => {
      if (leading.length > 0 && !sameLeading(leading, a, b)) return rankOf[a]! - rankOf[b]!;
      return keys[a]! - keys[b]! || rankOf[a]! - rankOf[b]!;
    });
    return Int32Array.from(hits.slice(0, want));
  }

  if (leading.length > 0) {
    // A leading sort (a replica's): walk the order run by run (rows with equal leading values), scoring only
    // the hits of the runs it needs, each run ordered by textual key (stable: presorted order within a key).
    const out: number[] = [];
    let run: number[] = [];
    const flush = () => {
      run.sort((a, b) => keys[a]! - keys[b]!);
      for (const r of run) out.push(r);
      run = [];
    };
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      if (!isSet(bits, row)) continue;
      if (run.length > 0 && !sameLeading(leading, run[0]!, row)) {
        flush();
        if (out.length >= want) break;
      }
      keys[row] = matcher.keyOf(row);
      run.push(row);
    }
    if (out.length < want) flush();
    return Int32Array.from(out.slice(0, want));
  }

  // Relevance: walk the presorted order scoring hits as they come. Hits at the lower bound of the key come
  // first, in presorted order, so `want` of them end the walk; otherwise every hit is scored and the best
  // `want` are selected by key.
  const bound = matcher.lowerBoundKey(plan.text[0] === 'typo');
  const atBound: number[] = [];
  const others: number[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (!isSet(bits, row)) continue;
    const key = matcher.keyOf(row);
    if (key <= bound) {
      atBound.push(row);
      if (atBound.length === want) return Int32Array.from(atBound);
    } else {
      keys[row] = key;
      others.push(row);
    }
  }
  const need = want - atBound.length;
  if (need <= 0 || others.length === 0) return Int32Array.from(atBound.slice(0, want));
  const otherKeys = Float64Array.from(others, (row) => keys[row]!);
  const cutoff = select(otherKeys, Math.min(need, others.length) - 1);
  const better: number[] = [];
  const atCutoff: number[] = [];
  let below = 0;
  for (const row of others) if (keys[row]! < cutoff) below++;
  for (const row of others) {
    const key = keys[row]!;
    if (key < cutoff) better.push(row);
    else if (key === cutoff && atCutoff.length < need - below) atCutoff.push(row);
  }
  better.sort((a, b) => keys[a]! - keys[b]! || rankOf[a]! - rankOf[b]!);
  return Int32Array.from([...atBound, ...better, ...atCutoff].slice(0, want));
}

/** The k-th smallest value (0-based) of `values`, which it reorders (quickselect). */
function select(values: Float64Array, k: number): number {
  let left = 0;
  let right = values.length - 1;
  while (right > left) {
    const pivot = values[(left + right) >>> 1]!;
    let i = left;
    let j = right;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const t = values[i]!;
        values[i] = values[j]!;
        values[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return values[k]!;
  }
  return values[k]!;
}

function walk(rows: Int32Array, bits: Bits, want: number): Int32Array {
  const out = new Int32Array(want);
  let filled = 0;
  for (let i = 0; i < rows.length && filled < want; i++) {
    const row = rows[i]!;
    if (isSet(bits, row)) out[filled++] = row;
  }
  return out;
}

/** Any criteria order: score every hit and sort with the full comparison. */
function genericRank(
  store: IndexStore,
  plan: RankPlan,
  bits: Bits,
  matcher: TextMatcher,
  want: number,
): Int32Array {
  const hits: { row: number; scores: TextScores }[] = [];
  for (let w = 0; w < bits.length; w++) {
    let v = bits[w]!;
    while (v !== 0) {
      const low = v & -v;
      const row = (w << 5) + (31 - Math.clz32(low));
      v ^= low;
      hits.push({
        row,
        scores: matcher.score(row, { typo: 0, words: 0, proximity: 0, attribute: 0, exact: 0 }),
      });
    }
  }
  const tieBreak = store.order([]).rankOf;
  hits.sort((a, b) => {
    for (const c of plan.criteria) {
      if (c.kind === 'text') {
        const d = packScores(a.scores, [c.name]) - packScores(b.scores, [c.name]);
        if (d !== 0) return d;
        continue;
      }
      const column = store.numeric(c.path);
      if (!column) continue;
      const va = column.sortValue(a.row, c.desc);
      const vb = column.sortValue(b.row, c.desc);
      if (va === vb || (va !== va && vb !== vb)) continue;
      if (va !== va) return 1;
      if (vb !== vb) return -1;
      return c.desc ? vb - va : va - vb;
    }
    return tieBreak[a.row]! - tieBreak[b.row]!;
  });
  return Int32Array.from(hits.slice(0, want), (hit) => hit.row);
}
