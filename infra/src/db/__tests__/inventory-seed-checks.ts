import { createCarEvents } from '../../cars/car-events';
import { createCarsRepository } from '../../cars/cars-repository';
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
    expect((await cars.page(CARS - 2, 10)).map((car) => car.id)).toEqual([CARS - 1, CARS]);

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
}
