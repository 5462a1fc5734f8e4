import { createCarEvents } from '../../cars/car-events';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { openPgDb } from '../../db/pg-db';
import { openPgliteDb } from '../../db/pglite-db';
import { seedDemoTenants } from '../../demo/seed-demo-tenants';
import { feedRecord } from '../../import/feed-writer';
import { importFeed } from '../../import/import-feed';
import { generateInventory } from '../../inventory';
import { seedInventory } from '../../seeding/seed-inventory';
import { saveLead } from '../../leads/save-lead';
import type { PaymentProvider } from '../../payments/payment-provider';
import { createTestPaymentProvider } from '../../payments/test-payment-provider';
import { reservation } from '../../reservations/__tests__/reservation-fixtures';
import { reserveCar } from '../../reservations/reserve-car';
import { createSitesRepository } from '../../sites/sites-repository';
import { inventoryInput, loadStockDealerships } from '../../sites/dealership-directory';
import {
  createPostgresSchema,
  TEST_DATABASE_URL,
  type PostgresSchema,
} from '../../test-support/postgres-schema';
import { testLead } from '../../test-support/test-lead';
import { loadSiteDocument } from '../load-site-document';
import { putSiteDocument, type PutSiteDependencies } from '../put-site-document';
import type { SiteDocument } from '../site-document';

jest.setTimeout(60_000);

const SITE = 'harbour-nissan';
const OTHER_SITE = 'coastline-motor-group';
const MAIN = 'harbour-nissan-newcastle';
const NOW = new Date('2026-03-10T00:00:00Z');

/** A promise and the function that resolves it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

interface Hooks {
  /** Awaited when the import opens its transaction, before it begins. */
  beforeTransaction?: () => Promise<void>;
  /** Awaited before each statement inside the transaction. */
  beforeStatement?: (sql: string) => Promise<void>;
  /** Told the PostgreSQL backend of the transaction (pg_backend_pid) as it begins. */
  onBegin?: (pid: number) => void;
}

const backendPid = async (tx: Db) =>
  (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0]!.pid;

/** `db` as the import sees it, with the test's hooks around its transaction. */
function instrumented(db: Db, hooks: Hooks): Db {
  const inside = (tx: Db): Db => ({
    ...tx,
    async query<T>(sql: string, params?: unknown[]) {
      await hooks.beforeStatement?.(sql);
      return tx.query<T>(sql, params);
    },
  });
  return {
    ...db,
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      await hooks.beforeTransaction?.();
      return db.transaction(async (tx) => {
        if (tx.kind === 'postgres') hooks.onBegin?.(await backendPid(tx));
        return fn(inside(tx));
      });
    },
  };
}

/**
 * Resolves 'settled' once `work` has settled, or 'blocked' once the backend `pid()` names waits for a lock
 * (it then goes on once the transaction holding that lock ends).
 */
