import type { Department, DealerLocation, OpeningHourEntry } from '../../../shared/src/domain/location';
import { localDateTime } from '../../../shared/src/rules/local-time';
import { internationalPhone } from '../../../shared/src/rules/location-links';
import { specialHoursFor } from '../../../shared/src/rules/opening-hours';
import { parseTimeOfDay } from '../../../shared/src/rules/time-of-day';
import type { Tenant } from '../sites/tenant';
import { SHARE_IMAGE_WIDTH } from '../../../shared/src/rules/share-tags';
import { absoluteImageUrl, absoluteUrl } from '../../../shared/src/rules/site-urls';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

type JsonLd = Record<string, unknown>;

/** The locations the site shows (a location card, a /contact-us/{slug} page): `visible` ones. */
export function shownLocations(tenant: Tenant): DealerLocation[] {
  return tenant.dealer.locations.filter((location) => location.visible);
}

/** The location the dealer's own address is: its primary shown location, else its first shown one. */
function mainLocation(locations: readonly DealerLocation[]): DealerLocation | undefined {
  return locations.find((location) => location.primary) ?? locations[0];
}

function postalAddress(location: DealerLocation): JsonLd {
  const { address } = location;
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.state.toUpperCase(),
    ...(address.postcode && { postalCode: address.postcode }),
    addressCountry: 'AU',
  };
}

function geo(location: DealerLocation): JsonLd | null {
  const { lat, long } = location.address;
  if (!Number.isFinite(lat) || !Number.isFinite(long)) return null;
  return { '@type': 'GeoCoordinates', latitude: lat, longitude: long };
}

/** "08:30" from minutes after midnight. */
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * schema.org opening hours of one week of entries: the open days grouped by equal hours. Only hours stated
 * clearly: every open day with an opening time before its closing time (what formated_hours alone says is
 * not read); any open day without them, or no open day at all, and the location states no hours (partial
 * hours would read as closed days). Days with no entry or a Closed entry are left out (closed).
 */
export function openingHoursSpecification(entries: readonly OpeningHourEntry[] | undefined): JsonLd[] | null {
  if (!entries) return null;
  const byHours = new Map<string, { opens: string; closes: string; days: number[] }>();
  const seen = new Set<number>();
  for (const entry of entries) {
    // One entry a weekday, the first as the location card reads them (hoursForWeekday).
    if (!Number.isInteger(entry.weekday) || entry.weekday < 0 || entry.weekday > 6 || seen.has(entry.weekday))
      continue;
    seen.add(entry.weekday);
    if (entry.status !== 'Open') continue;
    const opens = parseTimeOfDay(entry.open);
    const closes = parseTimeOfDay(entry.close);
    if (opens === null || closes === null || closes <= opens) return null;
    const key = `${opens}-${closes}`;
    const group = byHours.get(key) ?? { opens: hhmm(opens), closes: hhmm(closes), days: [] };
    group.days.push(entry.weekday);
    byHours.set(key, group);
  }
  if (byHours.size === 0) return null;
  // Monday first, as a week reads: the days of each group, and the groups by their first day.
  const mondayFirst = (day: number) => (day + 6) % 7;
  return [...byHours.values()]
    .map((group) => ({ ...group, days: group.days.sort((a, b) => mondayFirst(a) - mondayFirst(b)) }))
    .sort((a, b) => mondayFirst(a.days[0]!) - mondayFirst(b.days[0]!))
    .map(({ opens, closes, days }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days.map((day) => DAYS[day]),
      opens,
      closes,
    }));
}

/**
 * The department whose hours a location states for itself: sales (a sales location's, spec §3: present when
 * known), else its own (a service centre or parts counter has no sales hours).
 */
function statedDepartment(location: DealerLocation): Exclude<Department, 'all'> {
  const hours = location.contact_detail.opening_hours;
  return hours?.sales ? 'sales' : location.location_type || 'sales';
}

/**
 * The hours a location states for itself (statedDepartment's). A location that is not open yet ("Coming
 * Late 2025") states none.
 */
function locationHours(location: DealerLocation): JsonLd[] | null {
  if (location.coming_soon_label) return null;
  return openingHoursSpecification(location.contact_detail.opening_hours?.[statedDepartment(location)]);
}

/**
 * schema.org special opening hours of a location's holidays from `today` (its own date) on, for the
 * department its weekly hours state (the department's own entry on a date wins over 'all', as on the location
 * card): an open date with its times, a closed date opening and closing at 00:00 (schema.org's closed all
 * day). Without them a search engine shows the usual hours on Christmas Day. Null when there are none, or the
 * location states no weekly hours.
 */
