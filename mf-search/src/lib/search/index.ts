/**
 * The search core of mf-search (spec §2, §4, §7.1, §7.2, §9): URL <-> state, the algolia client built from
 * `site.search` (secured key, refreshed before it expires), the RTK Query endpoints on the shared `api`, the
 * result-page cache and the hooks the search page, the filters, the cards and the landing widgets use.
 *
 * Scroll to top: a link or navigation whose URL carries `scrollTop=1` (see SCROLL_TOP_PARAM, e.g. the
 * "Show Me N vehicles" button: `searchUrl(state) + '&scrollTop=1'` or `searchUrl(state, path, { scrollTop: true })`)
 * makes the search page scroll to the top once; the parameter is not part of the search state.
 */
export * from './types';
export { DEFAULT_HITS_PER_PAGE } from '@dealerline/shared';
export { EMPTY_SEARCH_STATE, parseSearchParams, serializeSearchState, searchUrl, SCROLL_TOP_PARAM } from './url-state';
export { useSearchState } from './use-search-state';
export type { SearchScope } from './search-scope';
export { useCarSearch } from './use-car-search';
export { useFacets } from './use-facets';
export { useFixedList } from './use-fixed-list';
export { pageFacets } from './page-facets';
export { sortOptions } from './sort-options';
