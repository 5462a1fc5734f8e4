import type { Car } from '../../../../shared/src/domain/car';
import { seedInventory } from '../../seeding/seed-inventory';
import type { Tenant } from '../../sites/tenant';
import { createTestApp, waitForSearchIndex, type TestApp } from '../../test-support/test-app';

/** Shared by the vehicle and SEO route tests (not a test file): a seeded app on a fixed clock. */
export const START = Date.parse('2026-03-10T00:00:00Z');
export const DAY = 86400;

export interface VehicleFixture {
  t: TestApp;
  /** The app's clock in milliseconds; tests move it by hand. */
  clock: { now: number };
  tenant(slug: string): Promise<Tenant>;
  /** The first car matching `where` (SQL on cars c joined to dealerships d and sites s). */
  car(where: string, params?: unknown[]): Promise<Car>;
  hostOf(slug: string): { host: string };
}

export async function vehicleFixture(cars = 2000): Promise<VehicleFixture> {
  const clock = { now: START };
  const t = await createTestApp({}, { now: () => clock.now });
  await waitForSearchIndex(t.app);
  const { db, events } = t.app.platform;
  await seedInventory(db, { cars, now: new Date(START), seed: 3, events });
  return {
    t,
    clock,
    async tenant(slug) {
      return (await t.app.platform.sites.findBySlug(slug))!;
    },
    async car(where, params = []) {
      const [row] = await db.query<{ id: number }>(
        `SELECT c.id FROM cars c JOIN dealerships d ON d.id = c.dealership_id JOIN sites s ON s.id = d.site_id
         WHERE ${where} ORDER BY c.id LIMIT 1`,
        params,
      );
      if (!row) throw new Error(`no car where ${where}`);
      return (await t.app.platform.cars.findByIds([row.id]))[0]!;
    },
    hostOf: (slug) => ({ host: `${slug}.localhost:8080` }),
  };
}
