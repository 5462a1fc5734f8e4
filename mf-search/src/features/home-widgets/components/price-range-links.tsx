import { searchUrl } from '../../../lib/search';
import { PRICE_RANGES } from '../utils/price-ranges';
import { TileList } from './tile-list';

const tiles = PRICE_RANGES.map(({ value, min, max }) => ({
  href: searchUrl({ ranges: { price: { min, max } }, sortBy: 'price_desc' }),
  label: value,
}));

/** Search by price range: each range opens a search in that range sorted by highest price (spec §2). */
export function PriceRangeLinks() {
  return <TileList heading="Search by price" tiles={tiles} />;
}
