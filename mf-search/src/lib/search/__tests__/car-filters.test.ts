import { rangeFilters } from '../car-filters';

describe('rangeFilters', () => {
  it('asks for a real price with any price range that would let unpriced cars in (spec §4: 10 or less)', () => {
    expect(rangeFilters({ price: { max: 20000 } })).toEqual(['price>10', 'price<=20000']);
    expect(rangeFilters({ price: { min: 0, max: 20000 } })).toEqual(['price>10', 'price>=0', 'price<=20000']);
    // A lower bound above 10 already leaves them out.
    expect(rangeFilters({ price: { min: 15000 } })).toEqual(['price>=15000']);
  });

  it('bounds other attributes as asked', () => {
    expect(rangeFilters({ km: { max: 50000 }, year: { min: 2018 } })).toEqual(['km<=50000', 'year>=2018']);
  });
});
