import { api } from '@dealerline/shared';
import { runCarQueries } from '../client/run-car-queries';
import type { CarQuery } from '../client/car-query';
import { rangeFilters } from '../car-filters';
import { buildPageRequest } from '../page-request';
import { mergeFacets } from '../page-result';
import type { SearchScope } from '../search-scope';
import { EMPTY_SEARCH_STATE } from '../url-state';
import type { CarSearchResult, FacetValues, SearchState } from '../types';
import { searchError } from './search-error';

export interface FacetCountsInput {
  attributes: string[];
  state?: Partial<SearchState>;
  scope?: SearchScope;
  /** Numeric attributes whose lowest and highest value among the matching cars to report, without counts. */
  bounds?: string[];
}

export interface FacetCounts {
  facets: Record<string, FacetValues>;
  /** Lowest and highest value of each asked `bounds` attribute; absent when no matching car has one. */
  bounds: CarSearchResult['facetsStats'];
}

/**
 * The query that reports the bounds of a numeric attribute among the cars a range of it would find (a price
 * range finds only cars with a price: rangeFilters): one counted value is enough, as the search service
 * computes facets_stats over every value, however few it lists.
 */
function boundsQuery(main: CarQuery, attribute: string): CarQuery {
  const { facets: _counted, page: _page, numericFilters = [], ...filters } = main;
  return {
    ...filters,
    numericFilters: [...numericFilters, ...rangeFilters({ [attribute]: {} })],
    facets: [attribute],
    maxValuesPerFacet: 1,
    hitsPerPage: 0,
    analytics: false,
  };
}

/**
 * Values with counts of some attributes (no hits), disjunctive for refined ones: filter lists and widgets;
 * and, when asked, the bounds of numeric ones (the home page's price ranges).
 */
export const facetCountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    facetCounts: build.query<FacetCounts, FacetCountsInput>({
      async queryFn({ attributes, state, scope, bounds = [] }, queryApi) {
        try {
          const input = {
            state: { ...EMPTY_SEARCH_STATE, ...state, page: 0 },
            scope,
            facets: attributes,
            hitsPerPage: 0,
          };
          const answer = await runCarQueries(queryApi, (search) => {
            const request = buildPageRequest(input, search);
            const main = request.queries[0]!;
            return { ...request, queries: [...request.queries, ...bounds.map((a) => boundsQuery(main, a))] };
          });
          const { facets } = mergeFacets(answer.request, answer.results, answer.site);
          const boundsResults = answer.results.slice(answer.results.length - bounds.length);
          return {
            data: {
              facets: Object.fromEntries(attributes.map((a) => [a, facets[a] ?? []])),
              bounds: Object.fromEntries(
                bounds.flatMap((a, i) => {
                  const stats = boundsResults[i]?.facets_stats?.[a];
                  return stats ? [[a, { min: stats.min, max: stats.max }]] : [];
                }),
              ),
            },
          };
        } catch (error) {
          return searchError(error);
        }
      },
    }),
  }),
});
