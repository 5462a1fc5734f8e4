import { httpClient, type SearchClient } from '../../indexer/search-client';
import { cars, KEYS, NOW_S, protocolApp, securedKey, SETTINGS, type ProtocolApp } from './protocol-app';

/**
 * The official algoliasearch v5 client against the protocol on a real listening server: the calls the
 * indexer and the search page make, with the shapes the client expects.
 */
let p: ProtocolApp;
let url: string;
let admin: SearchClient;

beforeAll(async () => {
  p = await protocolApp();
  url = await p.app.listen({ port: 0, host: '127.0.0.1' });
  admin = httpClient(KEYS.appId, KEYS.adminKey, url);
});
afterAll(async () => p?.app.close());

const client = (key: string) => httpClient(KEYS.appId, key, url);

it('saves, waits for tasks, searches, browses and deletes through the official client', async () => {
  const settings = await admin.setSettings({
    indexName: 'cars',
    indexSettings: { ...SETTINGS, replicas: ['cars_price_asc'] },
  });
  await admin.waitForTask({ indexName: 'cars', taskID: settings.taskID });
  await admin.setSettings({ indexName: 'cars_price_asc', indexSettings: { ranking: ['asc(price)'] } });
  const saved = await admin.saveObjects({
    indexName: 'cars',
    objects: cars(2500),
    batchSize: 1000,
    waitForTasks: true,
  });
  expect(saved).toHaveLength(3);
  expect(saved[0]!.objectIDs).toHaveLength(1000);

  const { results } = await client(KEYS.searchKey).search({
    requests: [
      { indexName: 'cars', query: 'mazda cx', facets: ['make'], hitsPerPage: 5 },
      { indexName: 'cars_price_asc', filters: 'make:Nissan', hitsPerPage: 2 },
    ],
  });
  const [text, sorted] = results as {
    hits: { objectID: string; price: number }[];
    nbHits: number;
    facets?: object;
  }[];
  expect(text!.nbHits).toBe(833);
  expect(text!.facets).toEqual({ make: { Mazda: 833 } });
  expect(sorted!.hits.map((hit) => hit.price)).toEqual([12000, 15000]);

  const single = await client(KEYS.searchKey).searchSingleIndex({
    indexName: 'cars',
    searchParams: { query: 'navara', hitsPerPage: 1 },
  });
  expect(single.hits[0]).toMatchObject({
    make: 'Nissan',
    _highlightResult: { model: { value: '<em>Navara</em>' } },
  });

  const browsed: string[] = [];
  await client(KEYS.searchKey).browseObjects<{ objectID: string }>({
    indexName: 'cars',
    browseParams: { filters: 'make:Toyota' },
    aggregator: (response) => browsed.push(...response.hits.map((hit) => hit.objectID)),
  });
  expect(browsed).toHaveLength(834);

  // make is not searchable(make) in these settings: a 400, as Algolia answers.
  await expect(
    admin.searchForFacetValues({
      indexName: 'cars',
      facetName: 'make',
      searchForFacetValuesRequest: { facetQuery: 'to' },
    }),
  ).rejects.toMatchObject({ status: 400 });
}, 60_000);

