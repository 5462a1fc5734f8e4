import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { createLocalBackend } from '../../cli/local-backend';
import { openDb } from '../../db/open-db';
import { readEnvConfig } from '../../config';
import { seedInventory } from '../../seeding/seed-inventory';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { SearchEngine } from '../engine';
import { injectRequester, type EndRequest } from '../indexer/inject-requester';
import { algoliaClient, type Requester } from '../indexer/search-client';
import { verifySecuredKey } from '../keys/secured-key';
import { algoliaProtocol, PROTOCOL_SERVER_OPTIONS } from '../protocol/algolia-protocol';
import { createSearchService } from '../search-service';

jest.setTimeout(120_000);

const ALGOLIA = {
  ALGOLIA_APP_ID: 'ALGOLIAAPP1',
  ALGOLIA_ADMIN_KEY: 'algolia-admin-key',
  ALGOLIA_SEARCH_KEY: 'algolia-search-key',
};

const KEYS = { appId: 'ALGOLIAAPP1', adminKey: 'algolia-admin-key', searchKey: 'algolia-search-key' };

/**
 * A stand-in for Algolia's servers: the same protocol with Algolia's credentials on an engine of its own,
 * reached through `forward`, a requester like the official client's.
 */
async function algoliaStandIn() {
  const engine = new SearchEngine();
  const app = Fastify({ logger: false, ...PROTOCOL_SERVER_OPTIONS });
  await app.register(algoliaProtocol, { prefix: '/1', engine, keys: KEYS });
  return { engine, app, forward: injectRequester(() => app) };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedInventory(t.app.platform.db, { cars: 300, seed: 4 });
});
afterAll(async () => t?.close());

/** An answer of Algolia's that is an error. */
const failure = (status: number, message: string) =>
  Promise.resolve({ status, content: JSON.stringify({ message, status }), isTimedOut: false });

/**
 * A server of the platform on Algolia (the test's database), named in the lines it logs to `errors`; it hears
 * only its own changes (the test calls `update` as the change's server would).
 */
function algoliaServer(requester: Requester, errors: string[]) {
  const config = { ...readEnvConfig({ DATA_DIR: t.config.dataDir, ...ALGOLIA }), opsToken: 'x' };
  const { db, cars, sites } = t.app.platform;
  return (name: string) =>
    createSearchService({
      config,
      db,
      cars,
      sites,
      events: { onCarsChanged: () => () => undefined, emitCarsChanged: async () => undefined },
      log: { info: () => undefined, error: (_error, message) => errors.push(`${name}: ${message}`) },
      algoliaRequester: requester,
      updateRetry: { firstMs: 50, maxMs: 200, outboxPollMs: 100, leaseMs: 60_000 },
    });
}

/** The car's record on Algolia's stand-in. */
const storedOn = (forward: Requester) => (objectID: string) =>
  algoliaClient(KEYS.appId, KEYS.adminKey, forward).getObject({ indexName: 'Car_production', objectID });

async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('needs all three ALGOLIA_* variables', () => {
  expect(readEnvConfig({ DATA_DIR: '/tmp/x', ...ALGOLIA }).search?.algolia).toEqual({
    appId: 'ALGOLIAAPP1',
    adminKey: 'algolia-admin-key',
    searchKey: 'algolia-search-key',
  });
  expect(() => readEnvConfig({ ALGOLIA_APP_ID: 'A', ALGOLIA_ADMIN_KEY: 'B' })).toThrow(
    /missing: ALGOLIA_SEARCH_KEY/,
  );
  expect(readEnvConfig({}).search?.algolia).toBeNull();
});

