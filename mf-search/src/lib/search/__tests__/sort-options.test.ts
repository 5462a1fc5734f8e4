import { testSite } from '@dealerline/shared/testing';
import { sortOptions } from '../sort-options';

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
