import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { promotionsApi } from '../api/promotions';
import type { DealerConfig, SiteConfig } from '../domain/site';
import type { PrefetchedData } from '../platform/boot';
import { favouritesRestored } from '../favourites/favourites-slice';
import { readFavourites } from '../favourites/favourites-storage';
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
}

/** The page's one store: built once by the shell (or a remote's dev harness); remotes inject slices into it. */
export function createPlatformStore({ site, dealer, storage, prefetched }: StoreOptions) {
  const favourites = createFavouritesListener(site.slug, storage);
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().prepend(favourites.middleware).concat(api.middleware),
  });
  store.dispatch(tenantLoaded({ site, dealer }));
  if (site.favourites && storage) store.dispatch(favouritesRestored(readFavourites(storage, site.slug)));
  if (prefetched?.promotions) {
    store.dispatch(
      promotionsApi.util.upsertQueryEntries([
        { endpointName: 'getPromotions', arg: undefined, value: prefetched.promotions },
      ]),
    );
  }
  return store;
}

export type PlatformStore = ReturnType<typeof createPlatformStore>;
export type AppDispatch = PlatformStore['dispatch'];