it('answers the object, settings, index and task calls of the client', async () => {
  const one = await admin.getObject({ indexName: 'cars', objectID: '2', attributesToRetrieve: ['make'] });
  expect(one).toEqual({ objectID: '2', make: 'Mazda' });
  const objects = await admin.getObjects({
    requests: [
      { indexName: 'cars', objectID: '3' },
      { indexName: 'cars', objectID: 'nope' },
    ],
  });
  expect(objects.results.map((result) => (result as { objectID?: string } | null)?.objectID ?? null)).toEqual(
    ['3', null],
  );

  const saved = await admin.saveObject({ indexName: 'other', body: { name: 'auto id' } });
  await admin.waitForTask({ indexName: 'other', taskID: saved.taskID });
  const partial = await admin.partialUpdateObject({
    indexName: 'other',
    objectID: saved.objectID!,
    attributesToUpdate: { seen: true },
  });
  await admin.waitForTask({ indexName: 'other', taskID: partial.taskID! });
  expect(await admin.getObject({ indexName: 'other', objectID: saved.objectID! })).toEqual({
    objectID: saved.objectID,
    name: 'auto id',
    seen: true,
  });
  const put = await admin.addOrUpdateObject({ indexName: 'other', objectID: 'fixed', body: { n: 1 } });
  await admin.waitForAppTask({ taskID: put.taskID! });

  expect((await admin.getSettings({ indexName: 'cars_price_asc' })).ranking?.[0]).toBe('asc(price)');
  expect(await admin.indexExists({ indexName: 'other' })).toBe(true);
  expect(await admin.indexExists({ indexName: 'never' })).toBe(false);
  const list = await admin.listIndices();
  expect(list.items.map((item) => item.name).sort()).toEqual(['cars', 'cars_price_asc', 'other']);

  const batch = await admin.multipleBatch({
    requests: [
      { action: 'addObject', indexName: 'other', body: { objectID: 'm1' } },
      { action: 'deleteObject', indexName: 'other', body: { objectID: 'fixed' } },
    ],
  });
  await admin.waitForTask({ indexName: 'other', taskID: batch.taskID.other! });
  const deleted = await admin.deleteObjects({ indexName: 'cars', objectIDs: ['1', '2'], waitForTasks: true });
  expect(deleted[0]!.objectIDs).toEqual(['1', '2']);
  await expect(admin.getObject({ indexName: 'cars', objectID: '1' })).rejects.toMatchObject({ status: 404 });
  const by = await admin.deleteBy({ indexName: 'cars', deleteByParams: { filters: 'make:Toyota' } });
  await admin.waitForTask({ indexName: 'cars', taskID: by.taskID });
  expect(
    (await admin.searchSingleIndex({ indexName: 'cars', searchParams: { filters: 'make:Toyota' } })).nbHits,
  ).toBe(0);
  const cleared = await admin.clearObjects({ indexName: 'other' });
  await admin.waitForTask({ indexName: 'other', taskID: cleared.taskID });
  const dropped = await admin.deleteIndex({ indexName: 'other' });
  await admin.waitForTask({ indexName: 'cars', taskID: dropped.taskID });
  expect(await admin.indexExists({ indexName: 'other' })).toBe(false);
}, 60_000);

it('never returns a car outside a secured key’s filter, whatever the client sends', async () => {
  // Dealer 2's key; the shopper tries to reach dealers 1 and 3 and hidden cars.
  const key = securedKey({
    filters: 'dealership_id:2 AND show_on_dealer_website:true AND visible_until > ' + NOW_S,
    restrictIndices: ['cars', 'cars_price_asc'],
    validUntil: NOW_S + 3600,
  });
  const shopper = client(key);
  const allowed = (hit: { dealership_id: number; show_on_dealer_website: boolean; visible_until: number }) =>
    hit.dealership_id === 2 && hit.show_on_dealer_website && hit.visible_until > NOW_S;
  const attempts = [
    { filters: 'dealership_id:1 OR dealership_id:3' },
    { filters: 'NOT dealership_id:2' },
    { filters: 'show_on_dealer_website:false' },
    { facetFilters: [['dealership_id:1', 'dealership_id:3', 'dealership_id:2']] },
    { facetFilters: ['dealership_id:-2'] },
    { numericFilters: ['dealership_id != 2', 'visible_until < 100'] },
    { numericFilters: [['dealership_id=1', 'dealership_id=3']] },
    { filters: 'dealership_id:1', facetFilters: ['make:Toyota'], numericFilters: ['price>0'] },
    { query: '', hitsPerPage: 1000 },
  ];
  let seen = 0;
  for (const searchParams of attempts) {
    for (const indexName of ['cars', 'cars_price_asc']) {
      const res = await shopper.searchSingleIndex<{
        dealership_id: number;
        show_on_dealer_website: boolean;
        visible_until: number;
      }>({
        indexName,
        searchParams: { hitsPerPage: 1000, ...searchParams },
      });
      seen += res.hits.length;
      for (const hit of res.hits)
        expect({ objectID: hit.objectID, allowed: allowed(hit) }).toEqual({
          objectID: hit.objectID,
          allowed: true,
        });
    }
  }
  expect(seen).toBeGreaterThan(0);
  const all: { dealership_id: number; show_on_dealer_website: boolean; visible_until: number }[] = [];
  await shopper.browseObjects<(typeof all)[number]>({
    indexName: 'cars',
    browseParams: { filters: 'dealership_id:3' },
    aggregator: (response) => all.push(...response.hits),
  });
  expect(all).toEqual([]);
  await expect(shopper.searchSingleIndex({ indexName: 'other_index' })).rejects.toMatchObject({
    status: 403,
  });
  await expect(shopper.saveObject({ indexName: 'cars', body: { dealership_id: 2 } })).rejects.toMatchObject({
    status: 403,
  });
});

