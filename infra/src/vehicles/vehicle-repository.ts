import { types } from 'node:util';
import type { Db } from '../db/db';
import type { StockCar } from './site-stock';

/** A phone reveal (spec §7.3) as stored in `phone_reveals` (migration 003). */
export interface PhoneReveal {
  car_id: number;
  dealership_id: number;
  website_id: number;
  user_agent: string | null;
}

/** A car of the site as its sitemap needs it: what the stock filter reads, its slug and last change. */
export interface ListedCar extends StockCar {
  slug: string;
  updated_at: string;
}

/** Longest user agent kept (the column's check). */
export const USER_AGENT_MAX = 512;

/** The queries of the vehicle routes and the sitemap. */
export interface VehicleRepository {
  recordReveal(reveal: PhoneReveal): Promise<void>;
  /** The site's available cars shown on the website, in id order (the stock filter then narrows them). */
  availableCars(siteId: number): Promise<ListedCar[]>;
}

export function createVehicleRepository(db: Db): VehicleRepository {
  return {
    async recordReveal(reveal) {
      await db.query(
        `INSERT INTO phone_reveals (car_id, dealership_id, website_id, user_agent) VALUES ($1, $2, $3, $4)`,
        [
          reveal.car_id,
          reveal.dealership_id,
          reveal.website_id,
          reveal.user_agent?.slice(0, USER_AGENT_MAX) ?? null,
        ],
      );
    },
    async availableCars(siteId) {
      const rows = await db.query<Omit<ListedCar, 'updated_at'> & { updated_at: Date | string }>(
        `SELECT c.slug, c.dealership_id, c.location_id, c.state, c.status, c.car_type, c.make,
                c.show_on_dealer_website, c.sold_date_timestamp::float8 AS sold_date_timestamp, c.updated_at
         FROM cars c JOIN dealerships d ON d.id = c.dealership_id
         WHERE d.site_id = $1 AND c.show_on_dealer_website AND c.status <> 'sold'
         ORDER BY c.id`,
        [siteId],
      );
      return rows.map((row) => ({
        ...row,
        updated_at: types.isDate(row.updated_at)
          ? row.updated_at.toISOString()
          : new Date(row.updated_at).toISOString(),
      }));
    },
  };
}
