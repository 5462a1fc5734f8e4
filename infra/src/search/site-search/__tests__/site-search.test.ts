import type { IndexedCar } from '../../../cars/indexed-car';
import type { SiteSearchConfig } from '../../../../../shared/src/domain/site';
import { seedInventory } from '../../../seeding/seed-inventory';
import { createTestApp, waitForSearchIndex, type TestApp } from '../../../test-support/test-app';
import { isAvailable, soldVisibleDays } from '../../../../../shared/src/rules/availability';
import { httpClient } from '../../indexer/search-client';

jest.setTimeout(180_000);

/** The tests' clock: fixed, moved by hand. */
const START = Date.parse('2026-03-10T00:00:00Z');
let clock = START;
const DAY = 86400;

let t: TestApp;
let url: string;
let all: IndexedCar[];

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  await waitForSearchIndex(t.app);
  const { db, events } = t.app.platform;
  // Seeding emits onCarsChanged: the indexer saves the cars before the seed returns.
  await seedInventory(db, { cars: 3000, now: new Date(START), seed: 3, events });
  // Two sold cars of the Coastline group (3 days) and two of Harbour Nissan (its dealer config says 4).
  await soldAt('coastline-motor-group', [2.5, 3.5]);
  await soldAt('harbour-nissan', [3.5, 4.5]);
  all = await allCars();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

const nowS = () => Math.floor(clock / 1000);

async function allCars(): Promise<IndexedCar[]> {
  const out: IndexedCar[] = [];
  for (let after = 0; ;) {
    const page = await t.app.platform.cars.pageForIndex(after, 1000);
    if (!page.length) return out;
    out.push(...page);
    after = page.at(-1)!.id;
  }
}

const marked = new Map<string, number[]>();

/** Marks the first available, shown cars of a site as sold so many days before the start (then reindexes them). */
async function soldAt(slug: string, daysAgo: number[]): Promise<void> {
  const tenant = (await t.app.platform.sites.findBySlug(slug))!;
  const ids = tenant.dealer.dealerships.map((d) => d.id);
  const rows = await t.app.platform.db.query<{ id: number }>(
    `SELECT id FROM cars WHERE dealership_id = ANY($1::int[]) AND status = 'in_stock' AND show_on_dealer_website
      AND make = ANY($2::text[]) ORDER BY id LIMIT $3`,
    [
      ids,
      slug === 'harbour-nissan' ? ['Nissan'] : ['Toyota', 'Mazda', 'Hyundai', 'Subaru', 'Kia'],
      daysAgo.length,
    ],
  );
  const carIds = rows.map((row) => row.id);
  for (const [i, id] of carIds.entries()) {
    await t.app.platform.db.query(
      `UPDATE cars SET status = 'sold', sold = true, sold_date_timestamp = $2 WHERE id = $1`,
      [id, Math.floor(START / 1000 - daysAgo[i]! * DAY)],
    );
  }
  marked.set(slug, carIds);
  await t.app.platform.events.emitCarsChanged(carIds);
}

async function siteSearch(slug: string): Promise<SiteSearchConfig> {
  const res = await t.app.inject({ method: 'GET', url: `/api/site-config?site=${slug}` });
  expect(res.statusCode).toBe(200);
  return res.json().site.search;
}

/** Every objectID a site's key can reach (browse, no filter of its own). */
async function reachable(
  search: SiteSearchConfig,
  browseParams: Record<string, unknown> = {},
): Promise<Set<string>> {
  const ids = new Set<string>();
  await httpClient(search.appId, search.apiKey, url).browseObjects<{ objectID: string }>({
    indexName: search.indexName,
    browseParams: { attributesToRetrieve: ['objectID'], ...browseParams },
    aggregator: (response) => response.hits.forEach((hit) => ids.add(hit.objectID)),
  });
  return ids;
}

/**
 * What a site shows, computed straight from the database rows in plain code (independent of the filter
 * string): the site's dealerships narrowed by its location rule (1 primary dealership, 2 visible sales
 * locations, 4 home state, 8 no coming soon), used-only, its makes, shown on the website, and available or
 * sold within the dealer's days.
 */
async function expected(slug: string): Promise<Set<string>> {
  const tenant = (await t.app.platform.sites.findBySlug(slug))!;
  const filter = (await t.app.platform.sites.stockFilter(slug))!;
  const days = soldVisibleDays(tenant.dealer.include_sold_cars_days, filter.manufacturers.length > 0);
  const rule = filter.location_rule;
  const primary = tenant.dealer.locations.find((location) => location.primary)!;
  const dealerships = new Set(
    rule & 1 ? [primary.dealership_id] : tenant.dealer.dealerships.map((d) => d.id),
  );
  const sales = new Set(
    tenant.dealer.locations
      .filter(
        (l) =>
          l.visible &&
          (l.location_type === 'sales' || l.location_type === '') &&
          dealerships.has(l.dealership_id),
      )
      .map((l) => l.id),
  );
  const shown = all.filter(
    (car) =>
      dealerships.has(car.dealership_id) &&
      (!(rule & 2) || sales.has(car.location?.address.id ?? -1)) &&
      (!(rule & 4) || car.state === primary.address.state) &&
      (!(rule & 8) || car.status !== 'coming_soon') &&
      (!filter.used_only || car.car_type === 'used') &&
      (filter.manufacturers.length === 0 ||
        filter.manufacturers.includes(car.make.toLowerCase().replace(/[^a-z0-9]+/g, '-'))) &&
      car.show_on_dealer_website &&
      (isAvailable(car) || (car.sold_date_timestamp ?? 0) + days * DAY > nowS()),
  );
  return new Set(shown.map((car) => String(car.id)));
}

