import type { FinanceProvider } from '../../../shared/src/domain/car';
import type {
  Department,
  DealerLocation,
  LocationType,
  OpeningHourEntry,
  SpecialHoursEntry,
} from '../../../shared/src/domain/location';
import type { Dealership } from '../../../shared/src/domain/site';
import { STAR_RATING_DECIMALS } from '../../../shared/src/rules/constants';
import { hasFavourites } from '../../../shared/src/rules/favourites';
import type { Db } from '../db/db';
import { dealerOptions } from './dealer-options';
import { readSiteSettings, type SiteSettings } from './site-settings';
import type { Tenant } from './tenant';

interface SiteRow {
  id: number;
  slug: string;
  name: string;
  template: string;
  domains: string[];
  finance_provider: FinanceProvider | null;
  offers_subscription: boolean;
  favourites: boolean;
  buy_online: boolean;
  hide_finance_box: boolean;
  phone: string;
  settings: Partial<SiteSettings> | null;
  dealer_name: string;
  dealer_phone: string;
  email: string;
  address: string;
  dealership_group: string | null;
  logo_url: string | null;
  facebook_url: string | null;
  instagram_url: string | null;
  xtime_url: string | null;
  include_sold_cars_days: number | null;
  override_city: string | null;
  search_categories: string[];
  redbook: boolean;
  autograb: boolean;
  saturday_by_appointment: boolean;
  options: unknown;
  offers_count: number;
}

/** A `locations` row (migration 002). */
export interface LocationRow {
  id: number;
  dealership_id: number;
  dealership_slug: string;
  slug: string;
  name: string;
  location_type: LocationType;
  location_subtype: string[];
  visible: boolean;
  is_primary: boolean;
  manufacturers: string[];
  image_url: string | null;
  image_thumb_url: string | null;
  reviews_count: number | null;
  reviews_average: number | null;
  dealer_license_number: string | null;
  motor_vehicle_repairer: string | null;
  coming_soon_label: string | null;
  time_zone: string;
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number | null;
  long: number | null;
  place_url: string | null;
  place_id: string | null;
  map_key: string | null;
  phone: string | null;
  landline_phone: string | null;
}

interface HoursRow extends OpeningHourEntry {
  location_id: number;
  department: Exclude<Department, 'all'>;
}

interface SpecialRow extends SpecialHoursEntry {
  location_id: number;
}

/** Offers count toward the header's Offers link while they run (not before starts_at, not after expires_at). */
const SITE_SQL = `
  SELECT s.id, s.slug, s.name, s.template, s.domains, s.finance_provider, s.offers_subscription, s.favourites,
         s.buy_online, s.hide_finance_box, s.phone, s.settings, dc.name AS dealer_name, dc.phone AS dealer_phone,
         dc.email, dc.address, dc.dealership_group, dc.logo_url, dc.facebook_url, dc.instagram_url, dc.xtime_url,
         dc.include_sold_cars_days, dc.override_city, dc.search_categories, dc.redbook, dc.autograb,
         dc.saturday_by_appointment, dc.options,
         (SELECT count(*)::int FROM offers o WHERE o.site_id = s.id
            AND (o.starts_at IS NULL OR o.starts_at <= now())
            AND (o.expires_at IS NULL OR o.expires_at > now())) AS offers_count
  FROM sites s JOIN dealer_configs dc ON dc.site_id = s.id
  WHERE s.slug = $1`;

export const LOCATION_SQL = `
  SELECT l.id, l.dealership_id, d.slug AS dealership_slug, l.slug, l.name, l.location_type, l.location_subtype,
         l.visible, l.is_primary, l.manufacturers, l.image_url, l.image_thumb_url, l.reviews_count,
         l.reviews_average, l.dealer_license_number, l.motor_vehicle_repairer, l.coming_soon_label, l.time_zone,
         l.street, l.city, l.state, l.postcode, l.lat, l.long, l.place_url, l.place_id, l.map_key, l.phone,
         l.landline_phone
  FROM locations l JOIN dealerships d ON d.id = l.dealership_id`;

const DEPARTMENT_ORDER = `CASE h.department WHEN 'sales' THEN 0 WHEN 'service' THEN 1 ELSE 2 END`;

function openingHours(rows: HoursRow[]): DealerLocation['contact_detail']['opening_hours'] {
  if (rows.length === 0) return null;
  const byDepartment: NonNullable<DealerLocation['contact_detail']['opening_hours']> = {};
  for (const { location_id: _location, department, ...entry } of rows) {
    (byDepartment[department] ??= []).push(entry);
  }
  return byDepartment;
}

