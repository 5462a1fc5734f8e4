import type { SiteSearchConfig } from '../../../../shared/src/domain/site';
import type { VehicleDetailResponse } from '../../../../shared/src/domain/vehicle';
import { openPgDb } from '../../db/pg-db';
import { feedRecord } from '../../import/feed-writer';
import { embeddedClient } from '../../search/indexer/search-client';
import { createPostgresSchema, TEST_DATABASE_URL } from '../../test-support/postgres-schema';
import { createTestApp, TEST_TOKEN, waitForSearchIndex, type TestApp } from '../../test-support/test-app';
import type { SiteDocument } from '../site-document';

jest.setTimeout(180_000);

const SITE = 'harbour-nissan';
const MAIN = 'harbour-nissan-newcastle';
const auth = { authorization: `Bearer ${TEST_TOKEN}` };
const options = { demoCars: 300, leadDelivery: { enabled: false } };

interface Hit {
  objectID: string;
  slug: string;
  city: string;
  state: string;
  location_slug: string | null;
  location_name: string | null;
}

/** What shoppers of harbour-nissan see after a put changes or deletes a location its cars are kept at. */
function locationCopyTests(open: () => Promise<TestApp>): void {
  let t: TestApp;
  beforeAll(async () => {
    t = await open();
    await waitForSearchIndex(t.app);
  });
  afterAll(async () => t?.close());

  const documentOf = async (): Promise<SiteDocument> =>
    (await t.app.inject({ url: `/api/ops/sites/${SITE}`, headers: auth })).json();
  const put = (document: SiteDocument, dryRun = false) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/ops/sites/${SITE}${dryRun ? '?dry_run=true' : ''}`,
      headers: auth,
      payload: document,
    });
  const vehicle = async (slug: string): Promise<VehicleDetailResponse> => {
    const res = await t.app.inject({ url: `/api/cars/${slug}`, headers: { host: `${SITE}.localhost` } });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  /** The site's search as its pages run it: the official client with the site's secured key. */
  const search = async (filters = '') => {
    const res = await t.app.inject({ url: '/api/site-config', headers: { host: `${SITE}.localhost` } });
    const { appId, apiKey, indexName } = res.json().site.search as SiteSearchConfig;
    return embeddedClient(appId, apiKey, () => t.app).searchSingleIndex<Hit>({
      indexName,
      searchParams: { filters, facets: ['city', 'location_name', 'state'], hitsPerPage: 1000 },
    });
  };
  const carsAt = async (location: string) =>
    t.app.platform.db.query<{ id: number; slug: string }>(
      'SELECT c.id, c.slug FROM cars c JOIN locations l ON l.id = c.location_id WHERE l.slug = $1 ORDER BY c.id',
      [location],
    );

  it('a changed name, phone and address reach the cars kept there: vehicle page, cards, facets', async () => {
    const cars = await carsAt(MAIN);
    expect(cars.length).toBeGreaterThan(0);
    const [shown] = (await search()).hits;
    expect(shown).toMatchObject({ location_slug: MAIN, city: 'Newcastle' });
    const document = await documentOf();
    const location = document.dealer.locations.find((l) => l.slug === MAIN)!;
    const before = location.name;
    location.name = 'Harbour Nissan Maitland';
    location.contact_detail.phone = '0418 226 999';
    location.address = { ...location.address, street: '1 High Street', city: 'Maitland', postcode: '2320' };
    const line = `${cars.length} cars kept at location ${MAIN} updated to its new name, phone, street and city (vehicle pages and search records)`;

    const dryRun = await put(document, true);
    expect(dryRun.json()).toMatchObject({ dry_run: true, reindexed_cars: cars.length });
    expect(dryRun.json().changes).toContain(line);
    expect((await vehicle(shown!.slug)).car.location?.name).toBe(before);

    const res = await put(document);
    expect(res.statusCode).toBe(200);
    expect(res.json().changes).toContain(line);
    expect(res.json().reindexed_cars).toBe(cars.length);
    const page = await vehicle(shown!.slug);
    expect(page.car).toMatchObject({
      city: 'Maitland',
      state: 'NSW',
      location: {
        name: 'Harbour Nissan Maitland',
        phone: '0418 226 999',
        slug: MAIN,
        address: { street: '1 High Street', city: 'Maitland', state: 'NSW' },
      },
    });
    expect(page.dealership.phone).toBe('0418 226 999');
    const after = await search();
    expect(after.nbHits).toBeGreaterThan(0);
    for (const hit of after.hits)
      expect(hit).toMatchObject({ city: 'Maitland', location_name: 'Harbour Nissan Maitland' });
    expect(after.facets).toMatchObject({
      city: { Maitland: after.nbHits },
      location_name: { 'Harbour Nissan Maitland': after.nbHits },
      state: { NSW: after.nbHits },
    });
    expect(Object.keys(after.facets!.city!)).toEqual(['Maitland']);
    // Put again unchanged: nothing left to follow.
    expect((await put(document)).json()).toMatchObject({ changes: [], reindexed_cars: 0 });
  });

  it('the cars kept at a location the put deletes move to their dealership’s main location', async () => {
    const document = await documentOf();
    const main = document.dealer.locations.find((l) => l.slug === MAIN)!;
    document.dealer.locations.push({
      ...main,
      slug: 'harbour-nissan-cessnock',
      name: 'Harbour Nissan Cessnock',
      primary: false,
      address: { ...main.address, street: '5 Vincent Street', city: 'Cessnock', postcode: '2325' },
    });
    expect((await put(document)).json().reindexed_cars).toBe(0);
    const [shown] = (await search()).hits;
    const [car] = await t.app.platform.cars.findByIds([Number(shown!.objectID)]);
    const record = {
      ...feedRecord(car!),
      city: null,
      state: null,
      location: { slug: 'harbour-nissan-cessnock' },
    };
    const imported = await t.app.inject({
      method: 'POST',
      url: `/api/ops/sites/${SITE}/import`,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: JSON.stringify([record]),
    });
    expect(imported.json()).toMatchObject({ updated: 1, rejected: [] });
    expect((await vehicle(car!.slug)).car).toMatchObject({
      city: 'Cessnock',
      location: { slug: 'harbour-nissan-cessnock', name: 'Harbour Nissan Cessnock' },
    });

    document.dealer.locations.pop();
    const res = await put(document);
    expect(res.json().changes).toEqual([
      'dealer.locations: removes harbour-nissan-cessnock',
      'location harbour-nissan-cessnock is deleted with its 0 reviews',
      `1 car kept at location harbour-nissan-cessnock moved to ${MAIN}, their dealership’s main location`,
    ]);
    expect(res.json().reindexed_cars).toBe(1);
    expect((await vehicle(car!.slug)).car).toMatchObject({
      city: main.address.city,
      location: { slug: MAIN, name: main.name, address: { city: main.address.city } },
    });
    const hits = (await search()).hits.filter((hit) => hit.objectID === String(car!.id));
    expect(hits).toEqual([
      expect.objectContaining({ city: main.address.city, location_slug: MAIN, location_name: main.name }),
    ]);
  });
}

describe('sites put on PGlite', () => locationCopyTests(() => createTestApp(options)));

if (!TEST_DATABASE_URL)
  console.info('sites put and car location copies on PostgreSQL: skipped (DATABASE_URL is not set)');

(TEST_DATABASE_URL ? describe : describe.skip)('sites put on PostgreSQL (DATABASE_URL)', () =>
  locationCopyTests(async () => {
    const schema = await createPostgresSchema('dealerline_location_copies');
    const t = await createTestApp(
      { ...options, databaseUrl: schema.url },
      { db: await openPgDb(schema.url) },
    );
    return {
      ...t,
      close: async () => {
        await t.close();
        await schema.drop();
      },
    };
  }),
);
