import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useDealer } from '@dealerline/shared';
import {
  filterLocations,
  leadFormAnchor,
  parseLocationFilter,
  type GeoPoint,
} from '@dealerline/shared/rules';
import { PageLink } from '@dealerline/shared/ui';
import { LocationBlock } from '../../location-block/components/location-block';
import { PostcodeSearch } from '../../nearest-location/components/postcode-search';
import { LocationReviews } from '../../reviews/components/location-reviews';

/**
 * /contact and /contact-us/{location-slug}. /contact shows the locations of the region variant (all by
 * default) with a postcode box sorting them by distance when there are several; /contact-us/{slug} shows
 * that location's map card and its reviews. /contact?car_id= is the enquiry (or photo request) about a car,
 * which the vehicle page's buttons open: the form below is the page, so the locations, screens of them on a
 * phone, give way to a link. With several locations, a link under the heading jumps to the form below them
 * ("Send us a message", mf-leads), screens further down on a phone.
 */
export function ContactPage({ variant }: { variant?: string }) {
  const { locationSlug } = useParams();
  const [search] = useSearchParams();
  const dealer = useDealer();
  const [origin, setOrigin] = useState<GeoPoint | null>(null);
  const location = dealer.locations.find((candidate) => candidate.slug === locationSlug && candidate.visible);
  if (location) {
    return (
      <section aria-labelledby="contact-heading">
        <h1 id="contact-heading">{`Contact ${location.name}`}</h1>
        <LocationBlock variant={String(location.id)} heading="Location Details" />
        <LocationReviews location={location} />
      </section>
    );
  }
  if (search.get('car_id')) {
    // The form below is the page and heads it (mf-leads' lead form: its h1).
    return (
      <p>
        <PageLink to="/contact">See all our locations and opening hours</PageLink>
      </p>
    );
  }
  const several = filterLocations(dealer.locations, parseLocationFilter(variant)).length > 1;
  return (
    <section aria-labelledby="contact-heading">
      <h1 id="contact-heading">Contact Us</h1>
      {several ? (
        <>
          <p>
            <a href={`#${leadFormAnchor('contact')}`}>Send us a message</a>
          </p>
          <PostcodeSearch onOrigin={setOrigin} />
        </>
      ) : null}
      <LocationBlock variant={variant} origin={origin} />
    </section>
  );
}