it('indexes into Algolia with the same indexer, and points shoppers at Algolia (no network: a local stand-in answers)', async () => {
  // Algolia's stand-in, reached through a requester that records every request the official client makes.
  const { engine, app: standIn, forward } = await algoliaStandIn();
  const sent: EndRequest[] = [];
  const config = { ...readEnvConfig({ DATA_DIR: t.config.dataDir, ...ALGOLIA }), opsToken: 'x' };
  const { db, cars, sites, events } = t.app.platform;
  const search = await createSearchService({
    config,
    db,
    cars,
    sites,
    events,
    log: { info: () => undefined, error: () => undefined },
    algoliaRequester: { send: (request) => (sent.push(request), forward.send(request)) },
  });
  try {
    expect(search.backend).toBe('algolia');
    const report = await search.indexer.reindex();
    expect(report).toMatchObject({ records: 300, removed: 0 });
    expect(engine.index('Car_production').nbRecords).toBe(300);
    expect(engine.index('Car_production_km_asc').settings.ranking[0]).toBe('asc(km)');
    const hosts = new Set(sent.map((request) => new URL(request.url).host));
    for (const host of hosts)
      expect(host).toMatch(/^algoliaapp1(-dsn\.algolia\.net|\.algolia\.net|-\d\.algolianet\.com)$/);
    expect(sent.every((request) => request.headers['x-algolia-api-key'] === 'algolia-admin-key')).toBe(true);

    // Incremental updates take the same road.
    sent.length = 0;
    await search.indexer.update([1, 2, 99999]);
    expect(sent.some((request) => request.url.includes('/1/indexes/Car_production/batch'))).toBe(true);

    const tenant = (await sites.findBySlug('harbour-nissan'))!;
    const config2 = await search.siteSearch(tenant, 'harbour-nissan.localhost:8080');
    expect(config2).toMatchObject({ appId: 'ALGOLIAAPP1', host: null, indexName: 'Car_production' });
    const verified = verifySecuredKey(config2.apiKey, ['algolia-admin-key', 'algolia-search-key']);
    expect(verified?.parentKey).toBe('algolia-search-key');
    expect(verified?.restrictions.filters).toMatch(/^dealership_id:21 AND /);
  } finally {
    await search.stop();
    await standIn.close();
  }
});

it('keeps the cars of a failed update in the search outbox, where another server takes them over if this one stops', async () => {
  // Algolia's index outlives every server: server A's update fails while Algolia answers 503, A stops (a
  // scale-down) before Algolia is back, and server B, which has been running all along, writes the car.
  const { app: standIn, forward } = await algoliaStandIn();
  const algolia = { down: false };
  const errors: string[] = [];
  const server = algoliaServer(
    { send: (request) => (algolia.down ? failure(503, 'Service Unavailable') : forward.send(request)) },
    errors,
  );
  const { db } = t.app.platform;
  const a = await server('a');
  const b = await server('b');
  const stored = storedOn(forward);
  try {
    expect(await a.indexer.start()).toMatchObject({ records: 300 });
    expect(await b.indexer.start()).toMatchObject({ records: 300 });

    algolia.down = true;
    await db.query('UPDATE cars SET price = 4321, updated_at = now() WHERE id = 5');
    await a.indexer.update([5]);
    expect(a.indexer.status().pending).toMatchObject({ cars: 1, outbox: { cars: 1 } });
    expect(await db.query('SELECT car_id FROM search_outbox')).toEqual([{ car_id: 5 }]);
    // A holds it while it retries: B sees it waiting but leaves it alone.
    await until(() => b.indexer.status().pending.outbox?.cars === 1);
    expect(b.indexer.status().pending.cars).toBe(0);

    await a.stop();
    await until(() => b.indexer.status().pending.cars === 1);
    algolia.down = false;
    await until(() => b.indexer.status().pending.cars === 0);
    expect(await stored('5')).toMatchObject({ price: 4321 });
    expect(await db.query('SELECT car_id FROM search_outbox')).toEqual([]);
    await until(() => b.indexer.status().pending.outbox?.cars === 0);
    // One line per server for the outage.
    expect(errors.filter((line) => line.startsWith('a: search index update failed'))).toHaveLength(1);
    expect(errors.filter((line) => line.startsWith('b: search index update failed'))).toHaveLength(1);

    // A full build clears what it covers: a car left in the outbox by a server that never came back.
    await db.query(
      `INSERT INTO search_outbox (car_id, since, changed_at, held_by, held_until)
       VALUES (6, now() - interval '1 hour', now() - interval '1 hour', 'gone', now() + interval '1 hour')`,
    );
    await b.indexer.reindex();
    expect(await db.query('SELECT car_id FROM search_outbox')).toEqual([]);
  } finally {
    await a.stop();
    await b.stop();
    await standIn.close();
  }
});

