/**
 * A brute-force reference for the engine, for tests and the benchmark only: the same filter tree, text
 * matching and ranking, evaluated naïvely record by record over a plain array, with no index, no bitsets, no
 * presorted orders and no caches across queries. Its own edit distance too (a full matrix). What it shares
 * with the engine is only the definitions: the filter tree, tokenisation, settings parsing.
 */
import type { FilterNode } from './filter-ast';
import { buildFilter } from './filters';
import { queryOptions, type SearchParams } from './params';
import { facetText, leafPaths, numberOf, valuesAt as readValues, type SearchRecord } from './record-path';
import {
  compileRanking,
  DEFAULT_SETTINGS,
  mergeSettings,
  parseFacetAttributes,
  parseSearchableAttributes,
  type Criterion,
  type IndexSettings,
  type SearchableSlot,
} from './settings';
import { textOf, tokenize } from './text';
import { attributeScore, MAX_PROXIMITY, queryWords, type QueryWord } from './text-query';

export interface ReferenceResult {
  hits: string[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number; avg: number; sum: number }>;
}

/** A record with the values read from it so far (records are never changed in place, so reading once is fine). */
interface Row {
  record: SearchRecord;
  values: Map<string, unknown[]>;
  tokens?: Token[];
}

function valuesAt(row: Row, path: string): unknown[] {
  let values = row.values.get(path);
  if (!values) row.values.set(path, (values = readValues(row.record, path)));
  return values;
}

let matrix = new Int32Array(0);

/**
 * Optimal string alignment distance, full matrix (textbook dynamic programming, no cut-offs). With `prefix`,
 * the least distance from `a` to any prefix of `b`: the columns up to j of the matrix are the matrix of
 * (a, b[0..j]), so that is the smallest entry of the last row.
 */
function distance(a: string, b: string, prefix = false): number {
  const width = b.length + 1;
  const size = (a.length + 1) * width;
  if (matrix.length < size) matrix = new Int32Array(size * 2);
  const d = matrix;
  for (let i = 0; i <= a.length; i++) d[i * width] = i;
  for (let j = 0; j <= b.length; j++) d[j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        d[(i - 1) * width + j]! + 1,
        d[i * width + j - 1]! + 1,
        d[(i - 1) * width + j - 1]! + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[(i - 2) * width + j - 2]! + 1);
      }
      d[i * width + j] = best;
    }
  }
  if (!prefix) return d[a.length * width + b.length]!;
  let best = Infinity;
  for (let j = 0; j <= b.length; j++) best = Math.min(best, d[a.length * width + j]!);
  return best;
}

/** Typos for a query word to reach a token: the distance, or for a prefix word the least over token prefixes. */
function typosTo(word: QueryWord, token: string): number {
  // A length gap beyond the allowed typos cannot be bridged: no need to run the matrix.
  if (
    word.prefix
      ? token.length < word.text.length - word.maxTypos
      : Math.abs(token.length - word.text.length) > word.maxTypos
  ) {
    return Infinity;
  }
  return distance(word.text, token, word.prefix);
}

interface Token {
  word: string;
  slot: number;
  position: number;
}

interface Scores {
  typo: number;
  words: number;
  proximity: number;
  attribute: number;
  exact: number;
}

export class ReferenceIndex {
  readonly settings: IndexSettings;
  private readonly slots: SearchableSlot[];
  private readonly facets: { path: string; filterOnly: boolean }[];
  private readonly facetPaths: Set<string>;
  private readonly rows: Row[];

  constructor(
    readonly records: SearchRecord[],
    settings: Partial<IndexSettings> = {},
  ) {
    this.settings = mergeSettings(DEFAULT_SETTINGS, settings as Record<string, unknown>);
    this.rows = records.map((record) => ({ record, values: new Map() }));
    this.facets = parseFacetAttributes(this.settings.attributesForFaceting);
    if (!this.facets.some((facet) => facet.path === '_tags'))
      this.facets.push({ path: '_tags', filterOnly: true });
    this.facetPaths = new Set(this.facets.map((facet) => facet.path));
    if (this.settings.searchableAttributes) {
      this.slots = parseSearchableAttributes(this.settings.searchableAttributes);
    } else {
      const paths: string[] = [];
      for (const record of records) leafPaths(record, '', paths);
      this.slots = paths.map((path) => ({ path, level: 0, ordered: true }));
    }
  }

