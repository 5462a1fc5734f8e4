import { testDealer, testFavourite, testPromotion, testSite } from '../../../testing/fixtures';
import { api, serverCacheRestored } from '../../api/api';
import { promotionsApi } from '../../api/promotions';
import type { Promotion } from '../../domain/content';
import { selectFavourites } from '../../favourites/favourites-slice';
import { favouritesStorageKey } from '../../favourites/favourites-storage';
import { createPlatformStore, restoreFavourites, restorePrefetched } from '../create-store';

const promotions: Promotion[] = [testPromotion()];

const car = testFavourite();

const selectPromotions = promotionsApi.endpoints.getPromotions.select();

/** A fulfilled cache entry as RTK Query stores it (what the server's render hands the browser). */
const fulfilledEntry = (data: unknown) => ({
  status: 'fulfilled',
  endpointName: 'getPromotions',
  requestId: 'server-request',
  originalArgs: undefined,
  startedTimeStamp: 1_700_000_000_000,
  fulfilledTimeStamp: 1_700_000_000_050,
  data,
});

describe('createPlatformStore with the server’s API answers (prefetched.api)', () => {
  it('starts with the entry under its cache key, as if the browser had fetched it', () => {
    const store = createPlatformStore({
      site: testSite(),
      dealer: testDealer(),
      storage: null,
      prefetched: { api: { queries: { 'getPromotions(undefined)': fulfilledEntry(promotions) } } },
    });
    const entry = selectPromotions(store.getState());
    expect(entry.status).toBe('fulfilled');
    expect(entry.isSuccess).toBe(true);
    expect(entry.data).toEqual(promotions);
    expect(Object.keys(store.getState().api.queries)).toEqual(['getPromotions(undefined)']);
  });

  it('restores them into a store made without them (the shell does it in a task of its own)', () => {
    const store = createPlatformStore({ site: testSite(), dealer: testDealer(), storage: null });
    expect(selectPromotions(store.getState()).status).toBe('uninitialized');
    restorePrefetched(store, {
      api: { queries: { 'getPromotions(undefined)': fulfilledEntry(promotions) } },
    });
    expect(selectPromotions(store.getState()).data).toEqual(promotions);
  });

  it('takes the entries as a server store has them', () => {
    const server = createPlatformStore({
      site: testSite(),
      dealer: testDealer(),
      storage: null,
      prefetched: { promotions },
    });
    const queries = server.getState().api.queries;
    const browser = createPlatformStore({
      site: testSite(),
      dealer: testDealer(),
      storage: null,
      prefetched: { api: { queries } },
    });
    expect(browser.getState().api.queries).toEqual(queries);
    expect(selectPromotions(browser.getState()).data).toEqual(promotions);
  });

  it('leaves out entries that are not answers (pending or failed)', () => {
    const store = createPlatformStore({
      site: testSite(),
      dealer: testDealer(),
      storage: null,
      prefetched: {
        api: {
          queries: {
            'getPromotions(undefined)': { status: 'pending', endpointName: 'getPromotions', requestId: 'x' },
          },
        },
      },
    });
    expect(selectPromotions(store.getState()).status).toBe('uninitialized');
  });

  it('ignores an action of that type without a cache', () => {
    const store = createPlatformStore({ site: testSite(), dealer: testDealer(), storage: null });
    const before = store.getState().api;
    store.dispatch({ type: serverCacheRestored({ queries: {} }).type });
    expect(store.getState().api).toBe(before);
  });

  it('keeps the api’s own config and mutations', () => {
    const store = createPlatformStore({
      site: testSite(),
      dealer: testDealer(),
      storage: null,
      prefetched: { api: { queries: { 'getPromotions(undefined)': fulfilledEntry(promotions) } } },
    });
    expect(store.getState().api.config.reducerPath).toBe(api.reducerPath);
    expect(store.getState().api.mutations).toEqual({});
  });
});

describe('favourites on a page hydrating the server’s HTML', () => {
  beforeEach(() => localStorage.clear());

  it('starts without the saved favourites until restoreFavourites is called', () => {
    localStorage.setItem(favouritesStorageKey('a'), JSON.stringify([car]));
    const site = testSite({ slug: 'a', favourites: true });
    const store = createPlatformStore({
      site,
      dealer: testDealer(),
      storage: localStorage,
      favouritesAtStart: false,
    });
    expect(selectFavourites(store.getState())).toEqual([]);
    restoreFavourites(store, site, localStorage);
    expect(selectFavourites(store.getState())).toEqual([car]);
  });

  it('restores them at the start by default', () => {
    localStorage.setItem(favouritesStorageKey('a'), JSON.stringify([car]));
    const store = createPlatformStore({
      site: testSite({ slug: 'a' }),
      dealer: testDealer(),
      storage: localStorage,
    });
    expect(selectFavourites(store.getState())).toEqual([car]);
  });

  it('does not write the empty list over the saved one while they wait', () => {
    localStorage.setItem(favouritesStorageKey('a'), JSON.stringify([car]));
    createPlatformStore({
      site: testSite({ slug: 'a' }),
      dealer: testDealer(),
      storage: localStorage,
      favouritesAtStart: false,
    });
    expect(JSON.parse(localStorage.getItem(favouritesStorageKey('a'))!)).toEqual([car]);
  });

  it('dispatches nothing when nothing is saved', () => {
    const store = { dispatch: jest.fn() };
    restoreFavourites(store, testSite({ slug: 'a' }), localStorage);
    localStorage.setItem(favouritesStorageKey('a'), 'not json');
    restoreFavourites(store, testSite({ slug: 'a' }), localStorage);
    expect(store.dispatch).not.toHaveBeenCalled();
  });

  it('dispatches nothing without storage, or on a site without favourites', () => {
    localStorage.setItem(favouritesStorageKey('a'), JSON.stringify([car]));
    const store = { dispatch: jest.fn() };
    restoreFavourites(store, testSite({ slug: 'a' }), null);
    restoreFavourites(store, testSite({ slug: 'a', favourites: false }), localStorage);
    expect(store.dispatch).not.toHaveBeenCalled();
    restoreFavourites(store, testSite({ slug: 'a' }), localStorage);
    expect(store.dispatch).toHaveBeenCalledTimes(1);
  });

  it('reads only the favourites of its own site', () => {
    localStorage.setItem(favouritesStorageKey('b'), JSON.stringify([car]));
    const store = { dispatch: jest.fn() };
    restoreFavourites(store, testSite({ slug: 'a' }), localStorage);
    expect(store.dispatch).not.toHaveBeenCalled();
  });
});
