import { createPlatformStore } from '@dealerline/shared';
import { testDealer, testSite } from '@dealerline/shared/testing';
import { facetCountsApi } from '../api/facet-counts-endpoint';
import { setSearchClientFactory } from '../client/search-client-registry';
import { fakeSearchClient } from '../testing/fake-search-client';
import { testCarHit } from '@dealerline/shared/testing';

describe('facetCounts endpoint', () => {
  afterEach(() => setSearchClientFactory(null));

  it('counts the asked attributes, a refined one as if it were not refined, with the site labels', async () => {
    const cars = [
      testCarHit({ id: 1, make: 'Toyota', car_type: 'used' }),
      testCarHit({ id: 2, make: 'Toyota', car_type: 'new' }),
      testCarHit({ id: 3, make: 'Kia', car_type: 'used' }),
    ];
    const client = fakeSearchClient(cars);
    setSearchClientFactory(() => client);
    const store = createPlatformStore({
      site: testSite({ used_label: 'Pre-Owned' }),
      dealer: testDealer(),
      storage: null,
    });
    const facets = await store
      .dispatch(
        facetCountsApi.endpoints.facetCounts.initiate({
          attributes: ['make', 'car_type'],
          state: { refinements: { make: ['Toyota'] } },
        }),
      )
      .unwrap();
    expect(facets).toEqual({
      make: [
        { label: 'Toyota', value: 'Toyota', count: 2 },
        { label: 'Kia', value: 'Kia', count: 1 },
      ],
      car_type: [
        { label: 'New', value: 'new', count: 1 },
        { label: 'Pre-Owned', value: 'used', count: 1 },
      ],
    });
    expect(client.calls[0]?.every((query) => query.hitsPerPage === 0)).toBe(true);
  });
});
