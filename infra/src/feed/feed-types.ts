import type { Car } from '../../../shared/src/domain/car';

/**
 * One row of a feed as read from the file: its physical line (where the row starts; for JSON the line of the
 * element's first character), its 0-based position, its fields, and problems found while reading it (for
 * example a CSV row with the wrong number of fields).
 */
export interface FeedRow {
  line: number;
  index: number;
  data: unknown;
  problems: string[];
}

/** The site a feed is imported into: its dealerships and the one used when a row names none (issue 3 item 4). */
export interface FeedContext {
  dealerships: { id: number; slug: string }[];
  primaryDealershipSlug: string;
  /**
   * The one dealership a dealership's own feed is for (import --dealership): `dealerships` holds it alone, and a
   * row naming another is refused in these words.
   */
  feedFor?: string;
  /**
   * Clock for the year range (next year is the latest allowed) and for dates (at most a day after it); default
   * the current time.
   */
  now?: Date;
}

/** Car location as a feed may give it (spec §3); the address id is assigned by the importer. */
export interface FeedLocation {
  name: string | null;
  phone: string | null;
  slug: string | null;
  distribution_locations: string[];
  address: {
    street: string | null;
    city: string | null;
    state: string | null;
    place_url: string | null;
  } | null;
}

/**
 * The part of a spec §3 Car that a feed provides, validated and normalised. id, slug, name, photos_count,
 * thumbnails, primary_image_url and views are assigned by the importer (name from year, make and model;
 * photos from images); dealership_id is resolved from dealership_slug. A row names at least one of stocknum
 * and vin; city and state may be left to the dealership's.
 */
export type FeedCar = Pick<
  Car,
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'series'
  | 'car_type'
  | 'status'
  | 'sold'
  | 'sold_date_timestamp'
  | 'show_on_dealer_website'
  | 'km'
  | 'price'
  | 'before_price'
  | 'offer_price'
  | 'subscription_price'
  | 'price_type'
  | 'preorder'
  | 'reserved'
  | 'tag'
  | 'certified'
  | 'file'
  | 'vin'
  | 'simple_body'
  | 'simple_drive'
  | 'simple_transmission'
  | 'simple_fuel'
  | 'fuel'
  | 'colour'
  | 'gearnum'
  | 'bodyconfiguration'
  | 'seats'
  | 'dealership_id'
  | 'dealership_slug'
  | 'images'
  | 'carsales_title'
  | 'private_suburb'
  | 'private_postcode'
  | 'trans'
  | 'autograb_data'
  | 'finance_lenders'
> & {
  stocknum: string | null;
  city: string | null;
  state: string | null;
  /** ISO 8601 when the feed gives it; null lets the importer use the import time. */
  created_at: string | null;
  variant: { geartype: string | null } | null;
  location: FeedLocation | null;
};

export type FeedRowResult =
  | { ok: true; car: FeedCar; warnings: string[] }
  | { ok: false; line: number; errors: string[]; warnings: string[] };

export interface ValidFeedRow {
  line: number;
  index: number;
  car: FeedCar;
  warnings: string[];
}

export interface RejectedFeedRow {
  line: number;
  index: number;
  errors: string[];
}

export interface FeedValidation {
  valid: ValidFeedRow[];
  rejected: RejectedFeedRow[];
}
