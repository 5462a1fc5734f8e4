import { activeFilters, rangeText } from '../utils/active-filters';
import { item, stateOf } from './search-filters-fixtures';

describe('active filters', () => {
  it('reads ranges as a shopper would', () => {
    expect(rangeText('price', { min: 10000, max: 20000 })).toBe('$10,000 - $20,000');
    expect(rangeText('price', { max: 10000 })).toBe('Under $10,000');
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
    const filters = activeFilters(state, { car_type: [item('used', 40, 'Pre-Owned')] });
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
