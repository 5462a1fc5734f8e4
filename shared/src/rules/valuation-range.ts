import type { ValuationRange } from '../domain/valuation';

/**
 * A trade-in range from a market value (spec §9: "estimate based on market data… price subject to
 * inspection"). The spec gives no arithmetic; ours (docs/decisions.md): a dealer pays 85% of the adjusted
 * market (retail) value for a trade-in, the range spans 5% either side, the low end is rounded down and the
 * high end up to the next $100; below $1,000 no range is given (the dealer values it in person).
 */
export const TRADE_IN_SHARE = 0.85;
export const RANGE_SPREAD = 0.05;
export const RANGE_ROUNDING = 100;
export const MIN_ESTIMATE = 1000;

export function tradeInRange(marketValue: number, factor: number): ValuationRange | null {
  const value = marketValue * factor * TRADE_IN_SHARE;
  if (!Number.isFinite(value) || value < MIN_ESTIMATE) return null;
  return {
    low: Math.floor((value * (1 - RANGE_SPREAD)) / RANGE_ROUNDING) * RANGE_ROUNDING,
    high: Math.ceil((value * (1 + RANGE_SPREAD)) / RANGE_ROUNDING) * RANGE_ROUNDING,
  };
}

/** Yearly depreciation used to bring a market price of a nearby model year to the car's year. */
export const YEARLY_DEPRECIATION = 0.08;

/** A market price of a car of `sampleYear` as a price of a car of `year` (8% a year). */
export function priceAtYear(price: number, sampleYear: number, year: number): number {
  return price * (1 - YEARLY_DEPRECIATION) ** (sampleYear - year);
}
