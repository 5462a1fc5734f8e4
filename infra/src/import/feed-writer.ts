import type { Car, FinanceProvider } from '../../../shared/src/domain/car';

export interface FeedWriterOptions {
  /** Keep finance data of these providers only (a site's feed carries its own provider's figures). */
  financeProviders?: readonly FinanceProvider[];
}

/** Car fields a feed gives, in column order (spec §3 names; the importer assigns the others). */
export const FEED_FIELDS = [
  'stocknum',
  'vin',
  'dealership_slug',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'car_type',
  'status',
  'sold',
  'sold_date_timestamp',
  'show_on_dealer_website',
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
  'file',
  'simple_body',
  'simple_drive',
  'simple_transmission',
  'simple_fuel',
  'fuel',
  'colour',
  'gearnum',
  'bodyconfiguration',
  'seats',
  'city',
  'state',
  'images',
  'carsales_title',
  'private_suburb',
  'private_postcode',
  'variant',
  'trans',
  'autograb_data',
  'finance_lenders',
  'location',
] as const satisfies readonly (keyof Car)[];

export type FeedRecord = Record<(typeof FEED_FIELDS)[number], unknown>;

/** A car as a feed row (the location's address id is the importer's, so it is left out). */
export function feedRecord(car: Car, options: FeedWriterOptions = {}): FeedRecord {
  const record = Object.fromEntries(FEED_FIELDS.map((field) => [field, car[field] ?? null])) as FeedRecord;
  const keep = options.financeProviders;
  if (keep) {
    record.finance_lenders = Object.fromEntries(
      Object.entries(car.finance_lenders).filter(([provider]) => keep.includes(provider as FinanceProvider)),
    );
  }
  if (car.location) {
    const { id: _id, ...address } = car.location.address;
    record.location = { ...car.location, address };
  }
  return record;
}

/** A JSON feed: an array of feed rows, one per line (so a row's line is its index + 2). */
export function writeJsonFeed(cars: Iterable<Car>, options: FeedWriterOptions = {}): string {
  const lines: string[] = [];
  for (const car of cars) lines.push(JSON.stringify(feedRecord(car, options)));
  return `[\n${lines.join(',\n')}\n]\n`;
}

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV of feed rows: the FEED_FIELDS header, then one line per row. */
export function writeCsvRecords(records: Iterable<Partial<FeedRecord>>): string {
  const lines = [FEED_FIELDS.join(',')];
  for (const record of records) lines.push(FEED_FIELDS.map((field) => csvCell(record[field])).join(','));
  return `${lines.join('\n')}\n`;
}

/** A CSV feed: spec §3 names as headers, nested fields as JSON in their cells, null as an empty cell. */
export function writeCsvFeed(cars: Iterable<Car>, options: FeedWriterOptions = {}): string {
  return writeCsvRecords(Array.from(cars, (car) => feedRecord(car, options)));
}
