import type { CarLocation } from '../../../shared/src/domain/car';
import type { Db } from '../db/db';
import type { DealershipInput, DealershipKind } from '../inventory';

/** A location as stock refers to it (spec §3 Car.location). */
export interface StockLocation {
  id: number;
  dealership_id: number;
  slug: string;
  name: string;
  street: string;
  city: string;
  state: string;
  postcode: string;
  place_url: string | null;
  /** Mobile, else landline, else the dealer's phone. */
  phone: string | null;
}

/** A dealership with what stock needs: its site, what it sells, and its main location. */
export interface StockDealership {
  id: number;
  site_id: number;
  site_slug: string;
  slug: string;
  name: string;
  manufacturers: string[];
  kind: DealershipKind;
  used_only: boolean;
  stock_weight: number | null;
  subscription: boolean;
  /** It owns the site's primary location. */
  primary: boolean;
  /** Its main sales location (visible, open, primary first); null when it has none. */
  location: StockLocation | null;
}

const LOCATION_COLUMNS = `l.id, l.dealership_id, l.slug, l.name, l.street, l.city, l.state, l.postcode, l.place_url,
  COALESCE(l.phone, l.landline_phone, dc.phone) AS phone`;

/** The dealerships of every site, or of one, in site and position order, with their main locations. */
export async function loadStockDealerships(db: Db, siteId?: number): Promise<StockDealership[]> {
  const dealerships = await db.query<Omit<StockDealership, 'location'>>(
    `SELECT d.id, d.site_id, s.slug AS site_slug, d.slug, d.name, d.manufacturers, d.kind, d.used_only,
            d.stock_weight, s.offers_subscription AS subscription,
            EXISTS (SELECT 1 FROM locations l WHERE l.dealership_id = d.id AND l.is_primary) AS "primary"
     FROM dealerships d JOIN sites s ON s.id = d.site_id
     WHERE $1::int IS NULL OR d.site_id = $1::int
     ORDER BY d.site_id, d.position, d.id`,
    [siteId ?? null],
  );
  const mains = await db.query<StockLocation>(
    `SELECT DISTINCT ON (l.dealership_id) ${LOCATION_COLUMNS}
     FROM locations l JOIN dealer_configs dc ON dc.site_id = l.site_id
     WHERE $1::int IS NULL OR l.site_id = $1::int
     ORDER BY l.dealership_id, (l.location_type IN ('sales', '')) DESC, l.is_primary DESC,
              (l.coming_soon_label IS NULL) DESC, l.visible DESC, l.position, l.id`,
    [siteId ?? null],
  );
  const byDealership = new Map(mains.map((location) => [location.dealership_id, location]));
  return dealerships.map((d) => ({ ...d, location: byDealership.get(d.id) ?? null }));
}

/** Every location of a site, for a feed row that names its location by slug. */
export async function loadStockLocations(db: Db, siteId: number): Promise<StockLocation[]> {
  return db.query<StockLocation>(
    `SELECT ${LOCATION_COLUMNS} FROM locations l JOIN dealer_configs dc ON dc.site_id = l.site_id
     WHERE l.site_id = $1 ORDER BY l.position, l.id`,
    [siteId],
  );
}

/** The dealership the site's feed rows belong to when they name none (issue 3 item 4). */
export function primaryDealership(dealerships: readonly StockDealership[]): StockDealership | null {
  return dealerships.find((d) => d.primary) ?? dealerships[0] ?? null;
}

/** Spec §3 Car.location for a car at `location` (its address id is the location's id). */
export function carLocation(location: StockLocation): CarLocation {
  return {
    name: location.name,
    phone: location.phone,
    slug: location.slug,
    distribution_locations: [],
    address: {
      id: location.id,
      street: location.street,
      city: location.city,
      state: location.state,
      place_url: location.place_url,
    },
  };
}

/** The inventory generator's view of a dealership; null when it has no location to keep stock at. */
export function inventoryInput(dealership: StockDealership): DealershipInput | null {
  const location = dealership.location;
  if (!location) return null;
  return {
    id: dealership.id,
    slug: dealership.slug,
    name: dealership.name,
    city: location.city,
    state: location.state,
    postcode: location.postcode,
    phone: location.phone ?? '',
    locationId: location.id,
    locationSlug: location.slug,
    locationName: location.name,
    street: location.street,
    kind: dealership.kind,
    ...(dealership.manufacturers.length ? { makes: dealership.manufacturers } : {}),
    ...(dealership.used_only ? { usedOnly: true } : {}),
    ...(dealership.stock_weight !== null ? { weight: dealership.stock_weight } : {}),
    ...(dealership.subscription ? { subscription: true } : {}),
  };
}
