import { activeFilters, rangeText } from '../utils/active-filters';
import { item, stateOf } from './search-filters-fixtures';

describe('active filters', () => {
  it('reads ranges as a shopper would', () => {
    expect(rangeText('price', { min: 10000, max: 20000 })).toBe('$10,000 - $20,000');
    expect(rangeText('price', { max: 9999 })).toBe('Under $10,000');
    expect(rangeText('price', { max: 10000 })).toBe('Up to $10,000');
    expect(rangeText('price', { min: 12500, max: 48000 })).toBe('$12,500 - $48,000');
    expect(rangeText('price', { min: 12500 })).toBe('From $12,500');
    expect(rangeText('km', { max: 50000 })).toBe('Up to 50,000 km');
    expect(rangeText('year', { min: 2015, max: 2020 })).toBe('2015 - 2020');
    expect(rangeText('seats', { min: 7 })).toBe('From 7');
  });

  it('lists every value and range with its heading and the label of its value', () => {
    const state = stateOf({
      query: '',
      refinements: { car_type: ['used'], simple_body: ['Ute'] },
      ranges: { km: { max: 50000 } },
    });
    const filters = activeFilters(state, { facets: { car_type: [item('used', 40, 'Pre-Owned')] } });
    expect(filters.map((filter) => filter.text)).toEqual([
      'Condition: Pre-Owned',
      'Body Type: Ute',
      'Odometer: Up to 50,000 km',
    ]);
    expect(filters[0]?.remove(state)).toEqual(
      stateOf({ query: '', page: 0, refinements: { simple_body: ['Ute'] }, ranges: { km: { max: 50000 } } }),
    );
    expect(filters[2]?.remove(state).ranges).toEqual({});
  });

  it('names a dealer-filtered search’s dealership as the dealer config does, else by its slug', () => {
    const state = stateOf({
      query: '',
      refinements: { dealership_slug: ['coastline-toyota-nambour', 'gone-motors'] },
    });
    const dealerships = [
      { id: 11, slug: 'coastline-mazda-maroochydore', name: 'Coastline Mazda Maroochydore' },
      { id: 14, slug: 'coastline-toyota-nambour', name: 'Coastline Toyota Nambour' },
    ];
    const filters = activeFilters(state, { dealerships });
    expect(filters.map((filter) => filter.text)).toEqual([
      'Dealer: Coastline Toyota Nambour',
      'Dealer: gone-motors',
    ]);
    expect(filters[0]?.remove(state).refinements).toEqual({ dealership_slug: ['gone-motors'] });
  });

  it('shows the URL’s keyword first, and removing it searches without one', () => {
    const state = stateOf({ query: 'hilux', refinements: { make: ['Toyota'] } });
    const filters = activeFilters(state);
    expect(filters.map((filter) => filter.text)).toEqual(['Keyword: hilux', 'Make: Toyota']);
    expect(filters[0]?.remove(state)).toEqual(
      stateOf({ query: '', page: 0, refinements: { make: ['Toyota'] } }),
    );
    expect(activeFilters(stateOf({ query: '' }))).toEqual([]);
  });
});
