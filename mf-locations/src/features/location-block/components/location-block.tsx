import { useId } from 'react';
import { useLocation } from 'react-router';
import { useDealer, type DealerLocation } from '@dealerline/shared';
import {
  filterLocations,
  parseLocationFilter,
  sortByDistance,
  type GeoPoint,
  type WithDistance,
} from '@dealerline/shared/rules';
import { useNow } from '../hooks/use-now';
import { isContactPath } from '../utils/contact-path';
import { LocationGrid } from './location-grid';
import { LocationMapCard } from './location-map-card';

export interface LocationBlockProps {
  /** The region variant carrying the filter (see parseLocationFilter), e.g. "service-and-parts;exclude=3". */
  variant?: string;
  /** The shopper's position (postcode search): locations nearest first, with their distance. */
  origin?: GeoPoint | null;
  heading?: string;
}

const pointOf = (location: DealerLocation): GeoPoint | null =>
  location.address.lat != null && location.address.long != null
    ? { lat: location.address.lat, lng: location.address.long }
    : null;

/**
 * The location block (spec §2): the dealer's visible locations the filter keeps; one shows as a map card
 * with its contact details, several as a grid. With an origin they are sorted by haversine distance.
 */
export function LocationBlock({ variant, origin = null, heading = 'Our Locations' }: LocationBlockProps) {
  const dealer = useDealer();
  const { pathname } = useLocation();
  const now = useNow();
  const headingId = useId();
  const locations = filterLocations(dealer.locations, parseLocationFilter(variant));
  if (locations.length === 0) return null;
  const items: WithDistance<DealerLocation>[] = origin
    ? sortByDistance(locations, origin, pointOf)
    : locations.map((item) => ({ item, distanceKm: null }));
  const onContactPage = isContactPath(pathname);
  const single = items.length === 1 ? items[0]! : null;
  return (
    <section aria-labelledby={headingId} data-location-block>
      <h2 id={headingId}>{heading}</h2>
      {single ? (
        <LocationMapCard
          location={single.item}
          now={now}
          onContactPage={onContactPage}
          onOwnPage={pathname.replace(/\/$/, '') === `/contact-us/${single.item.slug}`}
          distanceKm={single.distanceKm}
        />
      ) : (
        <LocationGrid items={items} now={now} onContactPage={onContactPage} />
      )}
    </section>
  );
}
