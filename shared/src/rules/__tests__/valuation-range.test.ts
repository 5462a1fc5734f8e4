import { priceAtYear, tradeInRange } from '../valuation-range';

describe('tradeInRange', () => {
  it('spans 5% either side of 85% of the adjusted market value, rounded out to $100', () => {
    // 30,000 × 0.85 = 25,500 → 24,225 … 26,775
    expect(tradeInRange(30_000, 1)).toEqual({ low: 24_200, high: 26_800 });
  });
  it('applies the adjustment factor', () => {
    // 30,000 × 0.9 × 0.85 = 22,950 → 21,802.5 … 24,097.5
    expect(tradeInRange(30_000, 0.9)).toEqual({ low: 21_800, high: 24_100 });
  });
  it('gives whole hundreds with low below high', () => {
    const range = tradeInRange(12_345, 1.01)!;
    expect(range.low % 100).toBe(0);
    expect(range.high % 100).toBe(0);
    expect(range.low).toBeLessThan(range.high);
  });
  it('gives no range under $1,000 or for a value that is not a number', () => {
    expect(tradeInRange(1_000, 1)).toBeNull();
    expect(tradeInRange(Number.NaN, 1)).toBeNull();
  });
});

describe('priceAtYear', () => {
  it('takes 8% a year off a newer sample and adds it to an older one', () => {
    expect(priceAtYear(20_000, 2021, 2020)).toBeCloseTo(18_400);
    expect(priceAtYear(18_400, 2020, 2021)).toBeCloseTo(20_000);
    expect(priceAtYear(20_000, 2020, 2020)).toBe(20_000);
  });
});
