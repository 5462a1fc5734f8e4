import { types } from 'node:util';
import type { Car, CarLocation, FinanceProvider } from '../../../shared/src/domain/car';
import type { CardFinance } from '../../../shared/src/domain/search';

/** Indexed fields read as stored; the others (sold date, card finance, location, dealership slug) are derived in INDEXED_CAR_SELECT. */
const PLAIN_COLUMNS = [
  'id',
  'slug',
  'name',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'car_type',
  'status',
  'sold',
  'show_on_dealer_website',
  'stocknum',
  'km',
  'price',
  'before_price',
  'offer_price',
  'subscription_price',
  'price_type',
  'preorder',
  'reserved',
  'tag',
  'certified',
  'created_at',
  'photos_count',
  'primary_image_url',
  'simple_body',
  'simple_drive',
  'simple_transmission',
  'simple_fuel',
  'fuel',
  'colour',
  'seats',
  'dealership_id',
  'city',
  'state',
  'autograb_data',
] as const;

/**
 * What the search indexer reads of a car (infra/src/search/car-index/car-record.ts): the fields of its index
 * record and nothing else. A full Car is one too. The narrow read leaves out the images (1.4 kB of text a car)
 * and reads the lenders' card figures (migration 008 `card_finance`) instead of finance_lenders with their
 * disclaimers (5.6 kB): half the bytes to decode (in PGlite's worker) and to copy to the server's thread,
 * which helps keep /healthz fast during a reindex.
 */
export type IndexedCar = Pick<
  Car,
  (typeof PLAIN_COLUMNS)[number] | 'sold_date_timestamp' | 'dealership_slug'
> & {
  location: (Pick<CarLocation, 'name' | 'slug'> & { address: Pick<CarLocation['address'], 'id'> }) | null;
  /** Card figures (CardFinance) when read for the index; a full Car's lenders keep their disclaimers. */
  finance_lenders: Partial<Record<FinanceProvider, CardFinance>>;
};

/** SELECT list of an IndexedCar (alias `c` for cars, `d` for dealerships). */
export const INDEXED_CAR_SELECT = PLAIN_COLUMNS.map((column) => `c.${column}`)
  .concat(
    'c.sold_date_timestamp::float8 AS sold_date_timestamp',
    'c.card_finance AS finance_lenders',
    'c.location IS NOT NULL AS located',
    `c.location->'address'->'id' AS location_address_id`,
    `c.location->>'slug' AS location_slug`,
    `c.location->>'name' AS location_name`,
    'd.slug AS dealership_slug',
  )
  .join(', ');

/** A row of INDEXED_CAR_SELECT. */
export type IndexedCarRow = Omit<IndexedCar, 'location' | 'created_at' | 'stocknum'> & {
  created_at: Date | string;
  stocknum: string | null;
  located: boolean;
  location_address_id: number | null;
  location_slug: string | null;
  location_name: string | null;
};

/** A row of INDEXED_CAR_SELECT as an IndexedCar (the same values rowToCar gives those fields). */
export function rowToIndexedCar(row: IndexedCarRow): IndexedCar {
  const { located, location_address_id, location_slug, location_name, created_at, stocknum, ...fields } = row;
  return {
    ...fields,
    stocknum: stocknum ?? '',
    created_at: types.isDate(created_at) ? created_at.toISOString() : created_at,
    location: located
      ? { name: location_name!, slug: location_slug!, address: { id: location_address_id! } }
      : null,
  };
}
