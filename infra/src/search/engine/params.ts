import { badRequest } from './errors';
import type { IndexSettings } from './settings';

/** Query parameters as Algolia names them; anything else is accepted and ignored. */
export interface SearchParams {
  query?: string;
  filters?: string;
  facetFilters?: string | (string | string[])[];
  numericFilters?: string | (string | string[])[];
  tagFilters?: string | (string | string[])[];
  facets?: string | string[];
  maxValuesPerFacet?: number;
  sortFacetValuesBy?: 'count' | 'alpha';
  hitsPerPage?: number;
  page?: number;
  offset?: number;
  length?: number;
  attributesToRetrieve?: string | string[];
  attributesToHighlight?: string | string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  typoTolerance?: boolean | string;
  queryType?: 'prefixLast' | 'prefixAll' | 'prefixNone';
  analytics?: boolean;
  clickAnalytics?: boolean;
  /** Browse only: the cursor of the previous page. */
  cursor?: string;
  [other: string]: unknown;
}

/** Parameters after validation, with index defaults applied. */
export interface QueryOptions {
  query: string;
  facets: string[];
  maxValuesPerFacet: number;
  sortFacetValuesBy: 'count' | 'alpha';
  hitsPerPage: number;
  page: number;
  offset: number | undefined;
  length: number | undefined;
  attributesToRetrieve: string[];
  attributesToHighlight: string[] | null;
  highlightPreTag: string;
  highlightPostTag: string;
  typoTolerance: boolean;
  queryType: 'prefixLast' | 'prefixAll' | 'prefixNone';
}

const MAX_HITS_PER_PAGE = 1000;

function integer(params: SearchParams, name: string, min: number, max: number): number | undefined {
  const raw = params[name];
  if (raw === undefined || raw === null || raw === '') return undefined;
  const n = typeof raw === 'string' ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `>= ${min}` : `between ${min} and ${max}`;
    throw badRequest(`Invalid value for "${name}" parameter: expected an integer ${range}`);
  }
  return n;
}

/** A list parameter: an array of strings, a JSON array in a string, or a comma-separated string. */
export function stringList(params: SearchParams, name: string): string[] | undefined {
  const raw = params[name];
  if (raw === undefined || raw === null) return undefined;
  if (Array.isArray(raw)) {
    if (!raw.every((item) => typeof item === 'string')) {
      throw badRequest(`Invalid value for "${name}" parameter: expected an array of strings`);
    }
    return raw as string[];
  }
  if (typeof raw !== 'string')
    throw badRequest(`Invalid value for "${name}" parameter: expected an array of strings`);
  const text = raw.trim();
  if (text.startsWith('[')) {
    try {
      return stringList({ [name]: JSON.parse(text) }, name);
    } catch (error) {
      throw error instanceof SyntaxError
        ? badRequest(`Invalid value for "${name}" parameter: invalid JSON`)
        : error;
    }
  }
  return text === '' ? [] : text.split(',').map((item) => item.trim());
}

function flag(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  return !(value === false || value === 'false' || value === 0 || value === '0');
}

/** Checks the parameters of a search; throws a 400 SearchError with the reason when one is invalid. */
export function queryOptions(params: SearchParams, settings: IndexSettings): QueryOptions {
  const query = params.query ?? '';
  if (typeof query !== 'string') throw badRequest('Invalid value for "query" parameter: expected a string');
  const hitsPerPage = integer(params, 'hitsPerPage', 0, MAX_HITS_PER_PAGE) ?? settings.hitsPerPage;
  const queryType = params.queryType ?? 'prefixLast';
  if (queryType !== 'prefixLast' && queryType !== 'prefixAll' && queryType !== 'prefixNone') {
    throw badRequest('Invalid value for "queryType" parameter: expected prefixLast, prefixAll or prefixNone');
  }
  const sortFacetValuesBy = params.sortFacetValuesBy ?? 'count';
  if (sortFacetValuesBy !== 'count' && sortFacetValuesBy !== 'alpha') {
    throw badRequest('Invalid value for "sortFacetValuesBy" parameter: expected count or alpha');
  }
  for (const tag of ['highlightPreTag', 'highlightPostTag'] as const) {
    if (params[tag] !== undefined && typeof params[tag] !== 'string') {
      throw badRequest(`Invalid value for "${tag}" parameter: expected a string`);
    }
  }
  return {
    query,
    facets: stringList(params, 'facets') ?? [],
    maxValuesPerFacet: integer(params, 'maxValuesPerFacet', 0, 1000) ?? settings.maxValuesPerFacet,
    sortFacetValuesBy,
    hitsPerPage,
    page: integer(params, 'page', 0, Number.MAX_SAFE_INTEGER) ?? 0,
    offset: integer(params, 'offset', 0, Number.MAX_SAFE_INTEGER),
    length: integer(params, 'length', 0, MAX_HITS_PER_PAGE),
    attributesToRetrieve: stringList(params, 'attributesToRetrieve') ?? settings.attributesToRetrieve,
    attributesToHighlight: stringList(params, 'attributesToHighlight') ?? settings.attributesToHighlight,
    highlightPreTag: params.highlightPreTag ?? settings.highlightPreTag,
    highlightPostTag: params.highlightPostTag ?? settings.highlightPostTag,
    typoTolerance: flag(params.typoTolerance, settings.typoTolerance),
    queryType,
  };
}

/** A lone surrogate (valid in JSON, not in UTF-8) would make encodeURIComponent throw: U+FFFD instead. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const encode = (text: string) => encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));

/** The `params` string Algolia echoes: each parameter urlencoded, arrays and objects as JSON. */
export function encodeParams(params: SearchParams): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      return `${encode(key)}=${encode(text)}`;
    })
    .join('&');
}

/** A `params` query string ("query=toyota&hitsPerPage=21&facets=%5B%22make%22%5D") as parameters. */
export function decodeParams(text: string): SearchParams {
  const params: SearchParams = {};
  for (const [key, value] of new URLSearchParams(text)) params[key] = value;
  return params;
}
