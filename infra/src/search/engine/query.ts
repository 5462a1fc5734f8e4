import { andInto, andNotInto, popcount, toRows, type Bits } from './bitset';
import type { FacetColumn } from './columns';
import {
  countAll,
  countFacets,
  facetStats,
  statsFromCounts,
  topValues,
  type FacetCounts,
  type FacetStats,
  type HitRows,
} from './facets';
import type { FilterNode } from './filter-ast';
import { evalFilter, evalFilterCached } from './filter-eval';
import { buildFilter } from './filters';
import { Highlighter, type HighlightTree } from './highlight';
import { encodeParams, queryOptions, type QueryOptions, type SearchParams } from './params';
import { rankWindow, type RankPlan } from './rank';
import type { SearchRecord } from './record-path';
import { retrieve } from './retrieve';
import type { IndexSettings } from './settings';
import type { IndexStore } from './store';
import { queryWords, TextMatcher, type QueryWord } from './text-query';

export type Hit = Record<string, unknown> & {
  objectID: string;
  _highlightResult?: Record<string, HighlightTree>;
};

let hitScratch = new Int32Array(1024);
let missScratch = new Int32Array(1024);

/** The body of a search answer, shaped as Algolia's. */
export interface SearchResponse {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  offset?: number;
  length?: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, FacetStats>;
  exhaustiveFacetsCount: boolean;
  exhaustiveNbHits: boolean;
  exhaustiveTypo: boolean;
  exhaustive: { facetsCount: boolean; nbHits: boolean; typo: boolean };
  query: string;
  params: string;
  processingTimeMS: number;
  /** Set in multi-query answers. */
  index?: string;
}

/** What one query matched, before pagination and rendering. */
export interface MatchResult {
  options: QueryOptions;
  words: QueryWord[];
  matcher: TextMatcher | null;
  bits: Bits;
  nbHits: number;
  /** Every live row matched (no filter, no query): facet counts can come from the postings directly. */
  everything: boolean;
}

/** Filters and text: the matching rows of a query. */
export function match(
  store: IndexStore,
  settings: IndexSettings,
  params: SearchParams,
  extraFilter: FilterNode | null,
): MatchResult {
  const options = queryOptions(params, settings);
  const filter = buildFilter(params);
  const bits = evalFilter(store, filter);
  // A secured key's filter is the same for every query of a site: evaluated once per version of the data.
  if (extraFilter) andInto(bits, evalFilterCached(store, extraFilter));
  const words = queryWords(options.query, options.queryType, {
    typoTolerance: options.typoTolerance,
    minWordSizefor1Typo: settings.minWordSizefor1Typo,
    minWordSizefor2Typos: settings.minWordSizefor2Typos,
  });
  let matcher: TextMatcher | null = null;
  if (words.length > 0) {
    matcher = new TextMatcher(store, words);
    matcher.restrict(bits);
  }
  const nbHits = popcount(bits);
  return { options, words, matcher, bits, nbHits, everything: !filter && !extraFilter && !matcher };
}

/** Facet attributes a query asked for that can be counted ("*" is every facet that is not filterOnly). */
export function requestedFacets(store: IndexStore, names: string[]): string[] {
  const countable = store.layout.facets.filter((facet) => !facet.filterOnly).map((facet) => facet.path);
  if (names.includes('*')) return countable;
  return [...new Set(names)].filter((name) => countable.includes(name));
}

/** Paths highlighted by default: the searchable attributes. */
export function highlightPaths(store: IndexStore, requested: string[] | null): string[] {
  const searchable = [...new Set(store.text.slots.map((slot) => slot.path))];
  if (requested === null) return searchable;
  if (requested.includes('*')) return [...new Set([...searchable, ...requested.filter((p) => p !== '*')])];
  return requested;
}

/** Turns records into hits for one query (retrieved attributes and `_highlightResult`). */
export class HitRenderer {
  private readonly highlighter: Highlighter;
  private readonly paths: string[];

  constructor(
    store: IndexStore,
    private readonly settings: IndexSettings,
    private readonly options: QueryOptions,
    words: QueryWord[],
  ) {
    this.paths = highlightPaths(store, options.attributesToHighlight);
    this.highlighter = new Highlighter(words, {
      pre: options.highlightPreTag,
      post: options.highlightPostTag,
    });
  }

