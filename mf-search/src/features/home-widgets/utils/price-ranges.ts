import { formatAud } from '@dealerline/shared';
import { sortPriceRanges } from '@dealerline/shared/rules';
import type { NumericRange } from '../../../lib/search';

export interface PriceRange extends NumericRange {
  /** "Under $10,000", "$10,000 - $20,000", "Over $100,000". */
  value: string;
}

function priceRange({ min, max }: NumericRange): PriceRange {
  const value =
    min === undefined
      ? `Under ${formatAud(max!)}`
      : max === undefined
        ? `Over ${formatAud(min)}`
        : `${formatAud(min)} - ${formatAud(max)}`;
  return { value, min, max };
}

const BOUNDS = [10000, 20000, 30000, 40000, 50000, 75000, 100000];

/** The home page's price ranges in the order of spec §9: by lowest figure, the "Under" range first. */
export const PRICE_RANGES: readonly PriceRange[] = sortPriceRanges([
  priceRange({ min: BOUNDS.at(-1) }),
  ...BOUNDS.slice(1).map((max, i) => priceRange({ min: BOUNDS[i], max })),
  priceRange({ max: BOUNDS[0] }),
]);

/**
 * The ranges that hold a price between `prices.min` and `prices.max` (the stock's lowest and highest price),
 * so no range opens an empty search: a range's bounds are inclusive, as its search's. Every range while the
 * prices are not known (undefined); none when no car has a price (null).
 */
export function rangesWithStock(
  ranges: readonly PriceRange[],
  prices: { min: number; max: number } | null | undefined,
): readonly PriceRange[] {
  if (prices === undefined) return ranges;
  if (prices === null) return [];
  return ranges.filter(({ min = -Infinity, max = Infinity }) => min <= prices.max && max >= prices.min);
}