it('on Algolia, a car Algolia refuses leaves the search outbox: the others are written, no server retries it', async () => {
  // Server A's update of cars 7 and 8 fails while Algolia is down; once it is back, car 7's record is too big.
  const { app: standIn, forward } = await algoliaStandIn();
  const algolia = { down: false };
  const errors: string[] = [];
  const server = algoliaServer(
    { send: (request) => (algolia.down ? failure(503, 'Service Unavailable') : forward.send(request)) },
    errors,
  );
  const { db } = t.app.platform;
  const [car7] = await db.query<{ url: string | null }>(
    'SELECT primary_image_url AS url FROM cars WHERE id = 7',
  );
  const a = await server('a');
  const b = await server('b');
  const stored = storedOn(forward);
  try {
    await a.indexer.start();
    await b.indexer.start();
    algolia.down = true;
    await db.query('UPDATE cars SET price = 5432, updated_at = now() WHERE id = 8');
    await db.query('UPDATE cars SET primary_image_url = $1, updated_at = now() WHERE id = 7', [
      `https://images.example.com/${'a'.repeat(12_000)}.jpg`,
    ]);
    await a.indexer.update([7, 8]);
    expect(a.indexer.status().pending).toMatchObject({ cars: 2, outbox: { cars: 2 } });

    algolia.down = false;
    await until(() => a.indexer.status().pending.cars === 0);
    const settled = Date.now();
    expect(await stored('8')).toMatchObject({ price: 5432 });
    await expect(stored('7')).rejects.toMatchObject({ status: 404 });
    expect(a.indexer.status().rejected).toMatchObject({
      cars: 1,
      list: [{ carId: 7, reason: expect.stringMatching(/^Record at the position 0 objectID=7 is too big/) }],
    });
    expect(await db.query('SELECT car_id FROM search_outbox')).toEqual([]);
    // B's next look at the outbox finds nothing to take over.
    await until(() => Date.parse(b.indexer.status().pending.outbox?.checkedAt ?? '') > settled);
    expect(b.indexer.status().pending).toMatchObject({ cars: 0, outbox: { cars: 0 } });
    expect(errors.filter((line) => line.startsWith('a: search index refused car 7: Record'))).toHaveLength(1);
  } finally {
    await db.query('UPDATE cars SET primary_image_url = $1 WHERE id = 7', [car7!.url]);
    await a.stop();
    await b.stop();
    await standIn.close();
  }
});

it('a 400 for every write, deletions too, is no car’s fault: the cars wait and are retried, none is set aside', async () => {
  const { app: standIn, forward } = await algoliaStandIn();
  const refusing = { writes: false };
  const errors: string[] = [];
  const server = algoliaServer(
    {
      send: (request) =>
        refusing.writes && request.url.includes('/batch')
          ? failure(400, 'Invalid request body')
          : forward.send(request),
    },
    errors,
  );
  const { db } = t.app.platform;
  const a = await server('a');
  const stored = storedOn(forward);
  try {
    await a.indexer.start();
    const before = await stored('9');
    refusing.writes = true;
    await db.query('UPDATE cars SET price = 6543, updated_at = now() WHERE id = 9');
    await a.indexer.update([9]);
    expect(a.indexer.status()).toMatchObject({
      pending: { cars: 1, lastError: 'Invalid request body' },
      rejected: { cars: 0, list: [] },
    });
    // Its record stays as it was (not deleted as a refused car's would be).
    expect(await stored('9')).toEqual(before);
    refusing.writes = false;
    await until(() => a.indexer.status().pending.cars === 0);
    expect(await stored('9')).toMatchObject({ price: 6543 });
    expect(errors.filter((line) => line.includes('refused'))).toEqual([]);
    expect(errors.filter((line) => line.startsWith('a: search index update failed'))).toHaveLength(1);
  } finally {
    await a.stop();
    await standIn.close();
  }
});

it('on Algolia, cars changed with --local (no indexer in the CLI) go into the search outbox for the servers', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'dealerline-algolia-local-'));
  try {
    const config = { ...readEnvConfig({ DATA_DIR: root, ...ALGOLIA }), opsToken: 'x' };
    const backend = await createLocalBackend(config);
    try {
      await backend.seed({ cars: 5, reset: false });
    } finally {
      await backend.close();
    }
    const db = await openDb(config);
    try {
      const rows = await db.query<{ car_id: number; free: boolean }>(
        'SELECT car_id, held_until <= now() AS free FROM search_outbox ORDER BY car_id',
      );
      expect(rows).toEqual([1, 2, 3, 4, 5].map((car_id) => ({ car_id, free: true })));
    } finally {
      await db.close();
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
