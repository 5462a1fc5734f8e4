import type { SearchFacetItem } from '@dealerline/shared';
import { EMPTY_SEARCH_STATE, type CarSearchResult, type SearchState } from '../../../lib/search';

export const item = (value: string, count: number, label = value): SearchFacetItem => ({
  label,
  value,
  count,
});

/** A search state on page 3 (so tests see every change go back to the first page). */
export function stateOf(overrides: Partial<SearchState> = {}): SearchState {
  return { ...EMPTY_SEARCH_STATE, query: 'ute', page: 3, sortBy: 'price_asc', ...overrides };
}

/** An answer with these facets and no hits, for these makes. */
export function resultOf(
  facets: CarSearchResult['facets'],
  displayedCount = 1234,
  makes: string[] = [],
): CarSearchResult {
  return {
    hits: [],
    nbHits: displayedCount,
    displayedCount,
    page: 0,
    nbPages: 59,
    hitsPerPage: 21,
    facets,
    facetsStats: {},
    makes,
    leftOutBySort: 0,
  };
}

/** Makes a window.matchMedia that answers as a 1024 px (`wide`) or 375 px viewport would (jsdom has none). */
export function mockViewport(wide: boolean): void {
  const width = wide ? 1024 : 375;
  window.matchMedia = ((query: string) => ({
    matches: mediaMatches(query, width),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** The width queries the filters ask: `(min-width: Npx)`, optionally negated with `not all and`. */
function mediaMatches(query: string, width: number): boolean {
  const parsed = /^(not all and )?\(min-width: (\d+)px\)$/.exec(query);
  if (!parsed) throw new Error(`mockViewport cannot answer the media query "${query}"`);
  const atLeast = width >= Number(parsed[2]);
  return parsed[1] ? !atLeast : atLeast;
}
