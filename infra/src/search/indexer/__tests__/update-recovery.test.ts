import type { SiteSearchConfig } from '../../../../../shared/src/domain/site';
import { pendingUpdates } from '../../../cli/search-commands';
import { writeJsonFeed } from '../../../import/feed-writer';
import { createTestApp, TEST_TOKEN, waitForSearchIndex, type TestApp } from '../../../test-support/test-app';
import { embeddedClient } from '../search-client';

jest.setTimeout(120_000);

/**
 * A failed incremental update through the real platform: the import's commit, the cars-changed event, the
 * indexer on the database and the embedded engine in its worker, the site's secured key. The database goes
 * away while the indexer reads the sold car; the shop must not go on listing it until the next reindex.
 */

const SITE = 'coastline-motor-group';
const auth = { authorization: `Bearer ${TEST_TOKEN}` };
const DAY = 86400;

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ demoCars: 300 }, { logLines });
  await waitForSearchIndex(t.app);
});
afterAll(async () => t?.close());

async function siteSearch(): Promise<SiteSearchConfig> {
  const res = await t.app.inject({ method: 'GET', url: `/api/site-config?site=${SITE}` });
  expect(res.statusCode).toBe(200);
  return res.json().site.search;
}

/** Every car the site's search shows (a shopper's secured key, browsing the whole stock). */
async function shown(): Promise<Set<string>> {
  const search = await siteSearch();
  const ids = new Set<string>();
  await embeddedClient(search.appId, search.apiKey, () => t.app).browseObjects<{ objectID: string }>({
    indexName: search.indexName,
    browseParams: { attributesToRetrieve: ['objectID'] },
    aggregator: (response) => response.hits.forEach((hit) => ids.add(hit.objectID)),
  });
  return ids;
}

const opsSearch = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/ops/search', headers: auth })).json();

const messages = (pattern: RegExp) =>
  logLines.map((line) => JSON.parse(line) as { msg?: string }).filter((line) => pattern.test(line.msg ?? ''));

it('a car sold while the index could not be updated leaves the site search once it can, without a reindex', async () => {
  const { platform, searchService } = t.app;
  const [row] = await platform.db.query<{ id: number }>(
    `SELECT c.id FROM cars c JOIN dealerships d ON d.id = c.dealership_id JOIN sites s ON s.id = d.site_id
      WHERE s.slug = $1 AND c.status = 'in_stock' AND c.show_on_dealer_website ORDER BY c.id LIMIT 1`,
    [SITE],
  );
  const carId = row!.id;
  const [car] = await platform.cars.findByIds([carId]);
  expect(await shown()).toContain(String(carId));
  const before = searchService.indexer.status();

  // The database goes away while the indexer reads the changed car, twice (the update and its first retry).
  const lost = () => Object.assign(new Error('Connection terminated unexpectedly'), { code: undefined });
  const read = jest
    .spyOn(platform.cars, 'findForIndex')
    .mockRejectedValueOnce(lost())
    .mockRejectedValueOnce(lost());

  // The dealer's feed says the car was sold a month ago: the site stops showing it.
  const sold = await t.app.inject({
    method: 'POST',
    url: `/api/ops/sites/${SITE}/import`,
    headers: { ...auth, 'content-type': 'application/json' },
    payload: writeJsonFeed([
      { ...car!, status: 'sold', sold: true, sold_date_timestamp: Math.floor(Date.now() / 1000) - 30 * DAY },
    ]),
  });
  expect(sold.statusCode).toBe(200);
  expect(sold.json()).toMatchObject({ updated: 1 });

  // Stale meanwhile, and the operator sees it.
  expect(await shown()).toContain(String(carId));
  const waiting = await opsSearch();
  expect(waiting.indexer).toMatchObject({
    stale: true,
    pending: { cars: 1, failures: 1, lastError: 'Connection terminated unexpectedly', outbox: null },
  });
  expect(waiting.indexer.pending.since).toEqual(expect.any(String));
  expect(waiting.indexer.pending.retryAt).toEqual(expect.any(String));
  // `search credentials` prints it as "Updates waiting".
  expect(pendingUpdates(waiting.indexer.pending)).toMatch(
    /^1 car\(s\) on this server since \S+Z \(1 failed try in a row, next \S+Z: Connection terminated unexpectedly\)$/,
  );

  // The retries go on by themselves (1 s, then 2 s): the second one finds the database back.
  const deadline = Date.now() + 30_000;
  while (searchService.indexer.status().pending.cars > 0) {
    if (Date.now() > deadline) throw new Error('the sold car was never written to the index');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(read).toHaveBeenCalledTimes(3);
  read.mockRestore();

  expect(await shown()).not.toContain(String(carId));
  const after = await opsSearch();
  expect(after.indexer).toMatchObject({
    stale: false,
    run: before.run,
    requested: before.requested,
    pending: { cars: 0, since: null, failures: 0, retryAt: null, lastError: null },
  });
  expect(pendingUpdates(after.indexer.pending)).toBeNull();
  // One error line for the outage (not one per try), one when it is over.
  expect(messages(/^search index update failed/)).toHaveLength(1);
  expect(messages(/^search index updates caught up/)).toHaveLength(1);
});
