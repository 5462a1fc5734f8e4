import Fastify from 'fastify';
import { readEnvConfig } from '../../config';
import { seedInventory } from '../../seeding/seed-inventory';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { SearchEngine } from '../engine';
import { injectRequester, type EndRequest } from '../indexer/inject-requester';
import { verifySecuredKey } from '../keys/secured-key';
import { algoliaProtocol, PROTOCOL_SERVER_OPTIONS } from '../protocol/algolia-protocol';
import { createSearchService } from '../search-service';

jest.setTimeout(120_000);

const ALGOLIA = {
  ALGOLIA_APP_ID: 'ALGOLIAAPP1',
  ALGOLIA_ADMIN_KEY: 'algolia-admin-key',
  ALGOLIA_SEARCH_KEY: 'algolia-search-key',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedInventory(t.app.platform.db, { cars: 300, seed: 4 });
});
afterAll(async () => t?.close());

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
  // A stand-in for Algolia's servers: the same protocol with Algolia's credentials, reached through a
  // requester that records every request the official client makes.
  const engine = new SearchEngine();
  const standIn = Fastify({ logger: false, ...PROTOCOL_SERVER_OPTIONS });
  await standIn.register(algoliaProtocol, {
    prefix: '/1',
    engine,
    keys: { appId: 'ALGOLIAAPP1', adminKey: 'algolia-admin-key', searchKey: 'algolia-search-key' },
  });
  const sent: EndRequest[] = [];
  const forward = injectRequester(() => standIn);
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
