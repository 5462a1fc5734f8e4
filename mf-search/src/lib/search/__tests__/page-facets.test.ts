import type { FilterListAttribute } from '@dealerline/shared';
import { testSite } from '@dealerline/shared/testing';
import { pageFacets, searchedFacets } from '../page-facets';

const site = (extra_filters: FilterListAttribute[]) =>
  testSite({ search_page: { ...testSite().search_page, extra_filters } });

describe('pageFacets', () => {
  it('maps the default filters of spec §9 to car index attributes', () => {
    expect(pageFacets(site([]))).toEqual([
      'car_type',
      'colour',
      'simple_body',
      'simple_transmission',
      'km',
      'price',
      'simple_fuel',
      'simple_drive',
      'year',
      'make',
      'model',
    ]);
  });

  it("adds the site's extra filters, mapped, without duplicates or filters the index cannot serve", () => {
    const facets = pageFacets(site(['seats', 'body', 'state', 'weekly_price_range', 'location_name']));
    expect(facets.slice(11)).toEqual(['seats', 'state', 'location_name']);
    expect(facets.filter((f) => f === 'simple_body')).toHaveLength(1);
  });

  it('counts the filters that show counts, not the price and odometer sliders, and the status for the count', () => {
    const facets = searchedFacets(site(['seats', 'status']));
    expect(facets).not.toContain('price');
    expect(facets).not.toContain('km');
    expect(facets).toEqual([
      ...pageFacets(site(['seats'])).filter((f) => f !== 'price' && f !== 'km'),
      'status',
    ]);
  });
});
