import { testSite } from '@dealerline/shared/testing';
import { buildPageRequest } from '../page-request';
import { leftOutBySort, withLeftOutCount } from '../sort-left-out';
import { EMPTY_SEARCH_STATE } from '../url-state';
import type { CarQueryResult } from '../client/car-query';

const search = { ...testSite().search!, sortFilters: { price_asc: 'price > 0' } };
const answer = (nbHits: number): CarQueryResult => ({
  hits: [],
  nbHits,
  page: 0,
  nbPages: 0,
  hitsPerPage: 0,
});

describe('the cars a sort leaves out (spec §7.1: price > 0 on Lowest Price)', () => {
  it('counts the search without the sort’s filter in one more query, only for a sort with a filter', () => {
    const input = {
      state: {
        ...EMPTY_SEARCH_STATE,
        query: 'ute',
        sortBy: 'price_asc' as const,
        refinements: { make: ['Toyota'] },
      },
      scope: { filters: 'status:in_stock', refinements: { car_type: ['used'] } },
      facets: ['make'],
      hitsPerPage: 21,
    };
    const page = buildPageRequest(input, search);
    const request = withLeftOutCount(page, input, search);
    expect(request.queries.slice(0, -1)).toEqual(page.queries);
    expect(request.queries.at(-1)).toEqual({
      indexName: 'Car_production_price_asc',
      query: 'ute',
      filters: 'status:in_stock',
      facetFilters: [['car_type:used'], ['make:Toyota']],
      hitsPerPage: 0,
      analytics: false,
    });

    const latest = { ...input, state: { ...input.state, sortBy: 'latest' as const } };
    const unfiltered = buildPageRequest(latest, search);
    expect(withLeftOutCount(unfiltered, latest, search)).toEqual({ ...unfiltered, countsLeftOut: false });
  });

  it('is the count without the filter less the count with it, 0 for a sort without a filter', () => {
    const request = { queries: [], disjunctive: ['make'] };
    expect(leftOutBySort({ ...request, countsLeftOut: true }, [answer(69), answer(80), answer(73)])).toBe(4);
    expect(leftOutBySort({ ...request, countsLeftOut: false }, [answer(69), answer(80)])).toBe(0);
  });
});
