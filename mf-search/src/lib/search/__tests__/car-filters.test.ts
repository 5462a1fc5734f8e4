import { rangeFilters } from '../car-filters';

describe('rangeFilters', () => {
  it('asks for a real price with any price range that would let unpriced cars in (spec §4: 10 or less)', () => {
    expect(rangeFilters({ price: { max: 20000 } })).toEqual(['price>10', 'price<20000.5']);
    expect(rangeFilters({ price: { min: 0, max: 20000 } })).toEqual([
      'price>10',
      'price>=-0.5',
      'price<20000.5',
    ]);
    // A lower bound above 10 already leaves them out.
    expect(rangeFilters({ price: { min: 15000 } })).toEqual(['price>=14999.5']);
  });

  it('bounds a price in the whole dollars a card shows, so ranges that meet share no price', () => {
    expect(rangeFilters({ price: { min: 10000, max: 19999 } })).toEqual(['price>=9999.5', 'price<19999.5']);
    expect(rangeFilters({ price: { min: 20000, max: 29999 } })).toEqual(['price>=19999.5', 'price<29999.5']);
    expect(rangeFilters({ subscription_price: { min: 100, max: 149 } })).toEqual([
      'subscription_price>=99.5',
      'subscription_price<149.5',
    ]);
  });

  it('bounds other attributes as asked', () => {
    expect(rangeFilters({ km: { max: 50000 }, year: { min: 2018 } })).toEqual(['km<=50000', 'year>=2018']);
  });
});
