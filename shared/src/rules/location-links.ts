import type { DealerLocation, LocationAddress } from '../domain/location';
import type { DealerConfig } from '../domain/site';
import { MAP_DEFAULT_ZOOM } from './constants';
import { locationTypeOf } from './location-filter';

const GOOGLE_MAPS = 'https://www.google.com/maps';

/** "112 Maroochydore Road, Maroochydore QLD 4558". */
export function addressLine(
  address: Pick<LocationAddress, 'street' | 'city' | 'state' | 'postcode'>,
): string {
  return `${address.street}, ${address.city} ${address.state} ${address.postcode}`;
}

/**
 * Get Directions (spec §2 Location card): the location's place_url when it has one, else Google Maps
 * directions to its lat/long (with its place_id when known), else directions to its address.
 */
export function directionsUrl(address: LocationAddress): string {
  if (address.place_url) return address.place_url;
  const query = new URLSearchParams({ api: '1' });
  query.set(
    'destination',
    address.lat != null && address.long != null ? `${address.lat},${address.long}` : addressLine(address),
  );
  if (address.place_id) query.set('destination_place_id', address.place_id);
  return `${GOOGLE_MAPS}/dir/?${query.toString()}`;
}

/**
 * The maps provider's embed of a location (spec §7.11, §9 zoom 10): Google's Maps Embed API "place" mode
 * with the location's map_key (else the site's key), showing its place_id, else its lat/long, else its
 * address. null without a key.
 */
export function mapEmbedUrl(
  address: LocationAddress,
  siteKey: string | null | undefined,
  zoom: number = MAP_DEFAULT_ZOOM,
): string | null {
  const key = address.map_key || siteKey;
  if (!key) return null;
  const place = address.place_id
    ? `place_id:${address.place_id}`
    : address.lat != null && address.long != null
      ? `${address.lat},${address.long}`
      : addressLine(address);
  const query = new URLSearchParams({ key, q: place, zoom: String(zoom) });
  return `https://www.google.com/maps/embed/v1/place?${query.toString()}`;
}

/** A card's contact button (spec §4 Location card). */
export interface ContactButton {
  label: string;
  href: string;
  /** Opens in a new tab (a booking site outside the platform). */
  external: boolean;
}

export const CONTACT_BUTTON_LABEL = 'Contact Us';
export const BOOK_A_SERVICE_LABEL = 'Book a Service';

/**
 * Spec §4 Location card: the contact button becomes "Book a Service" for service-type locations when the
 * dealer sets book_a_service_button; it books on the dealer's xtime_url when set, else on /service. Any
 * other location's contact button goes to its contact page.
 */
export function contactButton(
  location: Pick<DealerLocation, 'location_type' | 'slug'>,
  dealer: Pick<DealerConfig, 'book_a_service_button' | 'xtime_url'>,
): ContactButton {
  if (dealer.book_a_service_button && locationTypeOf(location) === 'service') {
    return dealer.xtime_url
      ? { label: BOOK_A_SERVICE_LABEL, href: dealer.xtime_url, external: true }
      : { label: BOOK_A_SERVICE_LABEL, href: '/service', external: false };
  }
  return { label: CONTACT_BUTTON_LABEL, href: `/contact-us/${location.slug}`, external: false };
}

/**
 * A displayed Australian number in the international form a phone dials from anywhere: "0412 345 678" is
 * "+61412345678" and "(07) 5443 2100" is "+61754432100". 13, 1300 and 1800 numbers cannot be dialled from
 * abroad, so they (and anything else that is not a full local number) keep their digits as written.
 */
export function internationalPhone(phone: string): string {
  const dialled = phone.replace(/[^0-9+]/g, '');
  return /^0[2-478]\d{8}$/.test(dialled) ? `+61${dialled.slice(1)}` : dialled;
}

/** "tel:+61412345678" from a displayed number. */
export function telHref(phone: string): string {
  return `tel:${internationalPhone(phone)}`;
}

/** Spec §2 Location card: the motor vehicle repairer number as "MRB: 45210" (a stored "MRB " prefix is not repeated). */
export function repairerNumberLabel(value: string): string {
  return `MRB: ${value.replace(/^\s*MRB[:\s]*/i, '').trim()}`;
}
