import type { Db } from '../db/db';
import { defaultProfile, type DealershipProfile } from './dealership-profile';
import { siteSettings } from './site-settings';
import { DEFAULT_STOCK_FILTER, type StockFilter } from './stock-filter';
import type { Tenant } from './tenant';
import { dealerOptions } from './dealer-options';

/** What a tenant's public config does not say: what each dealership sells and the site's stock filter. */
export interface TenantExtras {
  /** By dealership slug; a dealership without one gets defaultProfile. */
  profiles?: Readonly<Record<string, DealershipProfile>>;
  stockFilter?: StockFilter;
}

/** Moves an identity sequence past the ids that were inserted explicitly. */
export async function syncSequence(db: Db, table: string): Promise<void> {
  await db.query(
    `SELECT setval(pg_get_serial_sequence($1, 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`,
    [table],
  );
}

async function saveSite(db: Db, { site }: Tenant, stockFilter: StockFilter): Promise<void> {
  await db.query(
    `INSERT INTO sites (id, slug, name, template, domains, finance_provider, offers_subscription, favourites,
                        buy_online, hide_finance_box, phone, settings, stock_filter)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::text::jsonb, $13::text::jsonb)
     ON CONFLICT (id) DO UPDATE SET slug = EXCLUDED.slug, name = EXCLUDED.name, template = EXCLUDED.template,
       domains = EXCLUDED.domains, finance_provider = EXCLUDED.finance_provider,
       offers_subscription = EXCLUDED.offers_subscription, favourites = EXCLUDED.favourites,
       buy_online = EXCLUDED.buy_online, hide_finance_box = EXCLUDED.hide_finance_box, phone = EXCLUDED.phone,
       settings = EXCLUDED.settings, stock_filter = EXCLUDED.stock_filter, updated_at = now()`,
    [
      site.id,
      site.slug,
      site.name,
      site.template,
      site.domains,
      site.finance_provider,
      site.offers_subscription,
      site.favourites,
      site.buy_online,
      site.hide_finance_box,
      site.phone,
      JSON.stringify(siteSettings(site)),
      JSON.stringify(stockFilter),
    ],
  );
}

async function saveDealerConfig(db: Db, { site, dealer }: Tenant): Promise<void> {
  await db.query(
    `INSERT INTO dealer_configs (site_id, name, phone, email, address, dealership_group, logo_url, facebook_url,
       instagram_url, xtime_url, include_sold_cars_days, override_city, search_categories, redbook, autograb,
       saturday_by_appointment, options)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
     ON CONFLICT (site_id) DO UPDATE SET name = EXCLUDED.name, phone = EXCLUDED.phone, email = EXCLUDED.email,
       address = EXCLUDED.address, dealership_group = EXCLUDED.dealership_group, logo_url = EXCLUDED.logo_url,
       facebook_url = EXCLUDED.facebook_url, instagram_url = EXCLUDED.instagram_url,
       xtime_url = EXCLUDED.xtime_url, include_sold_cars_days = EXCLUDED.include_sold_cars_days,
       override_city = EXCLUDED.override_city, search_categories = EXCLUDED.search_categories,
       redbook = EXCLUDED.redbook, autograb = EXCLUDED.autograb,
       saturday_by_appointment = EXCLUDED.saturday_by_appointment,
       options = EXCLUDED.options`,
    [
      site.id,
      dealer.name,
      dealer.phone,
      dealer.email,
      dealer.address,
      dealer.dealership_group,
      dealer.logo.url,
      dealer.facebook_url,
      dealer.instagram_url,
      dealer.xtime_url,
      dealer.include_sold_cars_days,
      dealer.override_city,
      dealer.search_categories,
      dealer.redbook,
      dealer.autograb,
      dealer.saturday_by_appointment,
      JSON.stringify(dealerOptions(dealer)),
    ],
  );
}

async function saveDealerships(
  db: Db,
  tenant: Tenant,
  profiles: Readonly<Record<string, DealershipProfile>>,
): Promise<void> {
  const { site, dealer } = tenant;
  await db.query('DELETE FROM dealerships WHERE site_id = $1 AND NOT (id = ANY($2::int[]))', [
    site.id,
    dealer.dealerships.map((d) => d.id),
  ]);
  for (const [position, dealership] of dealer.dealerships.entries()) {
    const profile = profiles[dealership.slug] ?? defaultProfile(tenant, dealership.id);
    await db.query(
      `INSERT INTO dealerships (id, site_id, slug, name, manufacturers, kind, used_only, stock_weight, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (id) DO UPDATE SET site_id = EXCLUDED.site_id, slug = EXCLUDED.slug, name = EXCLUDED.name,
         manufacturers = EXCLUDED.manufacturers, kind = EXCLUDED.kind, used_only = EXCLUDED.used_only,
         stock_weight = EXCLUDED.stock_weight, position = EXCLUDED.position`,
      [
        dealership.id,
        site.id,
        dealership.slug,
        dealership.name,
        profile.manufacturers,
        profile.kind,
        profile.used_only,
        profile.stock_weight,
        position,
      ],
    );
  }
}

