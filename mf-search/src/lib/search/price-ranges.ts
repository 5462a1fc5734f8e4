import { formatAud } from '@dealerline/shared';
import { sortPriceRanges } from '@dealerline/shared/rules';
import type { NumericRange } from './types';

/** A quick choice of price (the filter's buttons, the home page's tiles): what it reads and what it selects. */
export interface PriceRange {
  /** "Under $10,000", "$10,000 - $19,999", "$100,000 and over". */
  value: string;
  /** Whole dollars, both ends included (as every range of the search state, rangeFilters). */
  range: NumericRange;
}

/** Where one range stops and the next starts: "$10,000 - $19,999" is followed by "$20,000 - $29,999". */
const STARTS = [10000, 20000, 30000, 40000, 50000, 75000, 100000];

/**
 * The range from `from` (included) up to `to` (not included), in whole dollars: a car priced at a boundary
 * ($20,000) is in the one range that starts there, and the label names the last dollar the range holds.
 */
function priceRange(from: number | undefined, to: number | undefined): PriceRange {
  if (from === undefined) return { value: `Under ${formatAud(to!)}`, range: { max: to! - 1 } };
  if (to === undefined) return { value: `${formatAud(from)} and over`, range: { min: from } };
  return { value: `${formatAud(from)} - ${formatAud(to - 1)}`, range: { min: from, max: to - 1 } };
}

/**
 * The price ranges, in the order of spec §9 ("sort by lowest figure, an 'Under' range first"). Together they
 * hold every price once: each starts the dollar after the one before it ends.
 */
export const PRICE_RANGES: readonly PriceRange[] = sortPriceRanges(
  [undefined, ...STARTS].map((from, i) => priceRange(from, STARTS[i])),
);

/** The price range a filter range is exactly, if any. */
export function priceRangeOption(range: NumericRange | undefined): PriceRange | undefined {
  return PRICE_RANGES.find((option) => option.range.min === range?.min && option.range.max === range?.max);
}
