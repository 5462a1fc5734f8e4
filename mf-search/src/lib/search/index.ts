/**
 * The search core of mf-search (spec §2, §4, §7.1, §7.2, §9): URL <-> state, the algolia client built from
 * `site.search` (secured key, refreshed before it expires and once on a 403), the RTK Query endpoints on the
 * shared `api`, the result-page cache (site.search_page.cache_size, oldest dropped first) and the hooks the
 * search page, the filters, the cards and the landing widgets use.
 *
 * URL format (InstantSearch routing): `query`, `page` (1-based), `sortBy` (a SearchSortKey),
 * `refinementList[{attr}][{i}]={value}`, `range[{attr}]={min}:{max}` (a bound may be empty), car index
 * attribute names (a URL's spec §3 names body, drive, fuel, transmission read as their simple_* attributes).
 * Anything unknown or malformed is ignored, except `page`: one that is no page number (`abc`, `0`) is taken out
 * of the URL (useSearchState replaces it), and one past the last page stays and shows no vehicles
 * (readSearchPage in shared/src/rules/search-page.ts).
 *
 * Result-page cache (spec §4): answered pages keyed by the exact multi-query, capped at
 * site.search_page.cache_size, the first fetched dropped first however often it is read (FifoCache), read
 * inside the carSearch queryFn before the network; RTK Query's own cache (default keepUnusedDataFor) only
 * keeps recent arguments a little longer. useCarSearch's `data` is the last answer, kept while the next loads
 * and after an error. Key refresh: a key within 2 minutes of `validUntil` is refreshed (GET /api/site-config,
 * stored with tenantLoaded) before searching; a 403 refreshes once and retries.
 *
 * Scroll to top: a URL with `scrollTop=1` (SCROLL_TOP_PARAM; `searchUrl(state, path, { scrollTop: true })`,
 * e.g. the "Show Me N vehicles" button) makes the search page scroll to the top once and drop the flag from
 * the URL (replace). It is not part of the search state.
 *
 * Tests: `setSearchClientFactory(() => fakeClient)` replaces the algolia client with a fake CarSearchClient;
 * `setSearchClientFactory(null)` restores it.
 */
export * from './types';
export { DEFAULT_HITS_PER_PAGE, PAGING_LIMIT } from '@dealerline/shared/rules';
export {
  DEFAULT_SEARCH_PATH,
  EMPTY_SEARCH_STATE,
  SCROLL_TOP_PARAM,
  parseSearchParams,
  searchUrl,
  serializeSearchState,
} from './url-state';
export { useSearchState, type SearchStateNavigation, type SearchStateUpdate } from './use-search-state';
export type { SearchScope } from './search-scope';
export { useCarSearch, usePrefetchCarSearch } from './use-car-search';
export { useFacets } from './use-facets';
export { useFixedList } from './use-fixed-list';
export { pageFacets } from './page-facets';
export { PRICE_RANGES, priceRangeOption, type PriceRange } from './price-ranges';
export { exceedsPagingLimit } from './paging-limit';
export { offeredSort, sortOptions, type SortOption } from './sort-options';
export { indexAttribute } from './attributes';
export type { CarQuery, CarQueryResult, CarSearchClient } from './client/car-query';
export { setSearchClientFactory } from './client/search-client-registry';
