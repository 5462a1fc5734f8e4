import { algoliasearch } from 'algoliasearch';
import { expect, test } from '@playwright/test';
import { runPlatformCli, startPlatform, type RunningPlatform } from './support/platform';

/**
 * Per-site search on a platform of its own: each tenant's key reaches only its dealers' cars, sold cars stay for
 * the dealer's days and are then gone, and imports and `reindex` reach the index.
 */
const PORT = 8186;
const DAY = 86400;

let platform: RunningPlatform;
test.beforeAll(async () => {
  platform = await startPlatform(PORT, 400);
});
test.afterAll(async () => {
  await platform?.stop();
});

interface SiteSearch {
  appId: string;
  apiKey: string;
  indexName: string;
  host: string | null;
}

async function siteSearch(slug: string): Promise<{ search: SiteSearch; dealerships: number[] }> {
  const res = await fetch(`${platform.url}/api/site-config?site=${slug}`);
  expect(res.status).toBe(200);
  const { site, dealer } = (await res.json()) as {
    site: { search: SiteSearch };
    dealer: { dealerships: { id: number }[] };
  };
  return { search: site.search, dealerships: dealer.dealerships.map((d) => d.id) };
}

/** The objectIDs and dealerships a site's key reaches, through the official client as the browser uses it. */
async function reachable(search: SiteSearch): Promise<{ id: string; dealership_id: number }[]> {
  expect(search.host).toBe(`127.0.0.1:${PORT}`);
  const shopper = algoliasearch(search.appId, search.apiKey, {
    hosts: [{ url: search.host!, accept: 'readWrite', protocol: 'http' }],
  });
  const out: { id: string; dealership_id: number }[] = [];
  await shopper.browseObjects<{ objectID: string; dealership_id: number }>({
    indexName: search.indexName,
    browseParams: { attributesToRetrieve: ['dealership_id'] },
    aggregator: (response) =>
      out.push(...response.hits.map((hit) => ({ id: hit.objectID, dealership_id: hit.dealership_id }))),
  });
  return out;
}

test('two tenants get different keys whose searches return only their own dealers’ cars', async () => {
  const coastline = await siteSearch('coastline-motor-group');
  const nissan = await siteSearch('harbour-nissan');
  expect(coastline.search.apiKey).not.toBe(nissan.search.apiKey);
  const coastCars = await reachable(coastline.search);
  const nissanCars = await reachable(nissan.search);
  expect(coastCars.length).toBeGreaterThan(0);
  expect(nissanCars.length).toBeGreaterThan(0);
  for (const car of coastCars) expect(coastline.dealerships).toContain(car.dealership_id);
  for (const car of nissanCars) expect(nissan.dealerships).toContain(car.dealership_id);
});

test('a car sold longer ago than the dealer’s days is gone, a recent one is shown', async () => {
  const now = Math.floor(Date.now() / 1000);
  const row = (stocknum: string, soldDaysAgo: number) => ({
    stocknum,
    make: 'Toyota',
    model: 'Corolla',
    year: 2021,
    car_type: 'used',
    price: 21990,
    km: 42000,
    status: 'sold',
    sold_date_timestamp: now - Math.round(soldDaysAgo * DAY),
  });
  // Coastline's dealer config leaves include_sold_cars_days unset: 3 days.
  const res = await fetch(`${platform.url}/api/ops/sites/coastline-motor-group/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${platform.opsToken}`, 'content-type': 'application/json' },
    body: JSON.stringify([
      row('E2E-SOLD-RECENT', 1),
      row('E2E-SOLD-OLD', 5),
      { ...row('E2E-IN-STOCK', 0), status: 'in_stock', sold_date_timestamp: null },
    ]),
  });
  expect(res.status).toBe(200);
  const report = (await res.json()) as { inserted: number };
  expect(report.inserted).toBe(3);
  const { search } = await siteSearch('coastline-motor-group');
  const shopper = algoliasearch(search.appId, search.apiKey, {
    hosts: [{ url: search.host!, accept: 'readWrite', protocol: 'http' }],
  });
  const found = await shopper.searchSingleIndex<{ stocknum: string; status: string }>({
    indexName: search.indexName,
    searchParams: { query: 'E2E', filters: 'make:Toyota', hitsPerPage: 50 },
  });
  const stocknums = found.hits.map((hit) => hit.stocknum).sort();
  expect(stocknums).toEqual(['E2E-IN-STOCK', 'E2E-SOLD-RECENT']);
});

test('npm run platform -- reindex shows progress and rebuilds through the running server', async () => {
  const { code, output } = await runPlatformCli(platform, ['reindex']);
  expect(code, output).toBe(0);
  expect(output).toMatch(/indexing cars/);
  expect(output).toMatch(new RegExp(`Reindexed through ${platform.url}: 403 cars in \\d+\\.\\d s\\.`));
  const ready = await fetch(`${platform.url}/readyz`);
  expect(ready.status).toBe(200);
});
