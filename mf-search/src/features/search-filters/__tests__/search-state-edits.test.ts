import { clearFilters, setRange, setRefinement, toggleRefinement } from '../utils/search-state-edits';
import { stateOf } from './search-filters-fixtures';

describe('search state edits', () => {
  it('selects and deselects a value, back on the first page', () => {
    const selected = toggleRefinement(stateOf({ refinements: { colour: ['Red'] } }), 'colour', 'Blue');
    expect(selected).toEqual(stateOf({ page: 0, refinements: { colour: ['Red', 'Blue'] } }));
    const deselected = toggleRefinement(selected, 'colour', 'Red');
    expect(deselected.refinements).toEqual({ colour: ['Blue'] });
    expect(toggleRefinement(deselected, 'colour', 'Blue').refinements).toEqual({});
  });

  it('drops the models when a make is removed, and keeps them when a make is added', () => {
    const state = stateOf({ refinements: { make: ['Toyota'], model: ['HiLux'], colour: ['White'] } });
    expect(toggleRefinement(state, 'make', 'Mazda').refinements).toEqual({
      make: ['Toyota', 'Mazda'],
      model: ['HiLux'],
      colour: ['White'],
    });
    const twoMakes = stateOf({ refinements: { make: ['Toyota', 'Mazda'], model: ['HiLux', 'CX-5'] } });
    expect(toggleRefinement(twoMakes, 'make', 'Mazda').refinements).toEqual({ make: ['Toyota'] });
    expect(setRefinement(state, 'make', []).refinements).toEqual({ colour: ['White'] });
    expect(toggleRefinement(state, 'model', 'LandCruiser').refinements.model).toEqual([
      'HiLux',
      'LandCruiser',
    ]);
  });

  it('sets and clears a range, leaving out open ends', () => {
    const state = stateOf({ ranges: { year: { min: 2015 } } });
    expect(setRange(state, 'price', { min: undefined, max: 50000 })).toEqual(
      stateOf({ page: 0, ranges: { year: { min: 2015 }, price: { max: 50000 } } }),
    );
    expect(setRange(state, 'year', {})).toEqual(stateOf({ page: 0, ranges: {} }));
  });

  it('clears every filter and the keyword but keeps the sort', () => {
    const state = stateOf({ refinements: { make: ['Toyota'] }, ranges: { price: { max: 50000 } } });
    expect(clearFilters(state)).toEqual({
      query: '',
      sortBy: 'price_asc',
      page: 0,
      refinements: {},
      ranges: {},
    });
  });
});
