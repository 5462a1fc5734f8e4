import type { SiteSearchConfig } from '@dealerline/shared';
import type { CarQuery, CarQueryResult } from './client/car-query';
import type { PageRequest, PageRequestInput } from './page-request';

/** A page's multi-query, with the count of the same search without the sort's own filter when it has one. */
export type PageRequestWithLeftOut = PageRequest & { countsLeftOut: boolean };

/**
 * Spec §7.1: "Sorting by price ascending adds the condition price > 0 on some sites", so Lowest Price lists
 * fewer cars than the other sorts. A page sorted by a sort with a filter of its own gets one more query, last
 * in the same multi-query: the main query with only the route scope's filter, no hits and no facets, which
 * only counts (cheaper than any disjunctive facet query; one request as before).
 */
export function withLeftOutCount(
  request: PageRequest,
  input: Pick<PageRequestInput, 'state' | 'scope'>,
  search: Pick<SiteSearchConfig, 'sortFilters'>,
): PageRequestWithLeftOut {
  if (!search.sortFilters[input.state.sortBy]) return { ...request, countsLeftOut: false };
  const { facets: _counted, filters: _sorted, page: _page, ...main } = request.queries[0]!;
  const scoped = input.scope?.filters;
  const count: CarQuery = { ...main, ...(scoped && { filters: scoped }), hitsPerPage: 0, analytics: false };
  return { ...request, queries: [...request.queries, count], countsLeftOut: true };
}

/** How many cars the sort's filter left out of the search (0 for a sort without one). */
export function leftOutBySort(request: PageRequestWithLeftOut, results: CarQueryResult[]): number {
  if (!request.countsLeftOut) return 0;
  const [main, count] = [results[0], results.at(-1)];
  return Math.max(0, (count?.nbHits ?? 0) - (main?.nbHits ?? 0));
}
