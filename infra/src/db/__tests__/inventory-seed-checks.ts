import { createCarEvents } from '../../cars/car-events';
import { carToRow } from '../../cars/car-row';
import { createCarsRepository } from '../../cars/cars-repository';
import { toCarRecord } from '../../search/car-index/car-record';
import { generateInventory, type DealershipInput } from '../../inventory';
import { SeedRefused, seedInventory } from '../../seeding/seed-inventory';
import { inventoryInput, loadStockDealerships } from '../../sites/dealership-directory';
import type { Db } from '../db';

const NOW = new Date('2026-03-10T00:00:00Z');
const CARS = 400;
const ids = Array.from({ length: CARS }, (_, i) => i + 1);

/** The demo inventory seed (issue 3 item 3) on the seeded demo tenants; not a test file. */
export function describeInventorySeed(ref: { db: Db }): void {
  it('seeds the count asked for: exactly the generated cars over every dealership, deterministically', async () => {
    const { db } = ref;
    const cars = createCarsRepository(db);
    const events = createCarEvents();
    const heard: number[][] = [];
    events.onCarsChanged((changed) => void heard.push(changed));
    const report = await seedInventory(db, { cars: CARS, seed: 7, now: NOW, events });
    expect(report).toMatchObject({ cars: CARS, deleted: 0, seed: 7 });
    expect(await cars.count()).toBe(CARS);
    expect(heard).toEqual([ids]);

    const inputs = (await loadStockDealerships(db))
      .map(inventoryInput)
      .filter((input): input is DealershipInput => input !== null);
    expect(inputs.length).toBeGreaterThanOrEqual(12);
    const expected = generateInventory({ cars: CARS, dealerships: inputs, seed: 7, now: NOW });
    const stored = await cars.findByIds(ids);
    expect(stored).toEqual(expected);
    expect(new Set(stored.map((car) => car.dealership_id)).size).toBeGreaterThanOrEqual(12);
    expect(await cars.findBySlug(expected[0]!.slug)).toEqual(expected[0]);
    expect((await cars.pageForIndex(CARS - 2, 10)).map((car) => car.id)).toEqual([CARS - 1, CARS]);

    await expect(seedInventory(db, { cars: 10, now: NOW })).rejects.toBeInstanceOf(SeedRefused);
    expect(await seedInventory(db, { cars: 10, now: NOW, onlyFirstTime: true })).toBeNull();
    const again = await seedInventory(db, { cars: CARS, seed: 7, now: NOW, reset: true });
    expect(again).toMatchObject({ cars: CARS, deleted: CARS });
    expect(await cars.findByIds(ids)).toEqual(expected);
    const [sequence] = await db.query<{ id: number }>(
      `SELECT nextval(pg_get_serial_sequence('cars', 'id'))::int AS id`,
    );
    expect(sequence?.id).toBe(CARS + 1);
  });

  it("the indexer's narrow read gives every car the same index record as the whole car", async () => {
    const { db } = ref;
    const cars = createCarsRepository(db);
    const context = { name: 'Dealership', soldDays: 3 };
    const whole = await cars.findByIds(ids);
    const [first, second] = whole;
    // Edge cases the generator does not make: no location, a lender without figures, a null disclaimer.
    await cars.upsertRows([
      carToRow({ ...first!, location: null }, null, first!.created_at),
      carToRow(
        {
          ...second!,
          finance_lenders: {
            Angle: { ...Object.values(second!.finance_lenders)[0]!, disclaimer: null },
            Taurus: null as never,
          },
        },
        null,
        second!.created_at,
      ),
    ]);
    const expected = (await cars.findByIds(ids)).map((car) => toCarRecord(car, context));
    const paged = [];
    for (let after = 0; ;) {
      const page = await cars.pageForIndex(after, 150);
      if (page.length === 0) break;
      paged.push(...page);
      after = page.at(-1)!.id;
    }
    expect(paged.map((car) => toCarRecord(car, context))).toEqual(expected);
    expect((await cars.findForIndex([2, 1, 99_999])).map((car) => toCarRecord(car, context))).toEqual(
      expected.slice(0, 2),
    );
    expect(expected[0]!.location_slug).toBeNull();
    expect(Object.keys(expected[1]!.finance_lenders)).toEqual(['Angle']);
    expect(JSON.stringify(paged)).not.toContain('disclaimer');
  });
}
