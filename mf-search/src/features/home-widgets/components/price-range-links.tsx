import { PRICE_RANGES, searchUrl } from '../../../lib/search';
import { rangesWithStock } from '../utils/price-ranges';
import { TileList } from './tile-list';

/**
 * Search by price range: each range opens a search in that range sorted by highest price (spec §2). Ranges
 * outside the stock's prices are left out (`prices`: lowest and highest; undefined while unknown, null when
 * no car has a price).
 */
export function PriceRangeLinks({ prices }: { prices: { min: number; max: number } | null | undefined }) {
  const tiles = rangesWithStock(PRICE_RANGES, prices).map(({ value, range }) => ({
    href: searchUrl({ ranges: { price: range }, sortBy: 'price_desc' }),
    label: value,
  }));
  return <TileList heading="Search by price" tiles={tiles} />;
}
