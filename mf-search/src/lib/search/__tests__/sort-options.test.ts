import { testSite } from '@dealerline/shared/testing';
import { offeredSort, sortOptions } from '../sort-options';

const withKmSorts = (km_sorts: boolean) => testSite({ search_page: { ...testSite().search_page, km_sorts } });

describe('sortOptions', () => {
  it('offers most relevant, latest, highest price and lowest price by default (spec §9)', () => {
    expect(sortOptions(withKmSorts(false))).toEqual([
      { key: 'relevant', label: 'Most Relevant' },
      { key: 'latest', label: 'Latest' },
      { key: 'price_desc', label: 'Highest Price' },
      { key: 'price_asc', label: 'Lowest Price' },
    ]);
  });

  it('adds highest and lowest kms on sites that turn them on', () => {
    expect(sortOptions(withKmSorts(true)).map((o) => o.key)).toEqual([
      'relevant',
      'latest',
      'price_desc',
      'price_asc',
      'km_desc',
      'km_asc',
    ]);
  });
});

describe('offeredSort', () => {
  it('keeps a sort the site offers and reads any other as the default', () => {
    expect(offeredSort(withKmSorts(false), 'price_asc')).toBe('price_asc');
    expect(offeredSort(withKmSorts(false), 'km_desc')).toBe('relevant');
    expect(offeredSort(withKmSorts(true), 'km_desc')).toBe('km_desc');
  });
});
