import { api, apiContext } from '@dealerline/shared';
import { runCarQueries, searchableSite } from '../client/run-car-queries';
import { buildPageRequest, type PageRequestInput } from '../page-request';
import { toCarSearchResult } from '../page-result';
import { resultPageCache } from '../result-page-cache';
import { leftOutBySort, withLeftOutCount } from '../sort-left-out';
import type { CarSearchResult } from '../types';
import { searchError } from './search-error';

/**
 * The search page's multi-query (spec §7.1): one page of hits with facets and counts, and how many cars the
 * sort leaves out (sort-left-out.ts); from the result-page cache when that exact page was fetched before in
 * this browser (the key is the page's multi-query itself, which holds no API key).
 */
export const carSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    carSearch: build.query<CarSearchResult, PageRequestInput>({
      async queryFn(input, queryApi) {
        try {
          const site = searchableSite(queryApi);
          // In the browser only: on the server one module serves every tenant and request, and a tenant's
          // stock filter is in its key, not in the multi-query.
          const cache = apiContext(queryApi) ? null : resultPageCache;
          cache?.resize(site.search_page.cache_size);
          const key = JSON.stringify(buildPageRequest(input, site.search).queries);
          const cached = cache?.get(key);
          if (cached) return { data: cached };
          const answer = await runCarQueries(queryApi, (search) =>
            withLeftOutCount(buildPageRequest(input, search), input, search),
          );
          const data = {
            ...toCarSearchResult(answer.request, answer.results, answer.site),
            leftOutBySort: leftOutBySort(answer.request, answer.results),
            makes: input.state.refinements.make ?? [],
          };
          cache?.set(key, data);
          return { data };
        } catch (error) {
          return searchError(error);
        }
      },
    }),
  }),
});
