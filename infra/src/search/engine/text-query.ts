import { andInto, newBits, type Bits } from './bitset';
import type { IndexStore } from './store';
import { headOf, PREFIX_POSTINGS, type Candidates, type PrefixEntry, type TextIndex } from './text-index';
import { Posting } from './posting';
import { allowedTypos, tokenize, type TypoSettings } from './text';

export interface QueryWord {
  /** Normalised word. */
  text: string;
  prefix: boolean;
  maxTypos: number;
}

/** A prefix word short enough to match through the prefix postings and word heads. */
function isRuleWord(word: QueryWord): boolean {
  return word.prefix && word.maxTypos === 0 && word.text.length <= PREFIX_POSTINGS;
}

const NO_CANDIDATES: Candidates = { ids: new Int32Array(0), typos: new Uint8Array(0) };
const EMPTY_PREFIX: PrefixEntry = { posting: new Posting(), bestAttribute: 0, slotMask: 0 };

/** Cap on query words taken into account (Algolia also stops reading long queries). */
export const MAX_QUERY_WORDS = 16;
/** Proximity of two query words found in different attributes, or further apart than this. */
export const MAX_PROXIMITY = 8;

/** The query as words: every word must match; the last one (or all, or none) as a prefix. */
export function queryWords(
  query: string,
  queryType: 'prefixLast' | 'prefixAll' | 'prefixNone',
  typo: TypoSettings,
): QueryWord[] {
  const words = tokenize(query).slice(0, MAX_QUERY_WORDS);
  return words.map((text, i) => ({
    text,
    prefix: queryType === 'prefixAll' || (queryType === 'prefixLast' && i === words.length - 1),
    maxTypos: allowedTypos(text, typo),
  }));
}

export type TextCriterion = 'typo' | 'words' | 'proximity' | 'attribute' | 'exact';

/** Per-row textual scores (lower is better for each packed criterion). */
export interface TextScores {
  typo: number;
  words: number;
  proximity: number;
  attribute: number;
  exact: number;
}

/** Radix of each criterion in the packed key, and how it turns "better" into "smaller". */
const PACK: Record<TextCriterion, { radix: number; key: (s: TextScores) => number }> = {
  typo: { radix: 64, key: (s) => Math.min(s.typo, 63) },
  words: { radix: 32, key: (s) => MAX_QUERY_WORDS - s.words },
  proximity: { radix: 256, key: (s) => Math.min(s.proximity, 255) },
  attribute: { radix: 1 << 20, key: (s) => Math.min(s.attribute, (1 << 20) - 1) },
  exact: { radix: 32, key: (s) => MAX_QUERY_WORDS - s.exact },
};

/** The textual criteria of a ranking packed into one number, compared ascending. */
export function packScores(scores: TextScores, criteria: TextCriterion[]): number {
  let key = 0;
  for (const criterion of criteria) key = key * PACK[criterion].radix + PACK[criterion].key(scores);
  return key;
}

/**
 * Multipliers of (typo, words, proximity, attribute, exact) such that the packed key is their weighted sum
 * (0 for a criterion the ranking does not use); same result as packScores, without a call per hit.
 */
export function packMultipliers(criteria: TextCriterion[]): Float64Array {
  const names: TextCriterion[] = ['typo', 'words', 'proximity', 'attribute', 'exact'];
  const out = new Float64Array(5);
  let weight = 1;
  for (let i = criteria.length - 1; i >= 0; i--) {
    out[names.indexOf(criteria[i]!)] = weight;
    weight *= PACK[criteria[i]!].radix;
  }
  return out;
}

/** Attribute score of a match: level × 1000 + word position (position ignored for unordered attributes). */
export function attributeScore(level: number, ordered: boolean, position: number): number {
  return level * 1000 + (ordered ? Math.min(position, 999) : 0);
}

/**
 * A text query against one store: the rows holding every word (within its typos), and a scorer that reads a
 * row's tokens from the pool to compute Algolia's textual criteria.
 */
export class TextMatcher {
  readonly candidates: Candidates[];
  /**
   * Per dictionary word: its index among this query's candidate words plus one (0: not a candidate). A buffer
   * of the text index shared from query to query (see TextIndex.candidateSlots): only valid until the next
   * TextMatcher of the same index is made.
   */
  private readonly wordMask: Int32Array;
  /** Per candidate index: bit i set when it reaches query word i. */
  private readonly masks: Int32Array;
  /** Typos to reach candidate `k` as query word `i`, at `k * n + i`. */
  private readonly typos: Uint8Array;
  private readonly exactId: Int32Array;
  private readonly text: TextIndex;
  private readonly slotScore: Int32Array;
  private readonly slotOrdered: Uint8Array;
  private readonly best = new Uint8Array(MAX_QUERY_WORDS);
  /** Matching tokens of the row being scored: index into the pool, and mask. */
  private matchAt = new Int32Array(64);
  private matchMask = new Int32Array(64);
  /**
   * Short prefix words ("m", "cx" as the last word) match by the word's head (see TextIndex.head) instead of
   * through thousands of candidate words: per rule its head, whether one letter is compared, its word's bit.
   */
  private readonly ruleHead: number[] = [];
  private readonly ruleOneLetter: boolean[] = [];
  private readonly ruleBit: number[] = [];
  private readonly rules: (PrefixEntry | undefined)[];

