import { api, type CarHit, type SearchSortKey } from '@dealerline/shared';
import { andFilters, sortIndex } from '../car-filters';
import { runCarQueries } from '../client/run-car-queries';
import { searchError } from './search-error';

export interface FixedListInput {
  /** An Algolia filter string, ANDed with the site's stock filter the key carries. */
  filters: string;
  limit: number;
  sortBy?: SearchSortKey;
}

/** Spec §7.2, the second search: cars by a filter string with a limit (featured stock, latest arrivals, similar cars). */
export const fixedListApi = api.injectEndpoints({
  endpoints: (build) => ({
    fixedList: build.query<CarHit[], FixedListInput>({
      async queryFn({ filters, limit, sortBy = 'relevant' }, queryApi) {
        try {
          const { results } = await runCarQueries(queryApi, (search) => {
            const combined = andFilters(filters, search.sortFilters[sortBy]);
            const query = {
              indexName: sortIndex(search, sortBy),
              hitsPerPage: limit,
              ...(combined && { filters: combined }),
            };
            return { queries: [query] };
          });
          return { data: results[0]?.hits ?? [] };
        } catch (error) {
          return searchError(error);
        }
      },
    }),
  }),
});
