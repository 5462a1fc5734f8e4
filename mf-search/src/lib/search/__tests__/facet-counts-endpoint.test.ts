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
    const { facets, bounds } = await store
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
    expect(bounds).toEqual({});
    expect(client.calls[0]?.every((query) => query.hitsPerPage === 0)).toBe(true);
  });

  it('reports the lowest and highest value of the asked bounds under the same filters, in one request', async () => {
    const client = fakeSearchClient([
      testCarHit({ id: 1, make: 'Toyota', price: 18990, km: 120000 }),
      testCarHit({ id: 2, make: 'Toyota', price: 61500, km: 10 }),
      testCarHit({ id: 3, make: 'Kia', price: 9990, km: 5 }),
      testCarHit({ id: 4, make: 'Toyota', price: 0, km: 80 }),
    ]);
    setSearchClientFactory(() => client);
    const store = createPlatformStore({ site: testSite(), dealer: testDealer(), storage: null });
    const { facets, bounds } = await store
      .dispatch(
        facetCountsApi.endpoints.facetCounts.initiate({
          attributes: ['make'],
          state: { refinements: { make: ['Toyota'] } },
          bounds: ['price', 'km', 'subscription_price'],
        }),
      )
      .unwrap();
    // Prices of 10 or less are no price (spec §4): a price range never finds them, so they bound nothing.
    expect(bounds).toEqual({ price: { min: 18990, max: 61500 }, km: { min: 10, max: 120000 } });
    expect(facets.make).toHaveLength(2);
    expect(client.calls).toHaveLength(1);
    const boundsQueries = client.calls[0]!.slice(-3);
    expect(boundsQueries.map((query) => query.facets)).toEqual([['price'], ['km'], ['subscription_price']]);
    expect(boundsQueries.every((query) => query.maxValuesPerFacet === 1)).toBe(true);
    expect(boundsQueries[0]!.facetFilters).toEqual([['make:Toyota']]);
  });
});