async function saveLocations(db: Db, { site, dealer }: Tenant): Promise<void> {
  const ids = dealer.locations.map((location) => location.id);
  await db.query('DELETE FROM locations WHERE site_id = $1 AND NOT (id = ANY($2::int[]))', [site.id, ids]);
  for (const [position, l] of dealer.locations.entries()) {
    await db.query(
      `INSERT INTO locations (id, site_id, dealership_id, slug, name, location_type, location_subtype, visible,
         is_primary, manufacturers, image_url, image_thumb_url, reviews_count, reviews_average,
         dealer_license_number, motor_vehicle_repairer, coming_soon_label, time_zone, street, city, state,
         postcode, lat, long, place_url, place_id, map_key, phone, landline_phone, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
         $22, $23, $24, $25, $26, $27, $28, $29, $30)
       ON CONFLICT (id) DO UPDATE SET site_id = EXCLUDED.site_id, dealership_id = EXCLUDED.dealership_id,
         slug = EXCLUDED.slug, name = EXCLUDED.name, location_type = EXCLUDED.location_type,
         location_subtype = EXCLUDED.location_subtype, visible = EXCLUDED.visible,
         is_primary = EXCLUDED.is_primary, manufacturers = EXCLUDED.manufacturers,
         image_url = EXCLUDED.image_url, image_thumb_url = EXCLUDED.image_thumb_url,
         reviews_count = EXCLUDED.reviews_count, reviews_average = EXCLUDED.reviews_average,
         dealer_license_number = EXCLUDED.dealer_license_number,
         motor_vehicle_repairer = EXCLUDED.motor_vehicle_repairer,
         coming_soon_label = EXCLUDED.coming_soon_label, time_zone = EXCLUDED.time_zone,
         street = EXCLUDED.street, city = EXCLUDED.city, state = EXCLUDED.state, postcode = EXCLUDED.postcode,
         lat = EXCLUDED.lat, long = EXCLUDED.long, place_url = EXCLUDED.place_url,
         place_id = EXCLUDED.place_id, map_key = EXCLUDED.map_key, phone = EXCLUDED.phone,
         landline_phone = EXCLUDED.landline_phone, position = EXCLUDED.position`,
      [
        l.id,
        site.id,
        l.dealership_id,
        l.slug,
        l.name,
        l.location_type,
        l.location_subtype,
        l.visible,
        l.primary,
        l.manufacturers,
        l.image?.url ?? null,
        l.image?.thumb.url ?? null,
        l.reviews?.count ?? l.review_count,
        l.reviews ? Number(l.reviews.average_rating) : l.average_rating,
        l.dealer_license_number,
        l.motor_vehicle_repairer,
        l.coming_soon_label,
        l.time_zone,
        l.address.street,
        l.address.city,
        l.address.state.toUpperCase(),
        l.address.postcode,
        l.address.lat,
        l.address.long,
        l.address.place_url,
        l.address.place_id,
        l.address.map_key,
        l.contact_detail.phone,
        l.contact_detail.landline_phone,
        position,
      ],
    );
  }
  await db.query('DELETE FROM opening_hours WHERE location_id = ANY($1::int[])', [ids]);
  await db.query('DELETE FROM special_hours WHERE location_id = ANY($1::int[])', [ids]);
  const hours = dealer.locations.flatMap((l) =>
    Object.entries(l.contact_detail.opening_hours ?? {}).flatMap(([department, entries]) =>
      entries.map((entry) => ({ ...entry, location_id: l.id, department })),
    ),
  );
  const special = dealer.locations.flatMap((l) => l.special_hours.map((s) => ({ ...s, location_id: l.id })));
  await db.query(
    `INSERT INTO opening_hours (location_id, department, weekday, status, formated_hours, open, close)
     SELECT location_id, department, weekday, status, formated_hours, open, close
     FROM json_populate_recordset(NULL::opening_hours, $1::json)`,
    [JSON.stringify(hours)],
  );
  await db.query(
    `INSERT INTO special_hours (location_id, date, department, status, start_hour, end_hour)
     SELECT location_id, date, department, status, start_hour, end_hour
     FROM json_populate_recordset(NULL::special_hours, $1::json) WITH ORDINALITY AS s
     ORDER BY ordinality`,
    [JSON.stringify(special)],
  );
}

/**
 * Writes one tenant (spec §3 site + dealer config) into the relational tables: inserted, or updated in
 * place with the same ids. Dealerships and locations the tenant no longer lists are deleted (with their
 * cars and hours). Run it inside a transaction.
 */
export async function saveTenant(db: Db, tenant: Tenant, extras: TenantExtras = {}): Promise<void> {
  await saveSite(db, tenant, extras.stockFilter ?? DEFAULT_STOCK_FILTER);
  await saveDealerConfig(db, tenant);
  await saveDealerships(db, tenant, extras.profiles ?? {});
  await saveLocations(db, tenant);
  for (const table of ['sites', 'dealerships', 'locations']) await syncSequence(db, table);
}