export function specialOpeningHours(location: DealerLocation, today: string): JsonLd[] | null {
  if (!locationHours(location)) return null;
  const department = statedDepartment(location);
  const dates = [...new Set((location.special_hours ?? []).map((entry) => entry.date))]
    .filter((date) => date >= today)
    .sort();
  const days = dates.flatMap((date) => {
    const entry = specialHoursFor(date, department, location.special_hours);
    if (!entry) return [];
    const day = { '@type': 'OpeningHoursSpecification', validFrom: date, validThrough: date };
    if (entry.status === 'Closed') return [{ ...day, opens: '00:00', closes: '00:00' }];
    const opens = parseTimeOfDay(entry.start_hour);
    const closes = parseTimeOfDay(entry.end_hour);
    return opens !== null && closes !== null && opens < closes
      ? [{ ...day, opens: hhmm(opens), closes: hhmm(closes) }]
      : [];
  });
  return days.length > 0 ? days : null;
}

/** Weekly and special hours of a location on `now`, as schema.org properties. */
function hoursProperties(location: DealerLocation, now: Date): JsonLd {
  const hours = locationHours(location);
  const special = specialOpeningHours(location, localDateTime(now, location.time_zone).date);
  return {
    ...(hours && { openingHoursSpecification: hours }),
    ...(special && { specialOpeningHoursSpecification: special }),
  };
}

const locationPhone = (location: DealerLocation) =>
  location.contact_detail.phone?.trim() || location.contact_detail.landline_phone?.trim() || null;

/** `/contact-us/{slug}` of a location on the site's canonical origin. */
const locationUrl = (location: DealerLocation, origin: string) =>
  `${origin}/contact-us/${encodeURIComponent(location.slug)}`;

/** A location as an AutoDealer: its name, page, phone, address and map position (no hours, no picture). */
function locationSummary(location: DealerLocation, origin: string): JsonLd {
  const phone = locationPhone(location);
  const position = geo(location);
  return {
    '@type': 'AutoDealer',
    name: location.name,
    url: locationUrl(location, origin),
    ...(phone && { telephone: internationalPhone(phone) }),
    address: postalAddress(location),
    ...(position && { geo: position }),
  };
}

/**
 * schema.org `AutoDealer` of a /contact-us/{slug} page: the location's name, page URL (on the canonical
 * origin), phone, PostalAddress, GeoCoordinates, opening hours (locationHours) and holiday hours from `now`
 * on (specialOpeningHours), its picture and the site's logo, and the site it belongs to.
 */
export function locationJsonLd(location: DealerLocation, tenant: Tenant, origin: string, now: Date): JsonLd {
  const image = absoluteImageUrl(location.image?.url ?? null, origin, SHARE_IMAGE_WIDTH);
  const logo = absoluteUrl(tenant.dealer.logo.url, origin);
  return {
    '@context': 'https://schema.org',
    ...locationSummary(location, origin),
    ...hoursProperties(location, now),
    ...((image ?? logo) && { image: image ?? logo }),
    ...(logo && { logo }),
    parentOrganization: { '@type': 'AutoDealer', name: tenant.site.name, url: `${origin}/` },
  };
}

/**
 * schema.org `AutoDealer` of the home page: the site (its name, home URL on the canonical origin, the
 * dealer's phone and email, logo, social profiles) at its main location's address. A site of one shown
 * location is that location (its map position, hours and holiday hours from `now` on too); a group of
 * several lists them as its `department`s (name, page, phone, address, position: each location's page has
 * the rest). One AutoDealer for both kinds: a dealer group is an Organization too, and a single type keeps
 * one shape for every site.
 */
export function siteJsonLd(tenant: Tenant, origin: string, now: Date): JsonLd {
  const { site, dealer } = tenant;
  const locations = shownLocations(tenant);
  const main = mainLocation(locations);
  const only = locations.length === 1 ? main : undefined;
  const logo = absoluteUrl(dealer.logo.url, origin);
  const image = absoluteImageUrl(main?.image?.url ?? null, origin, SHARE_IMAGE_WIDTH) ?? logo;
  const position = only && geo(only);
  const sameAs = [dealer.facebook_url, dealer.instagram_url].filter((url): url is string =>
    /^https?:\/\//i.test(url ?? ''),
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: site.name,
    url: `${origin}/`,
    ...(dealer.phone && { telephone: internationalPhone(dealer.phone) }),
    ...(dealer.email && { email: dealer.email }),
    ...(main && { address: postalAddress(main) }),
    ...(position && { geo: position }),
    ...(only && hoursProperties(only, now)),
    ...(image && { image }),
    ...(logo && { logo }),
    ...(sameAs.length > 0 && { sameAs }),
    ...(locations.length > 1 && { department: locations.map((l) => locationSummary(l, origin)) }),
  };
}
