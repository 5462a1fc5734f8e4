import { testSite } from '@dealerline/shared/testing';
import { buildPageRequest } from '../page-request';
import { EMPTY_SEARCH_STATE } from '../url-state';
import type { SearchState } from '../types';

const search = {
  ...testSite().search!,
  sortFilters: { price_asc: 'price > 0' },
};
const state = (overrides: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH_STATE, ...overrides });
const facets = ['car_type', 'make', 'model', 'price'];

describe('buildPageRequest', () => {
  it('asks one page of 21 hits from the relevance index with every facet, and nothing else when unrefined', () => {
    const { queries, disjunctive } = buildPageRequest(
      { state: state({ page: 2 }), facets, hitsPerPage: 21 },
      search,
    );
    expect(queries).toEqual([{ indexName: 'Car_production', query: '', facets, hitsPerPage: 21, page: 2 }]);
    expect(disjunctive).toEqual([]);
  });

  it("uses the sort's replica and ANDs its sort filter with the route scope's filter", () => {
    const { queries } = buildPageRequest(
      {
        state: state({ sortBy: 'price_asc' }),
        scope: { filters: 'status:in_stock' },
        facets,
        hitsPerPage: 21,
      },
      search,
    );
    expect(queries[0]?.indexName).toBe('Car_production_price_asc');
    expect(queries[0]?.filters).toBe('(status:in_stock) AND (price > 0)');
    const latest = buildPageRequest({ state: state({ sortBy: 'latest' }), facets, hitsPerPage: 21 }, search);
    expect(latest.queries[0]?.indexName).toBe('Car_production_latest');
    expect(latest.queries[0]).not.toHaveProperty('filters');
  });

  it('sends refinements as ORed groups, ranges as numeric filters and the scope as fixed facet filters', () => {
    const { queries } = buildPageRequest(
      {
        state: state({
          query: 'sr5',
          refinements: { make: ['Toyota', 'Mazda'], model: ['HiLux'], colour: [] },
          ranges: { price: { max: 50000 }, year: { min: 2018, max: 2022 } },
        }),
        scope: { refinements: { car_type: ['used'] } },
        facets,
        hitsPerPage: 21,
      },
      search,
    );
    expect(queries[0]).toMatchObject({
      query: 'sr5',
      facetFilters: [['car_type:used'], ['make:Toyota', 'make:Mazda'], ['model:HiLux']],
      numericFilters: ['price>10', 'price<50000.5', 'year>=2018', 'year<=2022'],
    });
  });

  it('adds one facet query per refined attribute without its own refinement (disjunctive facets)', () => {
    const { queries, disjunctive } = buildPageRequest(
      {
        state: state({
          refinements: { make: ['Toyota'], model: ['HiLux'] },
          ranges: { price: { min: 10000 }, km: { max: 50000 } },
        }),
        scope: { refinements: { car_type: ['used'] } },
        facets,
        hitsPerPage: 21,
      },
      search,
    );
    // km is bounded but not counted on the page: no query counts it.
    expect(disjunctive).toEqual(['make', 'model', 'price']);
    expect(queries).toHaveLength(4);
    expect(queries[1]).toEqual({
      indexName: 'Car_production',
      query: '',
      facetFilters: [['car_type:used'], ['model:HiLux']],
      numericFilters: ['price>=9999.5', 'km<=50000'],
      facets: ['make'],
      hitsPerPage: 0,
      page: 0,
      analytics: false,
    });
    expect(queries[2]?.facetFilters).toEqual([['car_type:used'], ['make:Toyota']]);
    expect(queries[3]).toMatchObject({
      facets: ['price'],
      facetFilters: [['car_type:used'], ['make:Toyota'], ['model:HiLux']],
    });
    expect(queries[3]?.numericFilters).toEqual(['km<=50000']);
  });

  it('escapes a value starting with "-" so it is not read as a negation', () => {
    const { queries } = buildPageRequest(
      { state: state({ refinements: { model: ['-X'] } }), facets, hitsPerPage: 21 },
      search,
    );
    expect(queries[0]?.facetFilters).toEqual([['model:\\-X']]);
  });
});
