import { createPlatformStore, selectSite, type SiteConfig } from '@dealerline/shared';
import { installFakeFetch, testDealer, testSite, type FakeFetch } from '@dealerline/shared/testing';
import { runCarQueries } from '../client/run-car-queries';
import { setSearchClientFactory } from '../client/search-client-registry';
import { fakeSearchClient, type FakeSearchClient } from '../testing/fake-search-client';

const NOW = 1_800_000_000;
const siteWithKey = (apiKey: string, validUntil: number): SiteConfig => {
  const site = testSite();
  return { ...site, search: { ...site.search!, apiKey, validUntil } };
};
const request = () => ({ queries: [{ indexName: 'Car_production', hitsPerPage: 1 }] });

describe('runCarQueries', () => {
  let network: FakeFetch;
  let clients: Record<string, FakeSearchClient>;

  beforeEach(() => {
    clients = {};
    setSearchClientFactory((config) => (clients[config.apiKey] ??= fakeSearchClient([])));
    network = installFakeFetch({
      '/api/site-config': { body: { site: siteWithKey('fresh-key', NOW + 3600), dealer: testDealer() } },
    });
  });
  afterEach(() => {
    network.restore();
    setSearchClientFactory(null);
  });

  const storeWith = (site: SiteConfig) => createPlatformStore({ site, dealer: testDealer(), storage: null });

  it('searches with the current key while it is valid, without fetching the site config', async () => {
    const store = storeWith(siteWithKey('key-1', NOW + 3600));
    await runCarQueries(store, request, () => NOW);
    expect(clients['key-1']?.calls).toHaveLength(1);
    expect(network.requests).toHaveLength(0);
  });

  it("asks every query for the attributes cards show: the site's finance provider, no highlighting", async () => {
    const site = { ...siteWithKey('key-1', NOW + 3600), finance_provider: 'Angle' as const };
    const twoQueries = () => ({
      queries: [...request().queries, { indexName: 'Car_production', hitsPerPage: 0 }],
    });
    await runCarQueries(storeWith(site), twoQueries, () => NOW);
    const sent = clients['key-1']!.calls[0]!;
    expect(sent).toHaveLength(2);
    for (const query of sent) {
      expect(query.attributesToRetrieve).toContain('*');
      expect(query.attributesToRetrieve).toContain('-finance_lenders.Taurus');
      expect(query.attributesToRetrieve).not.toContain('-finance_lenders.Angle');
      expect(query.attributesToHighlight).toEqual([]);
    }
  });

  it('refreshes the key before validUntil and searches with a client for the new key', async () => {
    const store = storeWith(siteWithKey('key-1', NOW + 60));
    const { site } = await runCarQueries(store, request, () => NOW);
    expect(network.requests.map((url) => url.pathname)).toEqual(['/api/site-config']);
    expect(clients['key-1']).toBeUndefined();
    expect(clients['fresh-key']?.calls).toHaveLength(1);
    expect(site.search.apiKey).toBe('fresh-key');
    expect(selectSite(store.getState())?.search?.apiKey).toBe('fresh-key');
  });

  it('refreshes the key once and retries when the service answers 403', async () => {
    const store = storeWith(siteWithKey('key-1', NOW + 3600));
    clients['key-1'] = fakeSearchClient([]);
    clients['key-1'].failWith(Object.assign(new Error('Invalid API key'), { status: 403 }));
    await runCarQueries(store, request, () => NOW);
    expect(clients['key-1'].calls).toHaveLength(1);
    expect(clients['fresh-key']?.calls).toHaveLength(1);
    expect(network.requests).toHaveLength(1);
  });

  it('gives up after one retry, and does not retry other errors', async () => {
    const store = storeWith(siteWithKey('key-1', NOW + 3600));
    const expired = Object.assign(new Error('Invalid API key'), { status: 403 });
    clients['key-1'] = fakeSearchClient([]);
    clients['key-1'].failWith(expired);
    clients['fresh-key'] = fakeSearchClient([]);
    clients['fresh-key'].failWith(expired);
    await expect(runCarQueries(store, request, () => NOW)).rejects.toBe(expired);
    expect(network.requests).toHaveLength(1);

    const down = Object.assign(new Error('Unreachable hosts'), { status: 500 });
    clients['fresh-key'].failWith(down);
    await expect(runCarQueries(store, request, () => NOW)).rejects.toBe(down);
    expect(network.requests).toHaveLength(1);
  });
});
