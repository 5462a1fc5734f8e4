import type { Car } from '../../../../../shared/src/domain/car';
import { generateInventory } from '../../../inventory';
import type { DealershipInput } from '../../../inventory';
import { DEFAULT_RANKING, type IndexSettings } from '../settings';
import type { SearchRecord } from '../record-path';

/**
 * Test and benchmark fixture: generated cars as search records, and the settings of a `Car_production`-like
 * index with its sort replicas (spec §9: latest, highest / lowest price, kms both ways). The real indexer owns
 * the production record shape; this one only has to exercise every kind of attribute.
 */
export type CarRecord = Car & {
  objectID: string;
  custom_rank: number;
  created_at_ts: number;
  /** Until when the car is shown: far future unless sold (sold date + 3 days). */
  visible_until_ts: number;
  _tags: string[];
};

export const FAR_FUTURE = 4102444800; // 2100-01-01
const DAY = 86400;

export function carRecord(car: Car): CarRecord {
  const tags: string[] = [car.car_type];
  if (car.tag) tags.push(car.tag);
  if (car.certified) tags.push('Certified');
  if (car.reserved) tags.push('reserved');
  return {
    ...car,
    objectID: String(car.id),
    // Coarse on purpose, so that many cars tie and the objectID tie-break is exercised.
    custom_rank: (car.photos_count > 0 ? 100 : 0) + Math.floor(car.views / 50),
    created_at_ts: Math.floor(Date.parse(car.created_at) / 1000),
    visible_until_ts: car.sold_date_timestamp ? car.sold_date_timestamp + 3 * DAY : FAR_FUTURE,
    _tags: tags,
  };
}

export function carRecords(cars: number, dealerships: DealershipInput[], now: Date, seed = 1): CarRecord[] {
  return generateInventory({ cars, dealerships, now, seed }).map(carRecord);
}

export const CAR_INDEX = 'Car_production';

/** Sort replicas: name → sort criterion put in front of the default ranking. */
export const CAR_REPLICAS: Record<string, string> = {
  Car_production_latest: 'desc(created_at_ts)',
  Car_production_price_desc: 'desc(price)',
  Car_production_price_asc: 'asc(price)',
  Car_production_km_asc: 'asc(km)',
  Car_production_km_desc: 'desc(km)',
};

export const CAR_FACETS = [
  'make',
  'model',
  'badge',
  'car_type',
  'status',
  'simple_body',
  'simple_transmission',
  'simple_fuel',
  'simple_drive',
  'colour',
  'year',
  'price',
  'km',
  'state',
  'city',
  'seats',
  'tag',
  'certified',
  'searchable(dealership_slug)',
  'filterOnly(show_on_dealer_website)',
  'filterOnly(dealership_id)',
  'location.name',
];

export const CAR_SETTINGS: Partial<IndexSettings> = {
  searchableAttributes: [
    'make,model',
    'badge',
    'series',
    'unordered(year)',
    'colour',
    'simple_body',
    'stocknum',
  ],
  attributesForFaceting: CAR_FACETS,
  customRanking: ['desc(custom_rank)'],
  replicas: Object.keys(CAR_REPLICAS),
};

export function replicaSettings(sort: string): Partial<IndexSettings> {
  return { ranking: [sort, ...DEFAULT_RANKING] };
}

/** Records as plain data (what the store keeps), for the reference implementation. */
export type { SearchRecord };
