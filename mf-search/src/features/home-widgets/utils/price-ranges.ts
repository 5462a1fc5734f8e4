import type { PriceRange } from '../../../lib/search';

/**
 * The ranges that hold a price between `prices.min` and `prices.max` (the stock's lowest and highest price),
 * so no range opens an empty search: a range holds the prices that show as its whole dollars, as its search
 * does (rangeFilters). Every range while the prices are not known (undefined); none when no car has a price
 * (null).
 */
export function rangesWithStock(
  ranges: readonly PriceRange[],
  prices: { min: number; max: number } | null | undefined,
): readonly PriceRange[] {
  if (prices === undefined) return ranges;
  if (prices === null) return [];
  const lowest = Math.round(prices.min);
  const highest = Math.round(prices.max);
  return ranges.filter(({ range: { min = -Infinity, max = Infinity } }) => min <= highest && max >= lowest);
}
