import { BODY_TYPE_LABELS, BODY_TYPES, type SearchFacetItem } from '@dealerline/shared';
import { bodyTypeSlug } from '@dealerline/shared/rules';
import { TileList } from './tile-list';

/** Body-type tiles for the body types in stock (simple_body counts), each to /search/{body-slug}. */
export function BodyTypeTiles({ bodies }: { bodies: readonly SearchFacetItem[] }) {
  const tiles = BODY_TYPES.flatMap((body) => {
    const label = BODY_TYPE_LABELS[body];
    const item = bodies.find((value) => value.value === label);
    return item && item.count > 0
      ? [{ href: `/search/${bodyTypeSlug(body)}`, label, count: item.count }]
      : [];
  });
  return <TileList heading="Search by body type" tiles={tiles} />;
}