/** A location row with its hours as the spec §3 Location. */
export function toDealerLocation(row: LocationRow, hours: HoursRow[], special: SpecialRow[]): DealerLocation {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    dealership_id: row.dealership_id,
    dealership_slug: row.dealership_slug,
    location_type: row.location_type,
    location_subtype: row.location_subtype,
    visible: row.visible,
    primary: row.is_primary,
    manufacturers: row.manufacturers,
    image: row.image_url
      ? { url: row.image_url, thumb: { url: row.image_thumb_url ?? row.image_url } }
      : null,
    reviews:
      row.reviews_count !== null && row.reviews_average !== null
        ? { count: row.reviews_count, average_rating: row.reviews_average.toFixed(STAR_RATING_DECIMALS) }
        : null,
    average_rating: row.reviews_average,
    review_count: row.reviews_count,
    dealer_license_number: row.dealer_license_number,
    motor_vehicle_repairer: row.motor_vehicle_repairer,
    coming_soon_label: row.coming_soon_label,
    time_zone: row.time_zone,
    address: {
      street: row.street,
      city: row.city,
      state: row.state,
      postcode: row.postcode,
      lat: row.lat,
      long: row.long,
      place_url: row.place_url,
      place_id: row.place_id,
      map_key: row.map_key,
    },
    contact_detail: {
      phone: row.phone,
      landline_phone: row.landline_phone,
      opening_hours: openingHours(hours),
    },
    special_hours: special.map(({ location_id: _location, ...entry }) => entry),
  };
}

function groupBy<T extends { location_id: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(row.location_id);
    if (list) list.push(row);
    else groups.set(row.location_id, [row]);
  }
  return groups;
}

/** The spec §3 site and dealer config of one site, assembled from the relational tables (migration 002). */
export async function loadTenant(db: Db, slug: string): Promise<Tenant | null> {
  const [site] = await db.query<SiteRow>(SITE_SQL, [slug]);
  if (!site) return null;
  const dealerships = await db.query<Dealership>(
    'SELECT id, slug, name FROM dealerships WHERE site_id = $1 ORDER BY position, id',
    [site.id],
  );
  const locations = await db.query<LocationRow>(
    `${LOCATION_SQL} WHERE l.site_id = $1 ORDER BY l.position, l.id`,
    [site.id],
  );
  const hours = groupBy(
    await db.query<HoursRow>(
      `SELECT h.location_id, h.department, h.weekday, h.status, h.formated_hours, h.open, h.close
       FROM opening_hours h JOIN locations l ON l.id = h.location_id
       WHERE l.site_id = $1 ORDER BY h.location_id, ${DEPARTMENT_ORDER}, h.weekday`,
      [site.id],
    ),
  );
  const special = groupBy(
    await db.query<SpecialRow>(
      `SELECT h.location_id, h.status, h.date::text AS date, h.start_hour, h.end_hour, h.department
       FROM special_hours h JOIN locations l ON l.id = h.location_id
       WHERE l.site_id = $1 ORDER BY h.location_id, h.id`,
      [site.id],
    ),
  );
  const settings = readSiteSettings(site.settings);
  return {
    site: {
      id: site.id,
      slug: site.slug,
      name: site.name,
      template: site.template,
      finance_provider: site.finance_provider,
      offers_subscription: site.offers_subscription,
      favourites: hasFavourites(site),
      buy_online: site.buy_online,
      fuel_tags: settings.fuel_tags,
      used_label: settings.used_label,
      vehicle_noun: settings.vehicle_noun,
      no_price_text: settings.no_price_text,
      phone: site.phone,
      header_dropdown: settings.header_dropdown,
      card_buttons: settings.card_buttons,
      vehicle_buttons: settings.vehicle_buttons,
      tag_wording: settings.tag_wording,
      hide_finance_box: site.hide_finance_box,
      search_page: settings.search_page,
      theme: settings.theme,
      navigation: settings.navigation,
      ...(settings.maps ? { maps: settings.maps } : {}),
      domains: site.domains,
    },
    dealer: {
      slug: site.slug,
      name: site.dealer_name,
      phone: site.dealer_phone,
      email: site.email,
      address: site.address,
      dealerships,
      locations: locations.map((row) =>
        toDealerLocation(row, hours.get(row.id) ?? [], special.get(row.id) ?? []),
      ),
      offers: { count: site.offers_count },
      dealership_group: site.dealership_group,
      logo: { url: site.logo_url },
      facebook_url: site.facebook_url,
      instagram_url: site.instagram_url,
      xtime_url: site.xtime_url,
      include_sold_cars_days: site.include_sold_cars_days,
      override_city: site.override_city,
      search_categories: site.search_categories,
      redbook: site.redbook,
      autograb: site.autograb,
      saturday_by_appointment: site.saturday_by_appointment,
      ...dealerOptions(site.options),
    },
  };
}
