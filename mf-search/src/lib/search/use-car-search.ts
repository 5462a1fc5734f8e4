import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSite } from '@dealerline/shared';
import { DEFAULT_HITS_PER_PAGE } from '@dealerline/shared/rules';
import { useCallback, useMemo } from 'react';
import { carSearchApi } from './api/car-search-endpoint';
import { errorMessage } from './api/search-error';
import { searchedFacets } from './page-facets';
import type { SearchScope } from './search-scope';
import type { CarSearchResult, SearchState } from './types';

/** The arguments of the car search endpoint for a state on this site (one cache entry per distinct value). */
function useSearchArgs() {
  const site = useSite();
  const facets = useMemo(() => searchedFacets(site), [site]);
  return useCallback(
    (state: SearchState, scope?: SearchScope) => ({
      state,
      scope,
      facets,
      hitsPerPage: DEFAULT_HITS_PER_PAGE,
    }),
    [facets],
  );
}

/**
 * Starts the search of a state before the page renders it: called where the shopper changes the state (a filter
 * click), the request is on its way while React renders the new URL, instead of after that render's effects.
 */
export function usePrefetchCarSearch(scope?: SearchScope): (state: SearchState) => void {
  const args = useSearchArgs();
  const prefetch = carSearchApi.usePrefetch('carSearch');
  return useCallback((state: SearchState) => prefetch(args(state, scope)), [prefetch, args, scope]);
}

/**
 * One search page for a state and a route scope. `data` is the last answer, kept on screen while the next
 * loads and after an error (spec §4, §8), and `isCurrent` says whether it answers this state and scope;
 * `error` is set when the latest search failed; `retry` runs it again. While the scope is undefined (a
 * /search/{make}/{model} route still matching its model) nothing is searched and the last answer stays, as
 * fetching.
 */
export function useCarSearch(
  state: SearchState,
  scope: SearchScope | undefined,
): { data?: CarSearchResult; isCurrent: boolean; isFetching: boolean; error?: string; retry(): void } {
  const args = useSearchArgs();
  const { data, currentData, isFetching, error, refetch } = carSearchApi.useCarSearchQuery(
    scope ? args(state, scope) : skipToken,
  );
  return {
    data,
    isCurrent: currentData !== undefined,
    isFetching: isFetching || !scope,
    error: isFetching ? undefined : errorMessage(error),
    retry: refetch,
  };
}
