import { DEFAULT_HITS_PER_PAGE, useSite } from '@dealerline/shared';
import { useMemo } from 'react';
import { carSearchApi } from './api/car-search-endpoint';
import { errorMessage } from './api/search-error';
import { pageFacets } from './page-facets';
import { COUNT_FACET } from './page-result';
import type { SearchScope } from './search-scope';
import type { CarSearchResult, SearchState } from './types';

/**
 * One search page for a state and a route scope. `data` is the last answer, kept on screen while the next
 * loads and after an error (spec §4, §8); `error` is set when the latest search failed; `retry` runs it again.
 */
export function useCarSearch(
  state: SearchState,
  scope?: SearchScope,
): { data?: CarSearchResult; isFetching: boolean; error?: string; retry(): void } {
  const site = useSite();
  const facets = useMemo(() => [...new Set([...pageFacets(site), COUNT_FACET])], [site]);
  const { data, isFetching, error, refetch } = carSearchApi.useCarSearchQuery({
    state,
    scope,
    facets,
    hitsPerPage: DEFAULT_HITS_PER_PAGE,
  });
  return { data, isFetching, error: isFetching ? undefined : errorMessage(error), retry: refetch };
}
