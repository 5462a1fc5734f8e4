import { testCarHit } from '@dealerline/shared/testing';
import { rangeFilters } from '../car-filters';
import { PRICE_RANGES, priceRangeOption } from '../price-ranges';
import { fakeSearchClient } from '../testing/fake-search-client';

/** The labels of the ranges whose search (rangeFilters, as the search service applies them) finds `price`. */
async function rangesFinding(price: number): Promise<string[]> {
  const client = fakeSearchClient([testCarHit({ price })]);
  const answers = await client.search(
    PRICE_RANGES.map(({ range }) => ({
      indexName: 'cars',
      hitsPerPage: 1,
      numericFilters: rangeFilters({ price: range }),
    })),
  );
  return PRICE_RANGES.filter((_, i) => answers[i]!.nbHits > 0).map(({ value }) => value);
}

describe('PRICE_RANGES', () => {
  it('reads as the whole dollars each holds, "Under" first then by lowest figure (spec §9)', () => {
    expect(PRICE_RANGES.map(({ value }) => value)).toEqual([
      'Under $10,000',
      '$10,000 - $19,999',
      '$20,000 - $29,999',
      '$30,000 - $39,999',
      '$40,000 - $49,999',
      '$50,000 - $74,999',
      '$75,000 - $99,999',
      '$100,000 and over',
    ]);
  });

  it.each([
    [9999, 'Under $10,000'],
    [10000, '$10,000 - $19,999'],
    [19999, '$10,000 - $19,999'],
    [20000, '$20,000 - $29,999'],
    [75000, '$75,000 - $99,999'],
    [100000, '$100,000 and over'],
    [250000, '$100,000 and over'],
    // A feed's cents: the range of the price the card shows.
    [19999.49, '$10,000 - $19,999'],
    [19999.5, '$20,000 - $29,999'],
  ])('finds a car priced %p in exactly one range: %s', async (price, label) => {
    expect(await rangesFinding(price)).toEqual([label]);
  });

  it('knows a filter range that is one of its ranges, and no other', () => {
    expect(priceRangeOption({ min: 20000, max: 29999 })?.value).toBe('$20,000 - $29,999');
    expect(priceRangeOption({ max: 9999 })?.value).toBe('Under $10,000');
    expect(priceRangeOption({ min: 20000, max: 30000 })).toBeUndefined();
    expect(priceRangeOption(undefined)).toBeUndefined();
  });
});