  render(record: SearchRecord): Hit {
    const hit = retrieve(
      record,
      this.options.attributesToRetrieve,
      this.settings.unretrievableAttributes,
    ) as Hit;
    if (this.paths.length > 0) hit._highlightResult = this.highlighter.record(record, this.paths);
    return hit;
  }
}

/** A full search: match, rank the requested window, count facets, render hits. */
export function executeSearch(
  store: IndexStore,
  settings: IndexSettings,
  plan: RankPlan,
  params: SearchParams,
  extraFilter: FilterNode | null,
  started = performance.now(),
): SearchResponse {
  const result = match(store, settings, params, extraFilter);
  const { options, bits, nbHits } = result;
  const limit = settings.paginationLimitedTo;
  const usesOffset = options.offset !== undefined || options.length !== undefined;
  const perPage = usesOffset ? (options.length ?? options.hitsPerPage) : options.hitsPerPage;
  const start = usesOffset ? (options.offset ?? 0) : options.page * perPage;
  const end = Math.min(start + perPage, limit);
  const window = start < end ? rankWindow(store, plan, bits, nbHits, result.matcher, end) : new Int32Array(0);
  const hits: Hit[] = [];
  if (window.length > start) {
    const renderer = new HitRenderer(store, settings, options, result.words);
    for (let i = start; i < window.length; i++) hits.push(renderer.render(store.records[window[i]!]!));
  }

  // Row lists for facet counting, in buffers reused from query to query (fewer garbage collections).
  let rows: Int32Array | null = null;
  const hitRows: HitRows = {
    get: () => {
      if (rows) return rows;
      if (hitScratch.length < nbHits) hitScratch = new Int32Array(Math.max(nbHits, hitScratch.length * 2));
      return (rows = toRows(bits, nbHits, hitScratch));
    },
  };
  let missRows: Int32Array | null = null;
  const misses: HitRows = {
    get: () => {
      if (missRows) return missRows;
      const missBits = store.alive.slice(0, bits.length);
      andNotInto(missBits, bits);
      const count = store.size - nbHits;
      if (missScratch.length < count) missScratch = new Int32Array(Math.max(count, missScratch.length * 2));
      return (missRows = toRows(missBits, count, missScratch));
    },
  };
  const facetNames = requestedFacets(store, options.facets);
  let facets: Record<string, Record<string, number>> | undefined;
  let stats: Record<string, FacetStats> | undefined;
  if (options.facets.length > 0) {
    facets = {};
    const { maxValuesPerFacet: max, sortFacetValuesBy: sort } = options;
    const columns = facetNames.map((name) => store.facets.get(name)!);
    const computeStats = (column: FacetColumn, counts: FacetCounts) => {
      if (nbHits === 0) return undefined;
      return column.statsFromCounts ? statsFromCounts(column, counts) : facetStats(store, column.path, bits);
    };
    // Without filters or query (a landing page) the answer only changes with the data: computed once.
    const counted = result.everything ? [] : countFacets(store, columns, bits, nbHits, hitRows, misses);
    columns.forEach((column, k) => {
      const name = column.path;
      let values: Record<string, number>;
      let stat: FacetStats | undefined;
      if (result.everything) {
        const all = store.memo(`facet:${name}:${max}:${sort}`, () => {
          const counts = countAll(column);
          return { values: topValues(column, counts, max, sort), stat: computeStats(column, counts) };
        });
        values = { ...all.values };
        stat = all.stat && { ...all.stat };
      } else {
        values = topValues(column, counted[k]!, max, sort);
        stat = computeStats(column, counted[k]!);
      }
      facets![name] = values;
      if (stat) (stats ??= {})[name] = stat;
    });
  }

  const reachable = Math.min(nbHits, limit);
  const response: SearchResponse = {
    hits,
    nbHits,
    page: usesOffset ? (perPage > 0 ? Math.floor(start / perPage) : 0) : options.page,
    nbPages: perPage > 0 ? Math.ceil(reachable / perPage) : 0,
    hitsPerPage: perPage,
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: { facetsCount: true, nbHits: true, typo: true },
    query: options.query,
    params: encodeParams(params),
    processingTimeMS: 0,
  };
  if (usesOffset) {
    response.offset = start;
    response.length = perPage;
  }
  if (facets) response.facets = facets;
  if (stats) response.facets_stats = stats;
  response.processingTimeMS = Math.round(performance.now() - started);
  return response;
}
