import { isAvailable, soldVisibleDays } from '../availability';
import { DEFAULT_SOLD_VISIBLE_DAYS, MANUFACTURER_SOLD_VISIBLE_DAYS } from '../constants';

describe('isAvailable', () => {
  it.each([
    ['in_stock', true],
    ['coming_soon', true],
    ['sold', false],
  ] as const)('status %s → %s', (status, expected) => {
    expect(isAvailable({ status })).toBe(expected);
  });
});

describe('soldVisibleDays', () => {
  it('defaults to 3 when the dealer has no setting', () => {
    expect(soldVisibleDays(null, false)).toBe(3);
    expect(soldVisibleDays(undefined, false)).toBe(DEFAULT_SOLD_VISIBLE_DAYS);
  });
  it('defaults to 4 on a manufacturer-scoped site', () => {
    expect(soldVisibleDays(null, true)).toBe(4);
    expect(soldVisibleDays(undefined, true)).toBe(MANUFACTURER_SOLD_VISIBLE_DAYS);
  });
  it("uses the dealer's include_sold_cars_days on any site", () => {
    expect(soldVisibleDays(7, false)).toBe(7);
    expect(soldVisibleDays(7, true)).toBe(7);
  });
  it('keeps 0 (sold cars hidden at once)', () => {
    expect(soldVisibleDays(0, false)).toBe(0);
    expect(soldVisibleDays(0, true)).toBe(0);
  });
  it('falls back to the default for negative or non-finite settings', () => {
    expect(soldVisibleDays(-1, false)).toBe(3);
    expect(soldVisibleDays(Number.NaN, false)).toBe(3);
    expect(soldVisibleDays(Number.POSITIVE_INFINITY, true)).toBe(4);
  });
});
