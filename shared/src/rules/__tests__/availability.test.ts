import {
  isAvailable,
  isListed,
  isSoldStillVisible,
  soldCutoffTimestamp,
  soldVisibleDays,
} from '../availability';
import { DEFAULT_SOLD_VISIBLE_DAYS } from '../constants';
import { makeCar } from './car-fixture';

const NOW = new Date('2026-03-10T12:00:00.500Z');
const NOW_S = Math.floor(NOW.getTime() / 1000);
const DAY = 86_400;

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
    expect(soldVisibleDays(null)).toBe(3);
    expect(soldVisibleDays(undefined)).toBe(DEFAULT_SOLD_VISIBLE_DAYS);
  });
  it("uses the dealer's include_sold_cars_days", () => {
    expect(soldVisibleDays(7)).toBe(7);
  });
  it('keeps 0 (sold cars hidden at once)', () => {
    expect(soldVisibleDays(0)).toBe(0);
  });
  it('falls back to the default for negative or non-finite settings', () => {
    expect(soldVisibleDays(-1)).toBe(3);
    expect(soldVisibleDays(Number.NaN)).toBe(3);
    expect(soldVisibleDays(Number.POSITIVE_INFINITY)).toBe(3);
  });
});

describe('soldCutoffTimestamp', () => {
  it('is now (unix seconds, floored) minus whole days', () => {
    expect(soldCutoffTimestamp(NOW, 3)).toBe(NOW_S - 3 * DAY);
    expect(soldCutoffTimestamp(NOW, 0)).toBe(NOW_S);
    expect(Number.isInteger(soldCutoffTimestamp(NOW, 3))).toBe(true);
  });
});

describe('isSoldStillVisible', () => {
  const sold = (sold_date_timestamp: number | null) => makeCar({ status: 'sold', sold_date_timestamp });

  it('is visible when sold one second after the cutoff', () => {
    expect(isSoldStillVisible(sold(NOW_S - 3 * DAY + 1), 3, NOW)).toBe(true);
  });
  it('is hidden when sold exactly at the cutoff (the filter is strictly greater)', () => {
    expect(isSoldStillVisible(sold(NOW_S - 3 * DAY), 3, NOW)).toBe(false);
  });
  it('is hidden when sold before the cutoff', () => {
    expect(isSoldStillVisible(sold(NOW_S - 4 * DAY), 3, NOW)).toBe(false);
  });
  it('honours a longer dealer setting', () => {
    expect(isSoldStillVisible(sold(NOW_S - 4 * DAY), 7, NOW)).toBe(true);
  });
  it('is hidden without a sale date', () => {
    expect(isSoldStillVisible(sold(null), 3, NOW)).toBe(false);
  });
  it('is false for available cars (they are not sold)', () => {
    expect(isSoldStillVisible(makeCar({ status: 'in_stock', sold_date_timestamp: NOW_S }), 3, NOW)).toBe(
      false,
    );
  });
});

describe('isListed', () => {
  it('lists available cars shown on the dealer website', () => {
    expect(isListed(makeCar({ status: 'coming_soon' }), 3, NOW)).toBe(true);
  });
  it('lists recently sold cars', () => {
    expect(isListed(makeCar({ status: 'sold', sold_date_timestamp: NOW_S - DAY }), 3, NOW)).toBe(true);
  });
  it('hides cars sold too long ago', () => {
    expect(isListed(makeCar({ status: 'sold', sold_date_timestamp: NOW_S - 5 * DAY }), 3, NOW)).toBe(false);
  });
  it('hides cars not shown on the dealer website', () => {
    expect(isListed(makeCar({ show_on_dealer_website: false }), 3, NOW)).toBe(false);
  });
});