it('refuses an expired secured key with 403', async () => {
  const expired = securedKey({ filters: 'dealership_id:2', validUntil: NOW_S - 60 });
  await expect(client(expired).search({ requests: [{ indexName: 'cars' }] })).rejects.toMatchObject({
    status: 403,
    message: 'The validity of this secured API key has expired',
  });
  await expect(
    httpClient('WRONGAPPID', KEYS.searchKey, url).search({ requests: [{ indexName: 'cars' }] }),
  ).rejects.toMatchObject({
    status: 403,
    message: 'Invalid Application-ID or API key',
  });
});

it('replaces all objects (copy, batch, move) and waits for settings rebuilds through the official client', async () => {
  await admin.setSettings({ indexName: 'swap', indexSettings: SETTINGS });
  await admin.saveObjects({ indexName: 'swap', objects: cars(300), waitForTasks: true });
  const fresh = cars(120).map((car) => ({ ...car, model: 'Patrol' }));
  const replaced = await admin.replaceAllObjects({ indexName: 'swap', objects: fresh, batchSize: 50 });
  expect(replaced.batchResponses).toHaveLength(3);
  const names = (await admin.listIndices()).items.map((item) => item.name);
  expect(names.filter((name) => name.startsWith('swap'))).toEqual(['swap']);
  const after = await admin.searchSingleIndex({ indexName: 'swap', searchParams: { query: 'patrol' } });
  expect(after.nbHits).toBe(120);
  expect((await admin.getSettings({ indexName: 'swap' })).searchableAttributes).toEqual(
    SETTINGS.searchableAttributes,
  );

  // A structural settings change rebuilds the index after the answer: waitForTask waits for it to be done.
  const settings = await admin.setSettings({
    indexName: 'swap',
    indexSettings: { searchableAttributes: ['make', 'model', 'dealership_name'] },
  });
  await admin.waitForTask({ indexName: 'swap', taskID: settings.taskID });
  expect((await admin.getSettings({ indexName: 'swap' })).searchableAttributes).toEqual([
    'make',
    'model',
    'dealership_name',
  ]);
  const copy = await admin.operationIndex({
    indexName: 'swap',
    operationIndexParams: { operation: 'copy', destination: 'swap_copy' },
  });
  await admin.waitForTask({ indexName: 'swap_copy', taskID: copy.taskID });
  expect((await admin.searchSingleIndex({ indexName: 'swap_copy' })).nbHits).toBe(120);
  await expect(
    admin.operationIndex({
      indexName: 'swap',
      operationIndexParams: { operation: 'move', destination: 'cars_price_asc' },
    }),
  ).rejects.toMatchObject({
    status: 400,
    message: 'Index cars_price_asc is a replica: it cannot be replaced',
  });
}, 60_000);
