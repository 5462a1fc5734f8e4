import { createPlatformStore, type ApiContext } from '@dealerline/shared';
import { testDealer, testSite } from '@dealerline/shared/testing';
import { carSearchApi } from '../api/car-search-endpoint';
import { setSearchClientFactory } from '../client/search-client-registry';
import { resultPageCache } from '../result-page-cache';
import { fakeSearchClient, type FakeSearchClient } from '../testing/fake-search-client';
import { testCarHit } from '@dealerline/shared/testing';
import { EMPTY_SEARCH_STATE } from '../url-state';

const cars = Array.from({ length: 50 }, (_, i) => testCarHit({ id: i + 1 }));

describe('carSearch endpoint', () => {
  let client: FakeSearchClient;

  beforeEach(() => {
    client = fakeSearchClient(cars);
    setSearchClientFactory(() => client);
    resultPageCache.clear();
  });
  afterEach(() => setSearchClientFactory(null));

  const setup = (cache_size: number, server?: ApiContext) => {
    const site = testSite({ search_page: { ...testSite().search_page, cache_size } });
    const store = createPlatformStore({ site, dealer: testDealer(), storage: null, server });
    const fetchPage = (page: number) =>
      store
        .dispatch(
          carSearchApi.endpoints.carSearch.initiate(
            { state: { ...EMPTY_SEARCH_STATE, page }, facets: ['make'], hitsPerPage: 21 },
            { forceRefetch: true, subscribe: false },
          ),
        )
        .unwrap();
    return fetchPage;
  };

  it('answers a page fetched before from the result-page cache, without searching', async () => {
    const fetchPage = setup(5);
    const first = await fetchPage(1);
    expect(client.calls).toHaveLength(1);
    expect(await fetchPage(1)).toEqual(first);
    expect(client.calls).toHaveLength(1);
  });

  it('keeps no page on the platform server, where one module serves every tenant and request', async () => {
    const fetchPage = setup(5, { fetch, baseUrl: 'http://127.0.0.1/api/' });
    await fetchPage(1);
    await fetchPage(1);
    expect(client.calls).toHaveLength(2);
  });

  it("drops the oldest page first past the site's cache size", async () => {
    const fetchPage = setup(2);
    await fetchPage(0);
    await fetchPage(1);
    await fetchPage(2);
    expect(client.calls).toHaveLength(3);
    await fetchPage(2);
    await fetchPage(1);
    expect(client.calls).toHaveLength(3);
    await fetchPage(0);
    expect(client.calls).toHaveLength(4);
  });

  it('drops the page fetched first even when it is the one read most since', async () => {
    const fetchPage = setup(2);
    await fetchPage(0);
    await fetchPage(1);
    await fetchPage(0);
    await fetchPage(0);
    expect(client.calls).toHaveLength(2);
    await fetchPage(2);
    await fetchPage(1);
    expect(client.calls).toHaveLength(3);
    await fetchPage(0);
    expect(client.calls).toHaveLength(4);
  });

  it('does not keep a failed search', async () => {
    const fetchPage = setup(5);
    client.failWith(new Error('Unreachable hosts'));
    await expect(fetchPage(0)).rejects.toMatchObject({ error: 'Unreachable hosts' });
    client.succeed();
    expect((await fetchPage(0)).hits).toHaveLength(21);
    expect(client.calls).toHaveLength(2);
  });
});