describe('per-site search settings', () => {
  it('hands each tenant a different secured key, never a parent key', async () => {
    const coastline = await siteSearch('coastline-motor-group');
    const nissan = await siteSearch('harbour-nissan');
    const { appId, adminKey, searchKey } = t.app.searchService.credentials;
    for (const search of [coastline, nissan]) {
      expect(search).toMatchObject({
        appId,
        indexName: 'Car_production',
        validUntil: nowS() + 3600,
        host: 'localhost:80',
        sortIndices: { relevant: 'Car_production', price_asc: 'Car_production_price_asc' },
      });
      expect([adminKey, searchKey]).not.toContain(search.apiKey);
    }
    expect(coastline.apiKey).not.toBe(nissan.apiKey);
    const boot = await t.app.inject({ method: 'GET', url: '/api/boot?site=harbour-nissan' });
    expect(boot.json().site.search.apiKey).toBe(nissan.apiKey);
    expect((await siteSearch('riverina-trucks')).sortFilters).toEqual({ price_asc: 'price > 0' });
    expect(nissan.sortFilters).toEqual({});
  });

  it('hands out one key per site and minute, so page loads share cached filters', async () => {
    const first = await siteSearch('harbour-nissan');
    clock = START + 59_000;
    try {
      expect((await siteSearch('harbour-nissan')).apiKey).toBe(first.apiKey);
      clock = START + 61_000;
      const next = await siteSearch('harbour-nissan');
      expect(next.apiKey).not.toBe(first.apiKey);
      expect(next.validUntil).toBe(first.validUntil + 60);
    } finally {
      clock = START;
    }
  });

  it('returns exactly each site’s own stock, whatever the browser adds', async () => {
    for (const slug of [
      'coastline-motor-group',
      'harbour-nissan',
      'westside-pre-owned',
      'top-end-motors',
      'tasman-subaru',
    ]) {
      const search = await siteSearch(slug);
      const want = await expected(slug);
      const got = await reachable(search);
      expect({ slug, size: got.size }).toEqual({ slug, size: want.size });
      expect([...got].filter((id) => !want.has(id))).toEqual([]);
      expect(got.size).toBeGreaterThan(0);
      // Trying to widen to every dealership and hidden cars changes nothing.
      const others = [...new Set(all.map((car) => car.dealership_id))].map((id) => `dealership_id:${id}`);
      const widened = await reachable(search, {
        filters: others.join(' OR '),
        facetFilters: [others],
        numericFilters: ['visible_until >= 0'],
      });
      expect([...widened].filter((id) => !want.has(id))).toEqual([]);
    }
    const coastline = await reachable(await siteSearch('coastline-motor-group'));
    const nissan = await reachable(await siteSearch('harbour-nissan'));
    expect([...coastline].filter((id) => nissan.has(id))).toEqual([]);
  });

  it('shows sold cars for the dealer’s days, then drops them without a reindex', async () => {
    const [coastRecent, coastOld] = marked.get('coastline-motor-group')!.map(String);
    const [nissanRecent, nissanOld] = marked.get('harbour-nissan')!.map(String);
    const coastline = await reachable(await siteSearch('coastline-motor-group'));
    expect(coastline.has(coastRecent!)).toBe(true); // sold 2.5 days ago, 3 days shown
    expect(coastline.has(coastOld!)).toBe(false); // sold 3.5 days ago
    const nissanKey = await siteSearch('harbour-nissan');
    const nissan = await reachable(nissanKey);
    expect(nissan.has(nissanRecent!)).toBe(true); // 3.5 days ago, Harbour Nissan shows 4
    expect(nissan.has(nissanOld!)).toBe(false);

    // A day later, with no reindex: a fresh key no longer reaches the car sold 3.5 days before the start.
    clock = START + DAY * 1000;
    try {
      const later = await reachable(await siteSearch('harbour-nissan'));
      expect(later.has(nissanRecent!)).toBe(false);
      expect(later).toEqual(await expected('harbour-nissan'));
      expect(later.size).toBeLessThan(nissan.size);
      // The key handed out a day ago has expired.
      await expect(
        httpClient(nissanKey.appId, nissanKey.apiKey, url).search({
          requests: [{ indexName: 'Car_production' }],
        }),
      ).rejects.toMatchObject({ status: 403 });
    } finally {
      clock = START;
    }
  });
});
