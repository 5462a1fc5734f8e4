import { sortPriceRanges } from '@dealerline/shared/rules';
import type { NumericRange } from '../../../lib/search';

/** A quick choice of the price filter: what it reads and the price range it selects (ends included). */
export interface PriceRangeOption {
  value: string;
  range: NumericRange;
}

/**
 * The price ranges of the price filter, in the order of spec §9 ("sort by lowest figure, an 'Under' range
 * first"). Each range includes the figures it names, so the slider shows them as they read.
 */
export const PRICE_RANGES: readonly PriceRangeOption[] = sortPriceRanges([
  { value: 'Under $10,000', range: { max: 10000 } },
  { value: '$10,000 - $20,000', range: { min: 10000, max: 20000 } },
  { value: '$20,000 - $30,000', range: { min: 20000, max: 30000 } },
  { value: '$30,000 - $40,000', range: { min: 30000, max: 40000 } },
  { value: '$40,000 - $50,000', range: { min: 40000, max: 50000 } },
  { value: '$50,000 - $75,000', range: { min: 50000, max: 75000 } },
  { value: '$75,000 - $100,000', range: { min: 75000, max: 100000 } },
  { value: 'Over $100,000', range: { min: 100000 } },
]);

/** The price range option a filter range is exactly, if any. */
export function priceRangeOption(range: NumericRange | undefined): PriceRangeOption | undefined {
  return PRICE_RANGES.find((option) => option.range.min === range?.min && option.range.max === range?.max);
}
