import type { SearchSortKey } from '@dealerline/shared';
import { searchPageNumber } from '@dealerline/shared/rules';
import { RANGE_ATTRIBUTES, refinementAttribute } from './attributes';
import type { NumericRange, SearchState } from './types';

/** The default search route (spec §2). */
export const DEFAULT_SEARCH_PATH = '/search/new-used-and-demo-cars/';

/** URL flag (`scrollTop=1`) that makes the search page scroll to the top once; not part of the search state. */
export const SCROLL_TOP_PARAM = 'scrollTop';

export const EMPTY_SEARCH_STATE: SearchState = {
  query: '',
  page: 0,
  sortBy: 'relevant',
  refinements: {},
  ranges: {},
};

/** Limits on what a URL may ask for: anything beyond is dropped, never an error. */
export const URL_LIMITS = {
  queryLength: 100,
  valueLength: 100,
  valuesPerAttribute: 50,
  maxNumber: 1e9,
} as const;

const SORT_KEYS: ReadonlySet<string> = new Set<SearchSortKey>([
  'relevant',
  'latest',
  'price_desc',
  'price_asc',
  'km_asc',
  'km_desc',
]);

const REFINEMENT_KEY = /^refinementList\[([a-z_]+)\]\[(\d{0,3})\]$/;
const RANGE_KEY = /^range\[([a-z_]+)\]$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

function parseNumber(text: string): number | undefined {
  if (!NUMBER.test(text)) return undefined;
  const n = Number(text);
  return Math.abs(n) <= URL_LIMITS.maxNumber ? n : undefined;
}

function parseRange(text: string): NumericRange | undefined {
  const match = /^([^:]*):([^:]*)$/.exec(text);
  if (!match) return undefined;
  const [, minText = '', maxText = ''] = match;
  const min = minText === '' ? undefined : parseNumber(minText);
  const max = maxText === '' ? undefined : parseNumber(maxText);
  if ((minText !== '' && min === undefined) || (maxText !== '' && max === undefined)) return undefined;
  if (min === undefined && max === undefined) return undefined;
  if (min !== undefined && max !== undefined && min > max) return undefined;
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}

/**
 * The search state a URL's query string holds (InstantSearch's routing format): `query`, `page` (1-based),
 * `sortBy` (a sort key of spec §9), `refinementList[{attribute}][{i}]={value}` and
 * `range[{attribute}]={min}:{max}` (either bound may be empty). A refinement may name its attribute as spec §3
 * does (`refinementList[body]` reads as simple_body; serializeSearchState writes the index name). Unknown
 * parameters, unknown attributes, bad numbers and values past the limits are ignored: any URL gives a valid
 * state. `page` is read by searchPageNumber: a page past every search's last (48) reads as the one after it
 * (0-based 48, a page with no vehicles, never the first), and one that is no page number as the first page.
 */
export function parseSearchParams(search: string | URLSearchParams): SearchState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sortBy = params.get('sortBy') ?? '';
  const indexed: Record<string, { i: number; value: string }[]> = {};
  const ranges: Record<string, NumericRange> = {};

  for (const [key, value] of params) {
    const refinement = REFINEMENT_KEY.exec(key);
    if (refinement) {
      const [, name = '', i = ''] = refinement;
      const attribute = refinementAttribute(name);
      if (attribute === undefined || value === '' || value.length > URL_LIMITS.valueLength) continue;
      (indexed[attribute] ??= []).push({ i: i === '' ? Infinity : Number(i), value });
      continue;
    }
    const attribute = RANGE_KEY.exec(key)?.[1];
    if (attribute && RANGE_ATTRIBUTES.has(attribute)) {
      const bounds = parseRange(value);
      if (bounds) ranges[attribute] = bounds;
    }
  }

  const refinements: Record<string, string[]> = {};
  for (const [attribute, entries] of Object.entries(indexed)) {
    const values = entries.sort((a, b) => a.i - b.i).map((entry) => entry.value);
    refinements[attribute] = [...new Set(values)].slice(0, URL_LIMITS.valuesPerAttribute);
  }

  return {
    query: (params.get('query') ?? '').slice(0, URL_LIMITS.queryLength),
    page: searchPageNumber(params.get('page')) - 1,
    sortBy: SORT_KEYS.has(sortBy) ? (sortBy as SearchSortKey) : 'relevant',
    refinements,
    ranges,
  };
}

/** The query string (without `?`) of a search state; defaults (page 0, relevant, empty query) are left out. */
export function serializeSearchState(state: Partial<SearchState>): string {
  const parts: string[] = [];
  const add = (key: string, value: string) => parts.push(`${key}=${encodeURIComponent(value)}`);
  if (state.query) add('query', state.query);
  for (const [attribute, values] of Object.entries(state.refinements ?? {})) {
    values.forEach((value, i) => add(`refinementList[${attribute}][${i}]`, value));
  }
  for (const [attribute, { min, max }] of Object.entries(state.ranges ?? {})) {
    if (min !== undefined || max !== undefined) parts.push(`range[${attribute}]=${min ?? ''}:${max ?? ''}`);
  }
  if (state.sortBy && state.sortBy !== 'relevant') add('sortBy', state.sortBy);
  if (state.page) add('page', String(state.page + 1));
  return parts.join('&');
}

/**
 * A link to a search: `path` (default /search/new-used-and-demo-cars/) with the state's query string;
 * `scrollTop` adds the scroll-to-top flag (the "Show Me N vehicles" button).
 */
export function searchUrl(
  state: Partial<SearchState>,
  path: string = DEFAULT_SEARCH_PATH,
  options: { scrollTop?: boolean } = {},
): string {
  const query = [serializeSearchState(state), options.scrollTop ? `${SCROLL_TOP_PARAM}=1` : '']
    .filter(Boolean)
    .join('&');
  return query ? `${path}?${query}` : path;
}
