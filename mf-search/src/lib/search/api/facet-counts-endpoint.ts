import { api } from '@dealerline/shared';
import { runCarQueries } from '../client/run-car-queries';
import { buildPageRequest } from '../page-request';
import { mergeFacets } from '../page-result';
import type { SearchScope } from '../search-scope';
import { EMPTY_SEARCH_STATE } from '../url-state';
import type { FacetValues, SearchState } from '../types';
import { searchError } from './search-error';

export interface FacetCountsInput {
  attributes: string[];
  state?: Partial<SearchState>;
  scope?: SearchScope;
}

/** Values with counts of some attributes (no hits), disjunctive for refined ones: filter lists and widgets. */
export const facetCountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    facetCounts: build.query<Record<string, FacetValues>, FacetCountsInput>({
      async queryFn({ attributes, state, scope }, queryApi) {
        try {
          const input = {
            state: { ...EMPTY_SEARCH_STATE, ...state, page: 0 },
            scope,
            facets: attributes,
            hitsPerPage: 0,
          };
          const answer = await runCarQueries(queryApi, (search) => buildPageRequest(input, search));
          const { facets } = mergeFacets(answer.request, answer.results, answer.site);
          return { data: Object.fromEntries(attributes.map((a) => [a, facets[a] ?? []])) };
        } catch (error) {
          return searchError(error);
        }
      },
    }),
  }),
});
