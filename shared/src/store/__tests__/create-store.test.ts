import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { testDealer, testFavourite, testPromotion, testSite } from '../../../testing/fixtures';
import { ANALYTICS_EVENT_IDS } from '../../analytics/event-ids';
import { bus, type AnalyticsEvent } from '../../bus/platform-events';
import { favouriteToggled, selectFavourites, selectIsFavourite } from '../../favourites/favourites-slice';
import { favouritesStorageKey } from '../../favourites/favourites-storage';
import { selectSite } from '../../tenant/tenant-slice';
import { promotionsApi } from '../../api/promotions';
import { createPlatformStore } from '../create-store';
import { rootReducer } from '../root-reducer';

const car = testFavourite();

describe('createPlatformStore', () => {
  beforeEach(() => localStorage.clear());

  it('starts with the tenant loaded', () => {
    const site = testSite();
    const store = createPlatformStore({ site, dealer: testDealer(), storage: null });
    expect(selectSite(store.getState())).toEqual(site);
  });

  it('starts with the promotions the server embedded, as if GET /api/promotions had answered', () => {
    const promotions = [testPromotion()];
    const store = createPlatformStore({
      site: testSite(),
      dealer: testDealer(),
      storage: null,
      prefetched: { promotions },
    });
    const entry = promotionsApi.endpoints.getPromotions.select()(store.getState());
    expect(entry.status).toBe('fulfilled');
    expect(entry.data).toEqual(promotions);
    const without = createPlatformStore({ site: testSite(), dealer: testDealer(), storage: null });
    expect(promotionsApi.endpoints.getPromotions.select()(without.getState()).status).toBe('uninitialized');
  });

  it('toggles a favourite by id, persists it per site and announces it on the bus with event 39', () => {
    const events: AnalyticsEvent[] = [];
    const toggles: boolean[] = [];
    const offAnalytics = bus.on('analytics', (event) => events.push(event));
    const offToggle = bus.on('favourite:toggled', ({ saved }) => toggles.push(saved));
    const store = createPlatformStore({
      site: testSite({ slug: 'a' }),
      dealer: testDealer(),
      storage: localStorage,
    });

    store.dispatch(favouriteToggled(car));
    expect(selectIsFavourite(store.getState(), 42)).toBe(true);
    expect(JSON.parse(localStorage.getItem(favouritesStorageKey('a'))!)).toEqual([car]);
    store.dispatch(favouriteToggled(car));
    expect(selectFavourites(store.getState())).toEqual([]);

    expect(toggles).toEqual([true, false]);
    expect(events.map((event) => event.eventId)).toEqual([
      ANALYTICS_EVENT_IDS.FAVOURITE,
      ANALYTICS_EVENT_IDS.FAVOURITE,
    ]);
    offAnalytics();
    offToggle();
  });

  it('restores saved favourites on sites that have them, and ignores them elsewhere', () => {
    localStorage.setItem(favouritesStorageKey('a'), JSON.stringify([car]));
    const withFavourites = createPlatformStore({
      site: testSite({ slug: 'a', favourites: true }),
      dealer: testDealer(),
      storage: localStorage,
    });
    expect(selectFavourites(withFavourites.getState())).toEqual([car]);
    const without = createPlatformStore({
      site: testSite({ slug: 'a', favourites: false }),
      dealer: testDealer(),
      storage: localStorage,
    });
    expect(selectFavourites(without.getState())).toEqual([]);
  });

  it("keeps the cars another tab saved when this tab saves or removes one (two tabs' stores, one storage)", () => {
    const site = testSite({ slug: 'a', favourites: true });
    const tab = () => createPlatformStore({ site, dealer: testDealer(), storage: localStorage });
    const [first, second] = [tab(), tab()];
    const other = testFavourite({ id: 7, slug: 'other-7', name: 'Other car' });
    const third = testFavourite({ id: 9, slug: 'third-9', name: 'Third car' });

    second.dispatch(favouriteToggled(other));
    first.dispatch(favouriteToggled(car));
    expect(
      JSON.parse(localStorage.getItem(favouritesStorageKey('a'))!).map((e: { id: number }) => e.id),
    ).toEqual([7, 42]);
    expect(selectFavourites(first.getState()).map((entry) => entry.id)).toEqual([7, 42]);

    second.dispatch(favouriteToggled(third));
    // The second tab still held [7] (a tab's own writes fire no storage event in it): its save merges with
    // what is saved ([7, 42, 9]), and removing 7 then keeps 42 and 9.
    second.dispatch(favouriteToggled(other));
    expect(
      JSON.parse(localStorage.getItem(favouritesStorageKey('a'))!).map((e: { id: number }) => e.id),
    ).toEqual([42, 9]);
    expect(selectFavourites(second.getState()).map((entry) => entry.id)).toEqual([42, 9]);
  });

  it("follows the favourites another tab saves, by the window's storage event", () => {
    const site = testSite({ slug: 'a', favourites: true });
    const store = createPlatformStore({ site, dealer: testDealer(), storage: localStorage });
    localStorage.setItem(favouritesStorageKey('a'), JSON.stringify([car]));
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'dealerline:b:favourites', storageArea: localStorage }),
    );
    expect(selectFavourites(store.getState())).toEqual([]);
    window.dispatchEvent(
      new StorageEvent('storage', { key: favouritesStorageKey('a'), storageArea: localStorage }),
    );
    expect(selectFavourites(store.getState())).toEqual([car]);
  });

  it('lets a remote inject its own slice into the one store', () => {
    const counter = createSlice({
      name: 'remoteCounter',
      initialState: { value: 0 },
      reducers: { increment: (state) => void (state.value += 1) },
      selectors: { selectValue: (state) => state.value },
    });
    const store = createPlatformStore({ site: testSite(), dealer: testDealer(), storage: null });
    const injected = counter.injectInto(rootReducer);
    store.dispatch(counter.actions.increment());
    const state = store.getState() as unknown as WithSlice<typeof counter>;
    expect(injected.selectors.selectValue(state)).toBe(1);
  });
});
