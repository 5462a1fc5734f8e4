import { ALL_DEALERS } from '../../src/inventory/__tests__/dealerships';
import { generateInventory } from '../../src/inventory';
import {
  CAR_SORTS,
  carIndexNames,
  carIndexSettings,
  replicaSettings,
} from '../../src/search/car-index/car-index-settings';
import { toCarRecord, type CarRecord } from '../../src/search/car-index/car-record';
import { DEFAULT_SOLD_VISIBLE_DAYS } from '../../../shared/src/rules/constants';
import { SearchEngine } from '../../src/search/engine';

/**
 * What the search benchmark measures: the production car index (the indexer's records, `toCarRecord`, and the
 * car index settings with its sort replicas), as `Car_production` holds it on a running platform.
 */
export const CAR_INDEX = carIndexNames('Car_production');
export const CAR_INDEX_SETTINGS = carIndexSettings(CAR_INDEX);

export type { CarRecord };

export function benchRecords(cars: number, now: Date, seed = 1): CarRecord[] {
  const names = new Map(ALL_DEALERS.map((dealer) => [dealer.id, dealer.name]));
  return generateInventory({ cars, dealerships: ALL_DEALERS, now, seed }).map((car) =>
    toCarRecord(car, {
      name: names.get(car.dealership_id) ?? car.dealership_slug,
      soldDays: DEFAULT_SOLD_VISIBLE_DAYS,
    }),
  );
}

/** The primary with its records, then each sort replica (which copies them), then warmed. */
export function buildCarEngine(records: CarRecord[]): SearchEngine {
  const engine = new SearchEngine();
  engine.setSettings(CAR_INDEX.primary, CAR_INDEX_SETTINGS);
  engine.index(CAR_INDEX.primary).saveObjects(records);
  for (const { suffix, sort } of Object.values(CAR_SORTS))
    engine.setSettings(`${CAR_INDEX.primary}${suffix}`, replicaSettings(sort));
  engine.index(CAR_INDEX.primary).warm();
  return engine;
}

/** A group site's stock filter as its secured key carries it (spec §7.1): shown, and not sold for too long. */
export const benchStockFilter = (nowTs: number): string =>
  `show_on_dealer_website:true AND visible_until > ${nowTs}`;
