import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { api, serverCacheRestored, type ApiContext } from '../api/api';
import { promotionsApi } from '../api/promotions';
import type { DealerConfig, SiteConfig } from '../domain/site';
import type { PrefetchedData } from '../platform/boot';
import { favouritesRestored } from '../favourites/favourites-slice';
import { favouritesStorageKey, readFavourites } from '../favourites/favourites-storage';
import { tenantLoaded } from '../tenant/tenant-slice';
import { createFavouritesListener } from './favourites-listener';
import { rootReducer } from './root-reducer';

export interface StoreOptions {
  site: SiteConfig;
  dealer: DealerConfig;
  /** localStorage in the browser; null where there is none (tests, private mode). */
  storage: Storage | null;
  /** API answers the server embedded in the page (BootPayload.prefetched): cached as if fetched. */
  prefetched?: PrefetchedData;
  /** On the platform server: how the store reaches the APIs (see ApiContext). */
  server?: ApiContext;
  /**
   * False when the page hydrates server HTML: the saved favourites are restored after hydration
   * (restoreFavourites), since the server could not know them. Default true.
   */
  favouritesAtStart?: boolean;
}

/** The page's one store: built once by the shell (or a remote's dev harness); remotes inject slices into it. */
export function createPlatformStore({
  site,
  dealer,
  storage,
  prefetched,
  server,
  favouritesAtStart = true,
}: StoreOptions) {
  const favourites = createFavouritesListener(site.slug, storage);
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { api: server } } })
        .prepend(favourites.middleware)
        .concat(api.middleware),
  });
  store.dispatch(tenantLoaded({ site, dealer }));
  if (favouritesAtStart) restoreFavourites(store, site, storage);
  if (prefetched) restorePrefetched(store, prefetched);
  return store;
}

/**
 * Caches the API answers the server embedded in the page as if fetched. The shell calls it in a task of its
 * own after creating the store: on a throttled phone the two together were one 120 ms task (issue 9, TBT).
 */
export function restorePrefetched(
  store: { dispatch: (action: UnknownAction) => unknown },
  prefetched: PrefetchedData,
): void {
  if (prefetched.api) store.dispatch(serverCacheRestored(prefetched.api));
  if (prefetched.promotions) {
    store.dispatch(
      promotionsApi.util.upsertQueryEntries([
        { endpointName: 'getPromotions', arg: undefined, value: prefetched.promotions },
      ]),
    );
  }
}

/**
 * Puts the site's saved favourites (localStorage) in the store, and keeps them in step with what another tab
 * of the site saves (the window's storage event), so its header count and garage stay true.
 */
export function restoreFavourites(
  store: { dispatch: (action: UnknownAction) => unknown },
  site: Pick<SiteConfig, 'favourites' | 'slug'>,
  storage: Storage | null,
): void {
  if (!site.favourites || !storage) return;
  const saved = readFavourites(storage, site.slug);
  if (saved.length) store.dispatch(favouritesRestored(saved));
  if (typeof window === 'undefined') return;
  const key = favouritesStorageKey(site.slug);
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== storage || (event.key !== null && event.key !== key)) return;
    store.dispatch(favouritesRestored(readFavourites(storage, site.slug)));
  });
}

export type PlatformStore = ReturnType<typeof createPlatformStore>;
export type AppDispatch = PlatformStore['dispatch'];
