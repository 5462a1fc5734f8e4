import { createHttpBackend } from '../../../cli/http-backend';
import { searchCredentialsCommand } from '../../../cli/search-commands';
import { createTestApp, TEST_TOKEN, waitForSearchIndex, type TestApp } from '../../../test-support/test-app';

jest.setTimeout(120_000);

/**
 * A car whose record the search service refuses for good, through the real platform: the cars-changed event,
 * the indexer on the database, the official client and the embedded engine's own record-size limit
 * (protocol/record-size.ts, as Algolia's). The cars changed with it must reach the index; it is set aside.
 */

const auth = { authorization: `Bearer ${TEST_TOKEN}` };

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ demoCars: 300 }, { logLines });
  await waitForSearchIndex(t.app);
});
afterAll(async () => t?.close());

const indexer = () => t.app.searchService.indexer;

/** The car's record in the index (undefined when it has none). */
const record = (carId: number) =>
  t.app.searchService
    .client()
    .getObject({ indexName: 'Car_production', objectID: String(carId) })
    .then((hit) => hit as { price?: number; primary_image_url?: string })
    .catch((error: { status?: number }) => {
      if (error.status === 404) return undefined;
      throw error;
    });

const setPrice = (carId: number, price: number) =>
  t.app.platform.db.query('UPDATE cars SET price = $2, updated_at = now() WHERE id = $1', [carId, price]);

/** A photo address far longer than any feed may give (12 kB): the car's record is over 10,000 bytes. */
const HUGE_PICTURE = `https://images.example.com/${'a'.repeat(12_000)}.jpg`;
const setPicture = (carId: number, url: string) =>
  t.app.platform.db.query('UPDATE cars SET primary_image_url = $2, updated_at = now() WHERE id = $1', [
    carId,
    url,
  ]);

const changed = (carIds: number[]) => t.app.platform.events.emitCarsChanged(carIds);

const refusedLines = (carId: number) =>
  logLines
    .map((line) => JSON.parse(line) as { msg?: string; level: number })
    .filter((line) => line.msg?.startsWith(`search index refused car ${carId}:`));
const failureLines = () =>
  logLines.filter((line) =>
    (JSON.parse(line) as { msg?: string }).msg?.startsWith('search index update failed'),
  );

const opsSearch = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/ops/search', headers: auth })).json();

/** What `search credentials` prints, through a running server's ops API. */
async function searchCredentials(): Promise<string> {
  const url = t.app.server.listening
    ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
    : await t.app.listen({ port: 0, host: '127.0.0.1' });
  const out: string[] = [];
  await searchCredentialsCommand(createHttpBackend(url, TEST_TOKEN), (text) => out.push(text));
  return out.join('\n');
}

