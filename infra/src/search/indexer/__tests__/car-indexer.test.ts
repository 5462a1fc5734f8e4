import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createHttpBackend } from '../../../cli/http-backend';
import { createLocalBackend } from '../../../cli/local-backend';
import { reindexCommand, searchCredentialsCommand } from '../../../cli/search-commands';
import { readEnvConfig } from '../../../config';
import { writeJsonFeed } from '../../../import/feed-writer';
import { createTestApp, TEST_TOKEN, waitForSearchIndex, type TestApp } from '../../../test-support/test-app';

jest.setTimeout(180_000);

let t: TestApp;
const auth = { authorization: `Bearer ${TEST_TOKEN}` };

beforeAll(async () => {
  // 2,000 demo cars seeded by the first start, as npm start does.
  t = await createTestApp({ demoCars: 2000 });
});
afterAll(async () => t?.close());

// The engine runs in its worker: the tests read it through the official client, as the platform does.
const client = () => t.app.searchService.client();
const nbRecords = async (indexName = 'Car_production') =>
  (await client().searchSingleIndex({ indexName, searchParams: { hitsPerPage: 0 } })).nbHits;
const record = (objectID: string) =>
  client()
    .getObject({ indexName: 'Car_production', objectID })
    .catch((error: { status?: number }) => {
      if (error.status === 404) return undefined;
      throw error;
    });
const lines = () => {
  const out: string[] = [];
  return { print: (text: string) => void out.push(text), text: () => out.join('\n') };
};
const quietProgress = { isTTY: false, write: () => true };

it('answers /healthz during the first build; /readyz waits for it', async () => {
  const ready = await t.app.inject('/readyz');
  expect(ready.statusCode).toBe(503);
  expect(ready.json().reasons.join('\n')).toMatch(/search index Car_production is being built/);
  expect((await t.app.inject('/healthz')).statusCode).toBe(200);
  await waitForSearchIndex(t.app);
  const after = await t.app.inject('/readyz');
  expect(after.json().reasons.join('\n')).not.toMatch(/search index/);
  expect(await nbRecords()).toBe(2000);
  expect(t.app.searchService.indexer.status()).toMatchObject({
    state: 'ready',
    built: true,
    run: 1,
    records: 2000,
  });
});

it('builds the index and its sort replicas with the car settings', async () => {
  const settings = (indexName: string) => client().getSettings({ indexName });
  expect((await settings('Car_production')).replicas).toHaveLength(5);
  expect((await settings('Car_production_price_asc')).ranking?.[0]).toBe('asc(price)');
  expect((await settings('Car_production_latest')).ranking?.[0]).toBe('desc(created_at_ts)');
  expect(await nbRecords('Car_production_km_desc')).toBe(2000);
  const top = await client().searchSingleIndex<{ custom_rank: number }>({
    indexName: 'Car_production',
    searchParams: { hitsPerPage: 3 },
  });
  const ranks = top.hits.map((hit) => hit.custom_rank);
  expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
});

it('follows imports and seeds incrementally', async () => {
  const [car] = await t.app.platform.cars.findByIds([7]);
  const site = await t.app.platform.db.query<{ slug: string }>(
    'SELECT s.slug FROM sites s JOIN dealerships d ON d.site_id = s.id WHERE d.id = $1',
    [car!.dealership_id],
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/ops/sites/${site[0]!.slug}/import`,
    headers: { ...auth, 'content-type': 'application/json' },
    payload: writeJsonFeed([
      { ...car!, price: 12345, status: 'in_stock', sold: false, sold_date_timestamp: null },
    ]),
  });
  expect(res.statusCode).toBe(200);
  expect(await record('7')).toMatchObject({ price: 12345 });

  const seed = await t.app.inject({
    method: 'POST',
    url: '/api/ops/seed',
    headers: auth,
    payload: { cars: 500, reset: true },
  });
  expect(seed.statusCode).toBe(200);
  expect(await nbRecords()).toBe(500);
  expect(await record('501')).toBeUndefined();
});

it('rebuilds on POST /api/ops/search/reindex, removing records the database does not have', async () => {
  const ghost = await client().saveObject({
    indexName: 'Car_production',
    body: { objectID: 'ghost', make: 'Nobody' },
  });
  await client().waitForTask({ indexName: 'Car_production', taskID: ghost.taskID });
  expect(await record('ghost')).toMatchObject({ make: 'Nobody' });
  expect((await t.app.inject({ method: 'POST', url: '/api/ops/search/reindex' })).statusCode).toBe(401);
  const started = await t.app.inject({ method: 'POST', url: '/api/ops/search/reindex', headers: auth });
  expect(started.statusCode).toBe(202);
  const { run } = started.json();
  for (;;) {
    const status = (await t.app.inject({ method: 'GET', url: '/api/ops/search', headers: auth })).json();
    if (status.indexer.run === run && status.indexer.state === 'ready') {
      expect(status).toMatchObject({
        backend: 'embedded',
        indexName: 'Car_production',
        credentials: { source: 'secrets.json' },
      });
      expect(status.indexer.records).toBe(500);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(await record('ghost')).toBeUndefined();
  expect(await nbRecords()).toBe(500);
});

it('reindexes and prints the credentials through the CLI and a running server', async () => {
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const backend = createHttpBackend(url, TEST_TOKEN);
  const reindexed = lines();
  await reindexCommand(backend, reindexed.print, { progress: quietProgress });
  expect(reindexed.text()).toMatch(new RegExp(`^Reindexed through ${url}: 500 cars in \\d+\\.\\d s\\.$`));
  const credentials = lines();
  await searchCredentialsCommand(backend, credentials.print);
  const { appId, adminKey, searchKey } = t.app.searchService.credentials;
  for (const value of [appId, adminKey, searchKey, 'ready, 500 cars', 'DATA_DIR/secrets.json']) {
    expect(credentials.text()).toContain(value);
  }
  const stored = JSON.parse(await readFile(path.join(t.config.dataDir, 'secrets.json'), 'utf8'));
  expect(stored).toMatchObject({ searchAppId: appId, searchAdminKey: adminKey, searchApiKey: searchKey });
});

it('without a server: prints the stored credentials and builds a check index', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'dealerline-search-cli-'));
  try {
    const config = {
      ...readEnvConfig({
        DATA_DIR: root,
        SEARCH_APP_ID: 'ENVAPPID01',
        SEARCH_ADMIN_KEY: 'a'.repeat(32),
        SEARCH_API_KEY: 'b'.repeat(32),
      }),
      opsToken: 'x',
    };
    const backend = await createLocalBackend(config);
    try {
      const credentials = lines();
      await searchCredentialsCommand(backend, credentials.print);
      expect(credentials.text()).toContain('ENVAPPID01');
      expect(credentials.text()).toContain('SEARCH_APP_ID / SEARCH_ADMIN_KEY / SEARCH_API_KEY');
      expect(credentials.text()).toContain('no server running');
      const reindexed = lines();
      await reindexCommand(backend, reindexed.print, { progress: quietProgress });
      expect(reindexed.text()).toMatch(/^Built the car index in this process as a check: 0 cars/);
    } finally {
      await backend.close();
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
