import { createCarsRepository } from '../../cars/cars-repository';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { openPgDb } from '../../db/pg-db';
import { openPgliteDb } from '../../db/pglite-db';
import { feedRecord } from '../../import/feed-writer';
import { importFeed } from '../../import/import-feed';
import { seedInventory } from '../../seeding/seed-inventory';
import { loadSiteDocument } from '../../site-documents/load-site-document';
import { putSiteDocument } from '../../site-documents/put-site-document';
import {
  createPostgresSchema,
  TEST_DATABASE_URL,
  type PostgresSchema,
} from '../../test-support/postgres-schema';
import { DEMO_DATA_VERSION, seedDemoTenants } from '../seed-demo-tenants';

jest.setTimeout(120_000);

const SITE = 'harbour-nissan';
const MAIN = 'harbour-nissan-newcastle';
const ADDED = 'harbour-nissan-cessnock';
const NOW = new Date('2026-03-10T00:00:00Z');

/**
 * A database of an older demo version whose demo site was changed by `sites put` (as a new demo version
 * changes a location): raising DEMO_DATA_VERSION rewrites the site, and its cars follow, as after a put.
 */
function demoRewriteTests(open: () => Promise<Db>, close: () => Promise<void>): void {
  let db: Db;
  beforeAll(async () => {
    db = await open();
    await migrate(db);
    expect(await seedDemoTenants(db, NOW)).toBe(9);
    await seedInventory(db, { cars: 300, now: NOW });
  });
  afterAll(close);

  const copies = (where: string, params: unknown[]) =>
    db.query<{ id: number; location_slug: string; name: string; phone: string; city: string }>(
      `SELECT c.id, l.slug AS location_slug, c.location->>'name' AS name, c.location->>'phone' AS phone, c.city
       FROM cars c JOIN locations l ON l.id = c.location_id WHERE ${where} ORDER BY c.id`,
      params,
    );

  it("rewrites the demo sites with their cars' copies of the locations it changes or drops", async () => {
    const demo = await copies('l.slug = $1', [MAIN]);
    expect(demo.length).toBeGreaterThan(1);
    const { name, phone, city } = demo[0]!;

    // A put renames the main location and adds one, where an import puts a car.
    const document = (await loadSiteDocument(db, SITE))!;
    const main = document.dealer.locations.find((l) => l.slug === MAIN)!;
    document.dealer.locations.push({
      ...main,
      slug: ADDED,
      name: 'Harbour Nissan Cessnock',
      primary: false,
      address: { ...main.address, street: '5 Vincent Street', city: 'Cessnock', postcode: '2325' },
    });
    main.name = 'Harbour Nissan Maitland';
    main.contact_detail.phone = '0400 111 222';
    await putSiteDocument(
      {
        sites: { change: (work) => db.transaction(work) },
        events: { emitCarsChanged: async () => undefined },
        config: { production: false, smtpUrl: null },
      },
      document,
      { dryRun: false },
    );
    const [moved] = await createCarsRepository(db).findByIds([demo[0]!.id]);
    const row = { ...feedRecord(moved!), city: null, state: null, location: { slug: ADDED } };
    await importFeed(db, { site: SITE, format: 'json', text: JSON.stringify([row]), full: false });
    expect(await copies('c.id = $1', [moved!.id])).toEqual([
      expect.objectContaining({ location_slug: ADDED, name: 'Harbour Nissan Cessnock', city: 'Cessnock' }),
    ]);
    const renamed = await copies('l.slug = $1', [MAIN]);
    expect(renamed.map((car) => car.name)).toEqual(renamed.map(() => 'Harbour Nissan Maitland'));

    // The next start of a newer demo version.
    await db.query(`UPDATE platform_meta SET value = $1::text::jsonb WHERE key = 'demo_data_version'`, [
      JSON.stringify(DEMO_DATA_VERSION - 1),
    ]);
    expect(await seedDemoTenants(db, NOW)).toBe(9);

    const rewritten = await loadSiteDocument(db, SITE);
    expect(rewritten!.dealer.locations.map((l) => l.slug)).not.toContain(ADDED);
    expect(await copies('l.slug = $1', [MAIN])).toEqual(
      demo.map((car) => ({ ...car, location_slug: MAIN, name, phone, city })),
    );
    const [stale] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM cars
       WHERE location->>'name' IN ('Harbour Nissan Maitland', 'Harbour Nissan Cessnock') OR location_id IS NULL`,
    );
    expect(stale).toEqual({ n: 0 });
    expect(await seedDemoTenants(db, NOW)).toBe(0);
  });
}

describe('the demo rewrite on PGlite', () => {
  let db: Db | undefined;
  demoRewriteTests(
    async () => (db = await openPgliteDb()),
    async () => db?.close(),
  );
});

if (!TEST_DATABASE_URL) console.info('the demo rewrite on PostgreSQL: skipped (DATABASE_URL is not set)');

(TEST_DATABASE_URL ? describe : describe.skip)('the demo rewrite on PostgreSQL (DATABASE_URL)', () => {
  let schema: PostgresSchema | undefined;
  let db: Db | undefined;
  demoRewriteTests(
    async () => {
      schema = await createPostgresSchema('dealerline_demo_rewrite');
      return (db = await openPgDb(schema.url));
    },
    async () => {
      await db?.close();
      await schema?.drop();
    },
  );
});
