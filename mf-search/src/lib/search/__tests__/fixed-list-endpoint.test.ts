import { createPlatformStore } from '@dealerline/shared';
import { testDealer, testSite } from '@dealerline/shared/testing';
import { fixedListApi } from '../api/fixed-list-endpoint';
import { hitAttributes } from '../client/hit-attributes';
import { setSearchClientFactory } from '../client/search-client-registry';
import { fakeSearchClient } from '../testing/fake-search-client';
import { testCarHit } from '@dealerline/shared/testing';

describe('fixedList endpoint (spec §7.2)', () => {
  afterEach(() => setSearchClientFactory(null));

  it("sends the filter string with the sort's index and filter, and a limit", async () => {
    const client = fakeSearchClient(Array.from({ length: 10 }, (_, i) => testCarHit({ id: i + 1 })));
    setSearchClientFactory(() => client);
    const site = testSite();
    const store = createPlatformStore({
      site: { ...site, search: { ...site.search!, sortFilters: { price_asc: 'price > 0' } } },
      dealer: testDealer(),
      storage: null,
    });
    const hits = await store
      .dispatch(
        fixedListApi.endpoints.fixedList.initiate({ filters: 'make:Toyota', limit: 4, sortBy: 'price_asc' }),
      )
      .unwrap();
    expect(hits).toHaveLength(4);
    expect(client.calls).toEqual([
      [
        {
          indexName: 'Car_production_price_asc',
          filters: '(make:Toyota) AND (price > 0)',
          hitsPerPage: 4,
          ...hitAttributes(site.finance_provider),
        },
      ],
    ]);
  });
});