async function settledOrBlocked(db: Db, work: Promise<unknown>, pid: () => number | null) {
  let settled = false;
  work.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (;;) {
    if (settled) return 'settled';
    const backend = pid();
    if (backend !== null) {
      const [row] = await db.query<{ wait_event_type: string | null }>(
        'SELECT wait_event_type FROM pg_stat_activity WHERE pid = $1',
        [backend],
      );
      if (row?.wait_event_type === 'Lock') return 'blocked';
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * A `sites put` changing a location at the same moment as a feed import of its site, or an inventory seed,
 * writes cars that copy it (they took no lock, and could write a car with the copy the put had just
 * replaced). Whatever the interleaving, the cars they write end with the put's new name and phone.
 */
function putRaceTests(
  open: () => Promise<Db>,
  close: () => Promise<void>,
  /** Transactions on more than one connection (PostgreSQL): a put and an import can be open at once. */
  concurrent: boolean,
): void {
  let db: Db;
  beforeAll(async () => {
    db = await open();
    await migrate(db);
    await seedDemoTenants(db, NOW);
  });
  afterAll(close);

  const importText = (idb: Db, text: string) =>
    importFeed(idb, { site: SITE, format: 'json', text, full: false, now: NOW });

  /**
   * Two feed rows of the main dealership at its main location (no location, city or state of their own, so
   * they copy its): `existing` is imported before the race and changed by the raced feed, `added` is new.
   */
  async function feedOf(label: string, seed: number) {
    const dealerships = (await loadStockDealerships(db))
      .filter((d) => d.site_slug === SITE && d.location?.slug === MAIN)
      .map(inventoryInput)
      .filter((input) => input !== null);
    const cars = generateInventory({ cars: 2, dealerships, now: NOW, seed });
    const [existing, added] = cars.map((car, i) => ({
      ...feedRecord(car),
      stocknum: `${label}-${i}`,
      vin: null,
      location: null,
      city: null,
      state: null,
    }));
    await importText(db, JSON.stringify([existing]));
    return JSON.stringify([{ ...existing!, price: Number(existing!.price ?? 0) + 1000 }, added]);
  }

  /** The site's document with its main location renamed and given another phone. */
  async function renamed(label: string, phone: string) {
    const document = (await loadSiteDocument(db, SITE))!;
    const location = document.dealer.locations.find((l) => l.slug === MAIN)!;
    location.name = `Harbour Nissan ${label}`;
    location.contact_detail.phone = phone;
    return { document, name: location.name, phone };
  }

  const putDeps = (change: PutSiteDependencies['sites']['change']): PutSiteDependencies => ({
    sites: { change },
    events: { emitCarsChanged: async () => undefined },
    config: { production: false, smtpUrl: null },
  });

  const copies = (label: string) =>
    db.query<{ stocknum: string; name: string; phone: string }>(
      `SELECT stocknum, location->>'name' AS name, location->>'phone' AS phone FROM cars
       WHERE stocknum LIKE $1 ORDER BY stocknum`,
      [`${label}-%`],
    );
  /** Both cars of a label's feed (its existing car and the one the feed adds) copy the location's new values. */
  const expectBothCarsCopy = async (label: string, name: string, phone: string) =>
    expect(await copies(label)).toEqual([
      { stocknum: `${label}-0`, name, phone },
      { stocknum: `${label}-1`, name, phone },
    ]);

  /** `db` for a writer that stops before it writes its first car (`writing`) until `resume()`. */
  function stoppedBeforeCars() {
    const writing = gate();
    const resumed = gate();
    const stopped = instrumented(db, {
      beforeStatement: async (sql) => {
        if (!sql.startsWith('INSERT INTO cars')) return;
        writing.open();
        await resumed.opened;
      },
    });
    return { db: stopped, writing: writing.opened, resume: resumed.open };
  }

  /** A put of `document`, with the backend of its transaction (`pid()`, once it has begun). */
  function watchedPut(document: SiteDocument) {
    let pid: number | null = null;
    const putting = putSiteDocument(
      putDeps((work) =>
        db.transaction(async (tx) => {
          pid = await backendPid(tx);
          return work(tx);
        }),
      ),
      document,
      { dryRun: false },
    );
    return { putting, pid: () => pid };
  }

  it('reads the locations inside its transaction: a put committed after the import began is copied', async () => {
    const label = 'Between';
    const text = await feedOf(label, 1);
    const { document, name, phone } = await renamed(label, '0400 000 001');
    // The put commits after the import has read the site (and validated the feed), as it opens its transaction.
    const report = await importText(
      instrumented(db, {
        beforeTransaction: async () => {
          await putSiteDocument(
            putDeps((work) => db.transaction(work)),
            document,
            { dryRun: false },
          );
        },
      }),
      text,
    );
    expect(report).toMatchObject({ inserted: 1, updated: 1, rejected: [] });
    await expectBothCarsCopy(label, name, phone);
  });

  it('validates the feed again when a put changed the dealerships after it was validated', async () => {
    const label = 'NewDealership';
    const document = (await loadSiteDocument(db, SITE))!;
    const [first] = document.dealer.dealerships;
    document.dealer.dealerships.push({
      ...first!,
      slug: 'harbour-nissan-fleet',
      name: 'Harbour Nissan Fleet',
    });
    const [row] = JSON.parse(await feedOf(label, 4)) as Record<string, unknown>[];
    const text = JSON.stringify([
      {
        ...row,
        stocknum: `${label}-fleet`,
        dealership_slug: 'harbour-nissan-fleet',
        city: 'Newcastle',
        state: 'NSW',
      },
    ]);
    const report = await importText(
      instrumented(db, {
        beforeTransaction: async () => {
          await putSiteDocument(
            putDeps((work) => db.transaction(work)),
            document,
            { dryRun: false },
          );
        },
      }),
      text,
    );
    expect(report).toMatchObject({ inserted: 1, rejected: [] });
    const [car] = await db.query<{ slug: string }>(
      'SELECT d.slug FROM cars c JOIN dealerships d ON d.id = c.dealership_id WHERE c.stocknum = $1',
      [`${label}-fleet`],
    );
    expect(car).toEqual({ slug: 'harbour-nissan-fleet' });
  });

  if (!concurrent) return;

  it('a put during the import waits for it, then updates the cars it wrote', async () => {
    const label = 'DuringImport';
    const text = await feedOf(label, 2);
    const { document, name, phone } = await renamed(label, '0400 000 002');
    // The import stops before it writes its first car, its transaction open and the locations read.
    const stopped = stoppedBeforeCars();
    const importing = importText(stopped.db, text);
    await stopped.writing;
    const { putting, pid } = watchedPut(document);
    const put = await settledOrBlocked(db, putting, pid);
    stopped.resume();
    const [report] = await Promise.all([importing, putting]);
    expect(report).toMatchObject({ inserted: 1, updated: 1, rejected: [] });
    await expectBothCarsCopy(label, name, phone);
    expect(put).toBe('blocked');
  });

  it('a put waiting for an import holds up no lead, of this site or another', async () => {
    const label = 'LeadsFlow';
    const text = await feedOf(label, 5);
    const { document, name, phone } = await renamed(label, '0400 000 005');
    const stopped = stoppedBeforeCars();
    const importing = importText(stopped.db, text);
    await stopped.writing;
    const { putting, pid } = watchedPut(document);
    expect(await settledOrBlocked(db, putting, pid)).toBe('blocked');
    // Storing a lead checks its site (a foreign key: a row lock on sites), as a reservation's or a phone
    // reveal's row does: it must not wait for the import of some site to end.
    const [site] = await db.query<{ id: number }>('SELECT id FROM sites WHERE slug = $1', [OTHER_SITE]);
    let leadPid: number | null = null;
    const storing = db.transaction(async (tx) => {
      leadPid = await backendPid(tx);
      return saveLead(tx, {
        siteId: site!.id,
        submission: testLead(),
        carId: null,
        dealershipId: null,
        idempotencyKey: null,
        userAgent: null,
      });
    });
    const lead = await settledOrBlocked(db, storing, () => leadPid);
    stopped.resume();
    await Promise.all([importing, putting, storing]);
    expect(lead).toBe('settled');
    await expectBothCarsCopy(label, name, phone);
  });

  it('an import during a put waits for its commit, then copies the new values', async () => {
    const label = 'DuringPut';
    const text = await feedOf(label, 3);
    const { document, name, phone } = await renamed(label, '0400 000 003');
    // The put stops after its work (locations saved, its cars' copies updated), before its commit.
    const done = gate();
    const commit = gate();
    const putting = putSiteDocument(
      putDeps((work) =>
        db.transaction(async (tx) => {
          const result = await work(tx);
          done.open();
          await commit.opened;
          return result;
        }),
      ),
      document,
      { dryRun: false },
    );
    await done.opened;
    let importPid: number | null = null;
    const importing = importText(instrumented(db, { onBegin: (pid) => (importPid = pid) }), text);
    const imported = await settledOrBlocked(db, importing, () => importPid);
    commit.open();
    const [report] = await Promise.all([importing, putting]);
    expect(report).toMatchObject({ inserted: 1, updated: 1, rejected: [] });
    await expectBothCarsCopy(label, name, phone);
    expect(imported).toBe('blocked');
  });

  it('a put during an inventory seed waits for it, then updates the cars it generated', async () => {
    const label = 'DuringSeed';
    const { document, name, phone } = await renamed(label, '0400 000 004');
    // The seed (every car replaced) stops before it writes its first car, the locations read.
    const stopped = stoppedBeforeCars();
    const seeding = seedInventory(stopped.db, { cars: 100, reset: true, now: NOW });
    await stopped.writing;
    const { putting, pid } = watchedPut(document);
    const put = await settledOrBlocked(db, putting, pid);
    stopped.resume();
    await Promise.all([seeding, putting]);
    const cars = await db.query<{ name: string; phone: string }>(
      `SELECT c.location->>'name' AS name, c.location->>'phone' AS phone
       FROM cars c JOIN locations l ON l.id = c.location_id WHERE l.slug = $1`,
      [MAIN],
    );
    expect(cars.length).toBeGreaterThan(0);
    expect(cars).toEqual(cars.map(() => ({ name, phone })));
    expect(put).toBe('blocked');
  });

  it('a put during a reservation of a car it updates waits for it: no deadlock, both succeed', async () => {
    const label = 'DuringReservation';
    await importText(db, await feedOf(label, 6));
    const [car] = await db.query<{ slug: string }>('SELECT slug FROM cars WHERE stocknum = $1', [
      `${label}-0`,
    ]);
    const allowed = (await loadSiteDocument(db, SITE))!;
    allowed.dealer.autograb = true; // the reserve rule needs an autograb dealer
    await putSiteDocument(
      putDeps((work) => db.transaction(work)),
      allowed,
      { dryRun: false },
    );
    const { document, name, phone } = await renamed(label, '0400 000 007');
    // The reservation stops in its payment call: the car's row locked, its lead not stored yet.
    const paying = gate();
    const paid = gate();
    const card = createTestPaymentProvider();
    const payments: PaymentProvider = {
      ...card,
      async charge(request) {
        paying.open();
        await paid.opened;
        return card.charge(request);
      },
    };
    const reserving = reserveCar(
      { db, payments, events: createCarEvents(), now: () => NOW, log: console },
      {
        tenant: (await createSitesRepository(db).findBySlug(SITE))!,
        slug: car!.slug,
        request: reservation(),
        inSiteStock: () => true,
        idempotencyKey: null,
        userAgent: null,
        origin: 'https://dealer.example',
      },
    );
    await paying.opened;
    // The put rewrites that car's copy of the location: it waits for the reservation's row lock, or for its
    // site's, and must not hold what the reservation's lead then needs (its site's row, for the foreign key).
    const { putting, pid } = watchedPut(document);
    const put = await settledOrBlocked(db, putting, pid);
    paid.open();
    const [reserved] = await Promise.all([reserving, putting]);
    expect(put).toBe('blocked');
    expect(reserved.confirmed.deposit).toBe(500);
    const [row] = await db.query<{ reserved: boolean; name: string; phone: string }>(
      `SELECT reserved, location->>'name' AS name, location->>'phone' AS phone FROM cars WHERE slug = $1`,
      [car!.slug],
    );
    expect(row).toEqual({ reserved: true, name, phone });
  });

  it('a demo rewrite during a put that holds its site lock waits for it: no deadlock', async () => {
    const { document } = await renamed('BeforeRewrite', '0400 000 006');
    // The put stops after its site's stock lock, before it locks the sites table.
    const locked = gate();
    const resumed = gate();
    const stopped = instrumented(db, {
      beforeStatement: async (sql) => {
        if (!sql.startsWith('LOCK TABLE sites')) return;
        locked.open();
        await resumed.opened;
      },
    });
    const putting = putSiteDocument(
      putDeps((work) => stopped.transaction(work)),
      document,
      { dryRun: false },
    );
    await locked.opened;
    // The next start of a newer demo version rewrites every demo site, this one too.
    await db.query(`UPDATE platform_meta SET value = '1'::jsonb WHERE key = 'demo_data_version'`);
    let rewritePid: number | null = null;
    const rewriting = seedDemoTenants(instrumented(db, { onBegin: (pid) => (rewritePid = pid) }), NOW);
    const rewrite = await settledOrBlocked(db, rewriting, () => rewritePid);
    resumed.open();
    // Had the rewrite locked the sites table before this site's lock, each would wait for the other.
    await Promise.all([putting, rewriting]);
    expect(rewrite).toBe('blocked');
    // The rewrite came second: the demo's location, and the cars' copies of it.
    const location = (await loadSiteDocument(db, SITE))!.dealer.locations.find((l) => l.slug === MAIN)!;
    expect(location.name).not.toBe('Harbour Nissan BeforeRewrite');
    const cars = await db.query<{ name: string }>(
      `SELECT c.location->>'name' AS name FROM cars c JOIN locations l ON l.id = c.location_id
       WHERE l.slug = $1`,
      [MAIN],
    );
    expect(cars.length).toBeGreaterThan(0);
    expect(cars).toEqual(cars.map(() => ({ name: location.name })));
  });
}

describe('a sites put and a feed import at the same time, on PGlite', () => {
  let db: Db | undefined;
  putRaceTests(
    async () => (db = await openPgliteDb()),
    async () => db?.close(),
    false,
  );
});

if (!TEST_DATABASE_URL)
  console.info('a sites put racing an import or a seed on PostgreSQL: skipped (DATABASE_URL is not set)');

(TEST_DATABASE_URL ? describe : describe.skip)(
  'a sites put and a feed import or an inventory seed at the same time, on PostgreSQL (DATABASE_URL)',
  () => {
    let schema: PostgresSchema | undefined;
    let db: Db | undefined;
    putRaceTests(
      async () => {
        schema = await createPostgresSchema('dealerline_put_races');
        return (db = await openPgDb(schema.url));
      },
      async () => {
        await db?.close();
        await schema?.drop();
      },
      true,
    );
  },
);