  constructor(
    store: IndexStore,
    readonly words: QueryWord[],
  ) {
    this.text = store.text;
    const dictionary = this.text.words.length;
    const n = words.length;
    this.rules = words.map((w, i) => {
      if (!isRuleWord(w)) return undefined;
      this.ruleHead.push(headOf(w.text));
      this.ruleOneLetter.push(w.text.length === 1);
      this.ruleBit.push(1 << i);
      return this.text.prefixEntry(w.text) ?? EMPTY_PREFIX;
    });
    this.candidates = words.map((w) =>
      isRuleWord(w) ? NO_CANDIDATES : this.text.candidates(w.text, w.prefix, w.maxTypos),
    );
    const slots = this.text.candidateSlots(dictionary);
    this.wordMask = slots;
    const distinct: number[] = [];
    for (const c of this.candidates) {
      for (let k = 0; k < c.ids.length; k++) {
        const id = c.ids[k]!;
        if (slots[id] === 0) slots[id] = distinct.push(id);
      }
    }
    this.text.noteCandidateSlots(distinct);
    this.masks = new Int32Array(distinct.length + 1);
    this.typos = new Uint8Array((distinct.length + 1) * n);
    this.candidates.forEach((c, i) => {
      for (let k = 0; k < c.ids.length; k++) {
        const slot = slots[c.ids[k]!]!;
        this.masks[slot]! |= 1 << i;
        this.typos[slot * n + i] = c.typos[k]!;
      }
    });
    this.exactId = Int32Array.from(words.map((w) => this.text.wordId(w.text)));
    this.slotScore = Int32Array.from(this.text.slots, (slot) => slot.level * 1000);
    this.slotOrdered = Uint8Array.from(this.text.slots, (slot) => (slot.ordered ? 1 : 0));
  }

  /** Narrows `bits` to the rows that hold every query word. */
  restrict(bits: Bits): void {
    const any = newBits(bits.length);
    this.candidates.forEach((c, k) => {
      if (k > 0) any.fill(0);
      const rule = this.rules[k];
      if (rule) {
        rule.posting.orInto(any);
      } else {
        for (let i = 0; i < c.ids.length; i++) this.text.postings[c.ids[i]!]!.orInto(any);
      }
      andInto(bits, any);
    });
  }

  private multipliers: Float64Array = new Float64Array(5);

  /** Sets how keyOf packs the criteria (see packMultipliers). */
  useMultipliers(multipliers: Float64Array): void {
    this.multipliers = multipliers;
  }

  /**
   * A lower bound of keyOf over every row, from per-word bounds: the fewest typos any candidate costs, the best
   * attribute score any candidate ever had, proximity 1 only for neighbouring words that share a slot somewhere
   * (else 8), every word exact where the exact word exists. When typo is the first textual criterion, a row at
   * the bound has the fewest typos for every word, so the later bounds only look at those candidates. When
   * `want` hits reach the bound, none can be better.
   */
  lowerBoundKey(typoFirst: boolean): number {
    const text = this.text;
    const n = this.words.length;
    let typo = 0;
    let attribute = 0x7fffffff;
    const masks: number[] = [];
    this.candidates.forEach((c, w) => {
      const rule = this.rules[w];
      if (rule) {
        // A short prefix: no typos; bounds kept per beginning by the text index.
        if (rule.bestAttribute < attribute) attribute = rule.bestAttribute;
        masks.push(rule.slotMask);
        return;
      }
      let fewest = 255;
      for (let k = 0; k < c.ids.length; k++) {
        if (text.postings[c.ids[k]!]!.count > 0 && c.typos[k]! < fewest) fewest = c.typos[k]!;
      }
      let mask = 0;
      for (let k = 0; k < c.ids.length; k++) {
        const id = c.ids[k]!;
        if (text.postings[id]!.count === 0 || (typoFirst && c.typos[k]! !== fewest)) continue;
        if (text.bestAttribute[id]! < attribute) attribute = text.bestAttribute[id]!;
        mask |= text.slotMask[id]!;
      }
      typo += fewest === 255 ? 0 : fewest;
      masks.push(mask);
    });
    let proximity = 0;
    for (let i = 0; i + 1 < n; i++) proximity += (masks[i]! & masks[i + 1]!) !== 0 ? 1 : MAX_PROXIMITY;
    let exact = 0;
    for (let i = 0; i < n; i++) {
      const id = this.exactId[i]!;
      if (id >= 0 && text.postings[id]!.count > 0) exact++;
    }
    if (attribute === 0x7fffffff) attribute = 0;
    return this.pack(typo, n, proximity, attribute, exact);
  }

