/**
 * Words: how values and queries are cut into words, and how far two words are apart. Shared by the index, the
 * highlighter and the query side so that all of them see the same words.
 */

/** A word inside a string: a run of letters or digits (combining marks stay with their letter). */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;
const MARKS = /\p{M}/gu;
const ASCII_WORD = /^[a-z0-9]+$/;

/** Lower case without accents: "Citroën" → "citroen". */
export function normalizeWord(word: string): string {
  const lower = word.toLowerCase();
  if (ASCII_WORD.test(lower)) return lower;
  return lower.normalize('NFD').replace(MARKS, '');
}

/** The normalised words of a string, in order. */
export function tokenize(text: string): string[] {
  const words: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = normalizeWord(match[0]);
    if (word.length > 0) words.push(word);
  }
  return words;
}

export interface WordSpan {
  word: string;
  start: number;
  end: number;
}

/** The words of a string with their offsets in the original string (for highlighting). */
export function tokenizeWithOffsets(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = normalizeWord(match[0]);
    if (word.length > 0) spans.push({ word, start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

/** The searchable text of a leaf value: strings as they are, numbers in their decimal form. */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export interface TypoSettings {
  typoTolerance: boolean;
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
}

/** How many typos a query word may carry (Algolia's defaults: 1 from 4 letters, 2 from 8). */
export function allowedTypos(word: string, settings: TypoSettings): number {
  if (!settings.typoTolerance) return 0;
  const length = [...word].length;
  if (length >= settings.minWordSizefor2Typos) return 2;
  if (length >= settings.minWordSizefor1Typo) return 1;
  return 0;
}

let rowPrev2 = new Int32Array(64);
let rowPrev = new Int32Array(64);
let rowCur = new Int32Array(64);

function ensureRows(n: number): void {
  if (rowCur.length >= n) return;
  const size = Math.max(n, rowCur.length * 2);
  rowPrev2 = new Int32Array(size);
  rowPrev = new Int32Array(size);
  rowCur = new Int32Array(size);
}

/**
 * Damerau-Levenshtein distance (optimal string alignment: insertions, deletions, substitutions and swaps of two
 * neighbouring letters each count one) between `query` and `word`, or between `query` and the closest prefix
 * of `word` when `prefix` is set. Returns `max + 1` as soon as the distance is known to exceed `max`.
 * Works on UTF-16 code units; the words it sees are normalised and almost always ASCII.
 */
export function boundedDistance(query: string, word: string, max: number, prefix: boolean): number {
  const n = query.length;
  const m = prefix ? Math.min(word.length, n + max) : word.length;
  if (!prefix && Math.abs(n - m) > max) return max + 1;
  if (prefix && word.length < n - max) return max + 1;
  ensureRows(m + 1);
  let prev2 = rowPrev2;
  let prev = rowPrev;
  let cur = rowCur;
  // Rows run over the query, columns over the word.
  for (let j = 0; j <= m; j++) prev[j] = j;
  if (n === 0) return prefix ? 0 : m <= max ? m : max + 1;
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = i;
    const qc = query.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const wc = word.charCodeAt(j - 1);
      const cost = qc === wc ? 0 : 1;
      let d = prev[j - 1]! + cost;
      const del = prev[j]! + 1;
      if (del < d) d = del;
      const ins = cur[j - 1]! + 1;
      if (ins < d) d = ins;
      if (i > 1 && j > 1 && qc === word.charCodeAt(j - 2) && query.charCodeAt(i - 2) === wc) {
        const swap = prev2[j - 2]! + 1;
        if (swap < d) d = swap;
      }
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  if (prefix) {
    let best = max + 1;
    for (let j = 0; j <= m; j++) if (prev[j]! < best) best = prev[j]!;
    return best;
  }
  const d = prev[m]!;
  return d <= max ? d : max + 1;
}

/**
 * For a prefix match, how many letters of `word` the query covers: the prefix at the smallest distance, the one
 * closest to the query's length among equals (used to highlight only the matched part of a word).
 */
export function matchedPrefixLength(query: string, word: string, max: number): number {
  if (word.startsWith(query)) return query.length;
  let bestLength = Math.min(word.length, query.length);
  let best = max + 1;
  let bestGap = Infinity;
  const upper = Math.min(word.length, query.length + max);
  for (let length = Math.max(0, query.length - max); length <= upper; length++) {
    const d = boundedDistance(query, word.slice(0, length), max, false);
    const gap = Math.abs(length - query.length);
    if (d < best || (d === best && gap < bestGap)) {
      best = d;
      bestGap = gap;
      bestLength = length;
    }
  }
  return bestLength;
}
