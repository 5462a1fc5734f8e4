import { algoliasearch } from 'algoliasearch';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from './support/chromium';
import { runPlatformCli } from './support/platform';
import { SHARED_PLATFORM } from './support/shared-platform';

/**
 * The official algoliasearch v5 client against the shared platform's search API (`/1/` on the platform
 * server, as the browser reaches it). Writes go to an index of this test's own; the car index is only read.
 */
const BASE = `127.0.0.1:${E2E_PORT}`;

type Client = ReturnType<typeof algoliasearch>;
const client = (appId: string, apiKey: string): Client =>
  algoliasearch(appId, apiKey, { hosts: [{ url: BASE, accept: 'readWrite', protocol: 'http' }] });

interface Credentials {
  appId: string;
  adminKey: string;
  searchKey: string;
}

async function credentials(): Promise<Credentials> {
  const { code, output } = await runPlatformCli(SHARED_PLATFORM, ['search', 'credentials']);
  expect(code, output).toBe(0);
  const value = (label: string) => new RegExp(`^${label}\\s+(\\S+)`, 'm').exec(output)![1]!;
  return {
    appId: value('Application ID'),
    adminKey: value('Admin API key'),
    searchKey: value('Search-only API key'),
  };
}

interface SiteSearch {
  appId: string;
  apiKey: string;
  indexName: string;
  sortIndices: Record<string, string>;
  host: string | null;
}

async function siteConfig(slug: string): Promise<{ search: SiteSearch; dealerships: number[] }> {
  const res = await fetch(`http://${BASE}/api/site-config?site=${slug}`);
  const { site, dealer } = (await res.json()) as {
    site: { search: SiteSearch };
    dealer: { dealerships: { id: number }[] };
  };
  return { search: site.search, dealerships: dealer.dealerships.map((d) => d.id) };
}

test('saveObjects + waitForTask + search + browse + deleteObjects', async () => {
  const { appId, adminKey, searchKey } = await credentials();
  const admin = client(appId, adminKey);
  const indexName = `e2e_client_${Date.now()}`;
  try {
    const settings = await admin.setSettings({
      indexName,
      indexSettings: { searchableAttributes: ['make,model'], attributesForFaceting: ['make'] },
    });
    await admin.waitForTask({ indexName, taskID: settings.taskID });
    const objects = Array.from({ length: 1500 }, (_, i) => ({
      objectID: `car-${i}`,
      make: ['Toyota', 'Mazda', 'Kia'][i % 3],
      model: ['HiLux', 'CX-5', 'Sportage'][i % 3],
      price: 20_000 + i,
    }));
    const responses = await admin.saveObjects({ indexName, objects, waitForTasks: true });
    expect(responses).toHaveLength(2);

    const reader = client(appId, searchKey);
    const found = await reader.searchSingleIndex<{ make: string }>({
      indexName,
      searchParams: { query: 'hilux', facets: ['make'], hitsPerPage: 3 },
    });
    expect(found.nbHits).toBe(500);
    expect(found.facets).toEqual({ make: { Toyota: 500 } });
    expect(found.hits[0]!._highlightResult).toBeTruthy();

    const browsed: string[] = [];
    await reader.browseObjects<{ objectID: string }>({
      indexName,
      browseParams: { filters: 'make:Kia' },
      aggregator: (response) => browsed.push(...response.hits.map((hit) => hit.objectID)),
    });
    expect(browsed).toHaveLength(500);

    await admin.deleteObjects({ indexName, objectIDs: browsed, waitForTasks: true });
    const after = await reader.search({ requests: [{ indexName, filters: 'make:Kia' }, { indexName }] });
    expect(after.results.map((result) => (result as { nbHits: number }).nbHits)).toEqual([0, 1000]);
    await expect(reader.saveObject({ indexName, body: { make: 'X' } })).rejects.toMatchObject({
      status: 403,
    });
  } finally {
    await admin.deleteIndex({ indexName });
  }
});

test('a site key never returns a car outside its embedded filter, however the client widens it', async () => {
  const coastline = await siteConfig('coastline-motor-group');
  const nissan = await siteConfig('harbour-nissan');
  expect(coastline.search.apiKey).not.toBe(nissan.search.apiKey);
  const everyDealership = [...coastline.dealerships, ...nissan.dealerships, 31, 41, 51, 61, 71, 81];
  for (const { search, dealerships } of [coastline, nissan]) {
    const shopper = client(search.appId, search.apiKey);
    const attempts = [
      {},
      { filters: everyDealership.map((id) => `dealership_id:${id}`).join(' OR ') },
      { filters: 'show_on_dealer_website:false' },
      { facetFilters: [everyDealership.map((id) => `dealership_id:${id}`)] },
      { numericFilters: ['visible_until < 100', 'dealership_id > 0'] },
      { filters: 'NOT dealership_id:0', facetFilters: ['status:sold'], numericFilters: ['price >= 0'] },
    ];
    let hits = 0;
    for (const searchParams of attempts) {
      for (const indexName of [search.sortIndices.relevant!, search.sortIndices.price_asc!]) {
        const res = await shopper.searchSingleIndex<{
          dealership_id: number;
          show_on_dealer_website: boolean;
        }>({
          indexName,
          searchParams: {
            hitsPerPage: 250,
            attributesToRetrieve: ['dealership_id', 'show_on_dealer_website'],
            ...searchParams,
          },
        });
        hits += res.hits.length;
        const outside = res.hits.filter(
          (hit) => !dealerships.includes(hit.dealership_id) || hit.show_on_dealer_website !== true,
        );
        expect({ indexName, searchParams, outside }).toEqual({ indexName, searchParams, outside: [] });
      }
    }
    expect(hits).toBeGreaterThan(0);
    await expect(shopper.searchSingleIndex({ indexName: 'e2e_other' })).rejects.toMatchObject({
      status: 403,
    });
  }
});

test('an expired secured key and a wrong key are refused with 403', async () => {
  const { appId, searchKey } = await credentials();
  const helpers = client(appId, searchKey) as unknown as {
    generateSecuredApiKey(options: { parentApiKey: string; restrictions: Record<string, unknown> }): string;
  };
  const expired = helpers.generateSecuredApiKey({
    parentApiKey: searchKey,
    restrictions: { filters: 'dealership_id:21', validUntil: Math.floor(Date.now() / 1000) - 60 },
  });
  await expect(
    client(appId, expired).search({ requests: [{ indexName: 'Car_production' }] }),
  ).rejects.toMatchObject({
    status: 403,
  });
  await expect(
    client(appId, 'not-a-key').search({ requests: [{ indexName: 'Car_production' }] }),
  ).rejects.toMatchObject({
    status: 403,
    message: 'Invalid Application-ID or API key',
  });
  const bad = await fetch(`http://${BASE}/1/indexes/Car_production/query`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': appId, 'x-algolia-api-key': searchKey },
    body: '{"filters": "make:Toyota OR price > 1"}',
  });
  expect(bad.status).toBe(400);
  expect(await bad.json()).toMatchObject({ status: 400 });
});