it('writes the other cars of the batch, sets the refused car aside and takes its old record out of the index', async () => {
  const ids = (await t.app.platform.db.query<{ id: number }>('SELECT id FROM cars ORDER BY id LIMIT 5')).map(
    (row) => row.id,
  );
  const refused = ids[2]!;
  const before = await record(refused);
  expect(before).toBeDefined();
  for (const [i, id] of ids.entries()) await setPrice(id, 31_000 + i);
  await setPicture(refused, HUGE_PICTURE);

  await changed(ids);

  // Every other car of the batch is in the index with its new price.
  for (const [i, id] of ids.entries()) {
    if (id !== refused) expect((await record(id))?.price).toBe(31_000 + i);
  }
  // The refused car is out of the index: no shopper sees its old price any longer.
  expect(await record(refused)).toBeUndefined();
  // Set aside, not retried: nothing waits, no retry is due.
  const status = indexer().status();
  expect(status.pending).toMatchObject({ cars: 0, failures: 0, retryAt: null, lastError: null });
  expect(status.rejected).toEqual({
    cars: 1,
    list: [{ carId: refused, reason: expect.any(String), since: expect.any(String) }],
  });
  expect(status.rejected.list[0]!.reason).toMatch(
    new RegExp(`^Record at the position \\d+ objectID=${refused} is too big size=\\d+/10000 bytes`),
  );

  // The operator sees it in the ops API and in `search credentials`.
  expect((await opsSearch()).indexer.rejected).toEqual(status.rejected);
  expect(await searchCredentials()).toContain(
    '\n1 car(s) the search index refuses, left out of it and not retried until they change again or a reindex:\n' +
      `  car ${refused} since ${status.rejected.list[0]!.since}: ${status.rejected.list[0]!.reason}\n`,
  );
  // One error line for the car, with its id and the service's message; the batch is no outage.
  expect(refusedLines(refused)).toHaveLength(1);
  expect(refusedLines(refused)[0]).toMatchObject({ level: 50 });
  expect(refusedLines(refused)[0]!.msg).toContain(status.rejected.list[0]!.reason);
  expect(failureLines()).toHaveLength(0);

  // It changes again and is still refused: still aside, since the first time, and no second line.
  await setPrice(refused, 29_000);
  await changed([refused]);
  expect(indexer().status().rejected.list).toEqual(status.rejected.list);
  expect(refusedLines(refused)).toHaveLength(1);

  // A change that makes it fit brings it back.
  await setPicture(refused, '/images/cars/1.jpg');
  await changed([refused]);
  expect(await record(refused)).toMatchObject({ primary_image_url: '/images/cars/1.jpg' });
  expect(indexer().status().rejected).toEqual({ cars: 0, list: [] });
  expect(indexer().status().pending.cars).toBe(0);
  expect(await searchCredentials()).not.toContain('refuses');
});

it('a full build writes every other car, sets the refused one aside, and takes it back once it fits', async () => {
  const [row] = await t.app.platform.db.query<{ id: number }>('SELECT max(id) AS id FROM cars');
  const refused = row!.id;
  const total = (await t.app.platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cars'))[0]!.n;
  await setPicture(refused, HUGE_PICTURE);

  const report = await indexer().reindex();
  expect(report).toMatchObject({ records: total - 1, removed: 0 });
  expect(indexer().status()).toMatchObject({
    state: 'ready',
    records: total - 1,
    rejected: { cars: 1, list: [{ carId: refused }] },
  });
  expect(await record(refused)).toBeUndefined();
  expect(refusedLines(refused)).toHaveLength(1);
  // A build that finds it refused again says nothing more.
  await indexer().reindex();
  expect(refusedLines(refused)).toHaveLength(1);

  await setPicture(refused, '/images/cars/2.jpg');
  await indexer().reindex();
  expect(indexer().status()).toMatchObject({ records: total, rejected: { cars: 0, list: [] } });
  expect(await record(refused)).toMatchObject({ primary_image_url: '/images/cars/2.jpg' });
});

it('refusing more of a write than a car of its own explains is an outage: no record is taken out, the cars wait', async () => {
  const ids = (
    await t.app.platform.db.query<{ id: number }>('SELECT id FROM cars ORDER BY id OFFSET 10 LIMIT 20')
  ).map((row) => row.id);
  const before = await Promise.all(ids.map(record));
  expect(before.every((hit) => hit !== undefined)).toBe(true);
  // Say a change of ours gave every record a field the service does not take: here, each one too big.
  for (const id of ids) await setPicture(id, HUGE_PICTURE);

  await changed(ids);

  expect(indexer().status()).toMatchObject({
    rejected: { cars: 0, list: [] },
    pending: {
      cars: ids.length,
      lastError: expect.stringMatching(
        /^the search service refused 3 records of a write of 20 \(2 at most are set aside\)/,
      ),
    },
  });
  // Every car keeps its record: the search does not lose 20 cars to a fault of the request.
  expect(await Promise.all(ids.map(record))).toEqual(before);
  expect(refusedLines(ids[0]!)).toHaveLength(0);

  // Fixed (the change of ours taken back): the retry writes them.
  for (const id of ids) await setPicture(id, '/images/cars/3.jpg');
  const deadline = Date.now() + 20_000;
  while (indexer().status().pending.cars > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(indexer().status().pending.cars).toBe(0);
  expect(await record(ids[0]!)).toMatchObject({ primary_image_url: '/images/cars/3.jpg' });
});
