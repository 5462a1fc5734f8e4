import type { Car } from '../../../shared/src/domain/car';
import { buildCar, type RunContext } from './build-car';
import { mixSeed, mulberry32 } from './prng';
import { KIND_WEIGHT, stockPlan, type StockPlan } from './stock-plan';
import type { InventoryOptions } from './types';
import { UsedYears } from './used-years';
import { WeightedTable } from './weighted';

export const DEFAULT_SEED = 1;

function checkOptions(options: InventoryOptions): void {
  if (!Number.isInteger(options.cars) || options.cars < 0) {
    throw new Error(`generateInventory: cars must be a whole number ≥ 0 (got ${options.cars})`);
  }
  if (options.cars > 0 && options.dealerships.length === 0)
    throw new Error('generateInventory: no dealerships given');
  if (Number.isNaN(options.now.getTime())) throw new Error('generateInventory: now is not a valid date');
  const ids = new Set<number>();
  const slugs = new Set<string>();
  for (const dealer of options.dealerships) {
    if (ids.has(dealer.id) || slugs.has(dealer.slug)) {
      throw new Error(`generateInventory: dealership ${dealer.id} "${dealer.slug}" is listed twice`);
    }
    ids.add(dealer.id);
    slugs.add(dealer.slug);
  }
}

/**
 * Cars one at a time (issue 3 item 3), so seeding 100,000 cars needs only one in memory. Ids run from 1 in
 * generation order. Each car draws from its own PRNG stream seeded by (seed, id), and the stock counters
 * are the only running state, so output is byte-identical for the same seed, dealerships and `now`, and the
 * first n cars of a larger run equal a run of n cars.
 */
export function* inventoryRows(options: InventoryOptions): Generator<Car, void, undefined> {
  checkOptions(options);
  const seed = (options.seed ?? DEFAULT_SEED) >>> 0;
  const currentYear = options.now.getUTCFullYear();
  const run: RunContext = {
    seed,
    currentYear,
    nowSeconds: Math.floor(options.now.getTime() / 1000),
    usedYears: new UsedYears(currentYear),
  };
  const plans = new WeightedTable<StockPlan>(
    options.dealerships.map(
      (dealer) => [stockPlan(dealer, currentYear, seed), dealer.weight ?? KIND_WEIGHT[dealer.kind]] as const,
    ),
  );
  const counters = new Map<number, number>();
  for (let id = 1; id <= options.cars; id++) {
    const random = mulberry32(mixSeed(seed, id));
    const plan = plans.pick(random);
    const index = counters.get(plan.dealer.id) ?? 0;
    counters.set(plan.dealer.id, index + 1);
    yield buildCar(random, id, plan, index, run);
  }
}

/** All cars at once (pure; see inventoryRows for the streaming form). */
export function generateInventory(options: InventoryOptions): Car[] {
  return Array.from(inventoryRows(options));
}
