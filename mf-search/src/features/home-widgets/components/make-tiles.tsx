import { type SearchFacetItem } from '@dealerline/shared';
import { groupMakes, slugify } from '@dealerline/shared/rules';
import { TileList } from './tile-list';

/** How many make tiles the home page shows. */
export const MAKE_TILE_COUNT = 8;

/** Facet tiles of the makes with the most cars, each to /search/{make-slug}. */
export function MakeTiles({ makes }: { makes: readonly SearchFacetItem[] }) {
  const tiles = groupMakes(makes)
    .popular.slice(0, MAKE_TILE_COUNT)
    .map((make) => ({ href: `/search/${slugify(make.value)}`, label: make.label, count: make.count }));
  return <TileList heading="Search by make" tiles={tiles} />;
}