  private pack(typo: number, words: number, proximity: number, attribute: number, exact: number): number {
    const m = this.multipliers;
    return (
      (typo < 63 ? typo : 63) * m[0]! +
      (MAX_QUERY_WORDS - words) * m[1]! +
      (proximity < 255 ? proximity : 255) * m[2]! +
      (attribute < 1048575 ? attribute : 1048575) * m[3]! +
      (MAX_QUERY_WORDS - exact) * m[4]!
    );
  }

  /** The textual criteria of one row, left in `measured`. */
  private readonly measured: TextScores = { typo: 0, words: 0, proximity: 0, attribute: 0, exact: 0 };

  private measure(row: number, withProximity: boolean): TextScores {
    const text = this.text;
    const pool = text.pool;
    const start = text.rowStart[row]!;
    const end = start + text.rowLength[row]!;
    const n = this.words.length;
    const wordMask = this.wordMask;
    const masks = this.masks;
    const typos = this.typos;
    const exactId = this.exactId;
    const best = this.best;
    if (this.matchAt.length * 3 < end - start) {
      this.matchAt = new Int32Array(((end - start) / 3 + 16) | 0);
      this.matchMask = new Int32Array(((end - start) / 3 + 16) | 0);
    }
    const matchAt = this.matchAt;
    const matchMask = this.matchMask;
    for (let i = 0; i < n; i++) best[i] = 255;
    let matches = 0;
    let attribute = 0x7fffffff;
    let exactMask = 0;
    const rules = this.ruleHead.length;
    const heads = this.text.head;
    for (let t = start; t < end; t += 3) {
      const id = pool[t]!;
      const candidate = id < wordMask.length ? wordMask[id]! : 0;
      let ruled = 0;
      for (let r = 0; r < rules; r++) {
        const head = heads[id]!;
        if (this.ruleOneLetter[r] ? head >>> 16 === this.ruleHead[r]! >>> 16 : head === this.ruleHead[r]) {
          ruled |= this.ruleBit[r]!;
        }
      }
      if (candidate === 0 && ruled === 0) continue;
      const mask = masks[candidate]! | ruled;
      matchAt[matches] = t;
      matchMask[matches++] = mask;
      for (let i = 0; i < n; i++) {
        if ((mask & (1 << i)) === 0) continue;
        const typo = (ruled & (1 << i)) !== 0 ? 0 : typos[candidate * n + i]!;
        if (typo < best[i]!) best[i] = typo;
        if (id === exactId[i]) exactMask |= 1 << i;
      }
      const slot = pool[t + 1]!;
      const position = pool[t + 2]!;
      const score = this.slotScore[slot]! + (this.slotOrdered[slot] ? (position < 999 ? position : 999) : 0);
      if (score < attribute) attribute = score;
    }
    let typo = 0;
    let exact = 0;
    for (let i = 0; i < n; i++) {
      if (best[i]! !== 255) typo += best[i]!;
      if (exactMask & (1 << i)) exact++;
    }
    let proximity = 0;
    if (n > 1 && withProximity) {
      for (let i = 0; i + 1 < n; i++) {
        let d = MAX_PROXIMITY;
        const a = 1 << i;
        const b = 1 << (i + 1);
        for (let x = 0; x < matches && d > 1; x++) {
          if ((matchMask[x]! & a) === 0) continue;
          const tx = matchAt[x]!;
          for (let y = 0; y < matches; y++) {
            if (y === x || (matchMask[y]! & b) === 0) continue;
            const ty = matchAt[y]!;
            if (pool[tx + 1] !== pool[ty + 1]) continue;
            const gap = pool[tx + 2]! - pool[ty + 2]!;
            const abs = gap < 0 ? -gap : gap;
            if (abs < d) d = abs;
          }
        }
        proximity += d;
      }
    }
    const out = this.measured;
    out.typo = typo;
    out.words = n;
    out.proximity = proximity;
    out.attribute = attribute === 0x7fffffff ? 0 : attribute;
    out.exact = exact;
    return out;
  }

  /** The packed textual key of one row (lower is better), per useMultipliers. */
  keyOf(row: number): number {
    const s = this.measure(row, this.multipliers[2] !== 0);
    return this.pack(s.typo, s.words, s.proximity, s.attribute, s.exact);
  }

  /** Every textual criterion of one row. */
  score(row: number, out: TextScores): TextScores {
    return Object.assign(out, this.measure(row, true));
  }
}
