import { contentHash, contentOfCar } from '../cars/car-content';
import type { CarEvents } from '../cars/car-events';
import { carToRow, type CarRow } from '../cars/car-row';
import { createCarsRepository } from '../cars/cars-repository';
import type { Db } from '../db/db';
import { DEFAULT_SEED, inventoryRows, type DealershipInput } from '../inventory';
import { inventoryInput, loadStockDealerships } from '../sites/dealership-directory';

/** Cars generated and written per INSERT round (the repository splits it into statements). */
const ROUND = 2000;

export interface SeedOptions {
  cars: number;
  /** Delete every car first (imported ones too); without it a database that has cars is refused. */
  reset?: boolean;
  /** Only seed a database that was never seeded and has no cars (first start); otherwise do nothing. */
  onlyFirstTime?: boolean;
  /** Generator seed (default 1): the same seed, dealerships and `now` give the same cars. */
  seed?: number;
  /** The generator's clock (default: now). */
  now?: Date;
  onProgress?: (done: number, total: number) => void;
  /** Told about every car id inserted or deleted, after the commit. */
  events?: CarEvents;
}

export interface SeedReport {
  cars: number;
  deleted: number;
  dealerships: number;
  seed: number;
  generatedFor: string;
  seconds: number;
}

/** The database already has cars and no --reset was given; or nothing can hold stock. */
export class SeedRefused extends Error {}

async function dealershipInputs(db: Db): Promise<DealershipInput[]> {
  return (await loadStockDealerships(db))
    .map(inventoryInput)
    .filter((input): input is DealershipInput => input !== null);
}

/**
 * Seeds the demo inventory (issue 3 item 3) with `inventoryRows` over every dealership in the database, in one
 * transaction of batched multi-row INSERTs. Each car stores the content hash a feed of the same car would
 * have, so re-importing an export of the seeded stock changes nothing. Returns null when `onlyFirstTime`
 * finds the database already seeded.
 */
export async function seedInventory(db: Db, options: SeedOptions): Promise<SeedReport | null> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const seed = options.seed ?? DEFAULT_SEED;
  const result = await db.transaction(async (tx) => {
    if (tx.kind === 'postgres') {
      // The cars copy the locations read below. A `sites put` (or the demo rewrite) changing them locks sites
      // EXCLUSIVE: one running finishes first, one coming waits for this commit and then updates the new cars.
      await tx.query('LOCK TABLE sites IN SHARE MODE');
      await tx.query('LOCK TABLE cars IN EXCLUSIVE MODE');
    }
    const cars = createCarsRepository(tx);
    const existing = await cars.count();
    if (options.onlyFirstTime) {
      const [seeds] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM inventory_seeds');
      if (existing > 0 || (seeds?.n ?? 0) > 0) return null;
    }
    if (existing > 0 && !options.reset) {
      throw new SeedRefused(
        `the database already holds ${existing} cars; pass --reset (reset: true) to replace them all`,
      );
    }
    const deleted = existing > 0 ? await cars.deleteAll() : [];
    const dealerships = await dealershipInputs(tx);
    if (options.cars > 0 && dealerships.length === 0)
      throw new SeedRefused('no dealership has a location to keep stock at');
    const updatedAt = now.toISOString();
    let rows: CarRow[] = [];
    let done = 0;
    const flush = async () => {
      await cars.insertRows(rows);
      done += rows.length;
      rows = [];
      options.onProgress?.(done, options.cars);
    };
    options.onProgress?.(0, options.cars);
    for (const car of inventoryRows({ cars: options.cars, dealerships, seed, now })) {
      rows.push(carToRow(car, contentHash(contentOfCar(car)), updatedAt));
      if (rows.length === ROUND) await flush();
    }
    if (rows.length) await flush();
    await cars.syncIdSequence();
    const seconds = (performance.now() - started) / 1000;
    await tx.query(
      'INSERT INTO inventory_seeds (cars, seed, generated_for, seconds) VALUES ($1, $2, $3, $4)',
      [options.cars, seed, updatedAt, seconds],
    );
    return { deleted, dealerships: dealerships.length };
  });
  if (!result) return null;
  const ids = new Set(result.deleted);
  for (let id = 1; id <= options.cars; id++) ids.add(id);
  await options.events?.emitCarsChanged([...ids].sort((a, b) => a - b));
  return {
    cars: options.cars,
    deleted: result.deleted.length,
    dealerships: result.dealerships,
    seed,
    generatedFor: now.toISOString(),
    seconds: (performance.now() - started) / 1000,
  };
}