  private matchesFilter(record: Row, node: FilterNode): boolean {
    switch (node.type) {
      case 'and':
        return node.children.every((child) => this.matchesFilter(record, child));
      case 'or':
        return node.children.some((child) => this.matchesFilter(record, child));
      case 'facet':
      case 'tag': {
        const attribute = node.type === 'tag' ? '_tags' : node.attribute;
        let found = false;
        if (this.facetPaths.has(attribute)) {
          for (const value of valuesAt(record, attribute)) {
            const text = facetText(value);
            if (text === undefined) continue;
            if (node.type === 'tag' ? text === node.value : text.toLowerCase() === node.value.toLowerCase())
              found = true;
          }
        }
        return found !== node.negated;
      }
      case 'numeric':
      case 'range': {
        let found = false;
        for (const value of valuesAt(record, node.attribute)) {
          const n = numberOf(value);
          if (n === undefined) continue;
          if (node.type === 'range') {
            if (n >= node.lower && n <= node.upper) found = true;
            continue;
          }
          const x = node.value;
          const op = node.operator;
          if (
            op === '<' ? n < x : op === '<=' ? n <= x : op === '>=' ? n >= x : op === '>' ? n > x : n === x
          ) {
            found = true;
          }
        }
        if (node.type === 'numeric' && node.operator === '!=') found = !found;
        return found !== node.negated;
      }
    }
  }

  private tokens(record: Row): Token[] {
    if (record.tokens) return record.tokens;
    const tokens: Token[] = [];
    record.tokens = tokens;
    this.slots.forEach((slot, index) => {
      let position = 0;
      for (const value of valuesAt(record, slot.path)) {
        const text = textOf(value);
        if (text === undefined) continue;
        for (const word of tokenize(text)) tokens.push({ word, slot: index, position: position++ });
        position++;
      }
    });
    return tokens;
  }

  /** Textual scores of a record, or undefined when some query word matches none of its words. */
  private score(record: Row, words: QueryWord[], memo: Map<string, number>[]): Scores | undefined {
    const tokens = this.tokens(record);
    const typoOf = (i: number, token: Token): number => {
      let typos = memo[i]!.get(token.word);
      if (typos === undefined) {
        typos = typosTo(words[i]!, token.word);
        memo[i]!.set(token.word, typos);
      }
      return typos <= words[i]!.maxTypos ? typos : -1;
    };
    for (let i = 0; i < words.length; i++)
      if (!tokens.some((token) => typoOf(i, token) >= 0)) return undefined;
    const matching = words.map((_, i) => tokens.filter((token) => typoOf(i, token) >= 0));
    const typo = matching.reduce(
      (sum, list, i) => sum + Math.min(...list.map((token) => typoOf(i, token))),
      0,
    );
    const exact = words.filter((word, i) => matching[i]!.some((token) => token.word === word.text)).length;
    let attribute = Infinity;
    for (const list of matching) {
      for (const token of list) {
        const slot = this.slots[token.slot]!;
        attribute = Math.min(attribute, attributeScore(slot.level, slot.ordered, token.position));
      }
    }
    let proximity = 0;
    for (let i = 0; i + 1 < words.length; i++) {
      let best = MAX_PROXIMITY;
      for (const a of matching[i]!) {
        for (const b of matching[i + 1]!) {
          if (a === b || a.slot !== b.slot) continue;
          best = Math.min(best, Math.abs(a.position - b.position));
        }
      }
      proximity += best;
    }
    return { typo, words: words.length, proximity, attribute, exact };
  }

  private sortValue(record: Row, path: string, desc: boolean): number {
    const numbers = valuesAt(record, path)
      .map(numberOf)
      .filter((n): n is number => n !== undefined);
    if (numbers.length === 0) return NaN;
    return desc ? Math.max(...numbers) : Math.min(...numbers);
  }

  /** The record's ranking as numbers, each smaller-is-better, in criteria order (then objectID). */
  private rankKey(criteria: Criterion[], hit: Ranked): number[] {
    return criteria.map((criterion) => {
      if (criterion.kind === 'text') {
        const value = hit.scores![criterion.name];
        return criterion.name === 'words' || criterion.name === 'exact' ? -value : value;
      }
      const value = this.sortValue(hit.record, criterion.path, criterion.desc);
      if (Number.isNaN(value)) return Infinity; // records without the attribute come last either way
      return criterion.desc ? -value : value;
    });
  }

