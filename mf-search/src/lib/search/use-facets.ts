import { skipToken } from '@reduxjs/toolkit/query/react';
import { facetCountsApi, type FacetCounts } from './api/facet-counts-endpoint';
import { errorMessage } from './api/search-error';
import type { SearchScope } from './search-scope';
import type { FacetValues, SearchState } from './types';

const NO_FACETS: Record<string, FacetValues> = {};

/**
 * Values with counts of `attributes` under a state and scope (no hits): filter lists, search widgets; and the
 * lowest and highest value of each `bounds` attribute. `facets` always belong to the current arguments (empty
 * while they load: a model list never shows the previous make's models); `bounds` is undefined until they
 * have loaded. With no attributes nothing is searched.
 */
export function useFacets(
  attributes: string[],
  state?: Partial<SearchState>,
  scope?: SearchScope,
  bounds?: string[],
): {
  facets: Record<string, FacetValues>;
  bounds?: FacetCounts['bounds'];
  isLoading: boolean;
  error?: string;
} {
  const { currentData, isFetching, error } = facetCountsApi.useFacetCountsQuery(
    attributes.length > 0 ? { attributes, state, scope, bounds } : skipToken,
  );
  return {
    facets: currentData?.facets ?? NO_FACETS,
    bounds: currentData?.bounds,
    isLoading: isFetching && currentData === undefined,
    error: errorMessage(error),
  };
}