  search(
    params: SearchParams,
    extraFilter: FilterNode | null = null,
    settingsOverride?: IndexSettings,
  ): ReferenceResult {
    const settings = settingsOverride ?? this.settings;
    const options = queryOptions(params, settings);
    const filter = buildFilter(params);
    const words = queryWords(options.query, options.queryType, {
      typoTolerance: options.typoTolerance,
      minWordSizefor1Typo: settings.minWordSizefor1Typo,
      minWordSizefor2Typos: settings.minWordSizefor2Typos,
    });
    const memo = words.map(() => new Map<string, number>());
    const matched: Ranked[] = [];
    for (const record of this.rows) {
      if (extraFilter && !this.matchesFilter(record, extraFilter)) continue;
      if (filter && !this.matchesFilter(record, filter)) continue;
      let scores: Scores | undefined;
      if (words.length > 0) {
        scores = this.score(record, words, memo);
        if (!scores) continue;
      }
      matched.push({ record, scores, key: [] });
    }
    const criteria = compileRanking(settings).filter((c) => c.kind === 'attr' || words.length > 0);
    for (const hit of matched) hit.key = this.rankKey(criteria, hit);
    matched.sort((a, b) => {
      for (let i = 0; i < criteria.length; i++) {
        const d = a.key[i]! - b.key[i]!;
        if (d !== 0 && !Number.isNaN(d)) return d;
      }
      const ia = a.record.record.objectID;
      const ib = b.record.record.objectID;
      return ia < ib ? -1 : ia > ib ? 1 : 0;
    });

    const nbHits = matched.length;
    const usesOffset = options.offset !== undefined || options.length !== undefined;
    const perPage = usesOffset ? (options.length ?? options.hitsPerPage) : options.hitsPerPage;
    const start = usesOffset ? (options.offset ?? 0) : options.page * perPage;
    const end = Math.min(start + perPage, settings.paginationLimitedTo);
    const hits = start < end ? matched.slice(start, end).map((hit) => hit.record.record.objectID) : [];
    const result: ReferenceResult = {
      hits,
      nbHits,
      page: usesOffset ? (perPage > 0 ? Math.floor(start / perPage) : 0) : options.page,
      nbPages: perPage > 0 ? Math.ceil(Math.min(nbHits, settings.paginationLimitedTo) / perPage) : 0,
      hitsPerPage: perPage,
    };
    if (options.facets.length > 0) {
      const countable = this.facets.filter((facet) => !facet.filterOnly).map((facet) => facet.path);
      const names = options.facets.includes('*')
        ? countable
        : [...new Set(options.facets)].filter((name) => countable.includes(name));
      result.facets = {};
      for (const name of names) {
        const counts = new Map<string, number>();
        const numbers: number[] = [];
        for (const { record } of matched) {
          const values = valuesAt(record, name);
          if (values.length === 1) {
            const value = values[0];
            const text = facetText(value);
            if (text !== undefined) counts.set(text, (counts.get(text) ?? 0) + 1);
            if (typeof value === 'number' && Number.isFinite(value)) numbers.push(value);
            continue;
          }
          const texts = new Set<string>();
          for (const value of values) {
            const text = facetText(value);
            if (text !== undefined) texts.add(text);
            if (typeof value === 'number' && Number.isFinite(value)) numbers.push(value);
          }
          for (const text of texts) counts.set(text, (counts.get(text) ?? 0) + 1);
        }
        let entries = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
        entries = entries.slice(0, options.maxValuesPerFacet);
        if (options.sortFacetValuesBy === 'alpha')
          entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
        result.facets[name] = Object.fromEntries(entries);
        if (numbers.length > 0) {
          let min = Infinity;
          let max = -Infinity;
          let sum = 0;
          for (const n of numbers) {
            min = Math.min(min, n);
            max = Math.max(max, n);
            sum += n;
          }
          (result.facets_stats ??= {})[name] = { min, max, avg: sum / numbers.length, sum };
        }
      }
    }
    return result;
  }
}

interface Ranked {
  record: Row;
  scores: Scores | undefined;
  /** See rankKey. */
  key: number[];
}
