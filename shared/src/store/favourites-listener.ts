import { createListenerMiddleware } from '@reduxjs/toolkit';
import { ANALYTICS_EVENT_IDS } from '../analytics/event-ids';
import { bus } from '../bus/platform-events';
import type { FavouriteEntry } from '../domain/car';
import {
  favouritesRestored,
  favouriteToggled,
  selectFavourites,
  selectIsFavourite,
} from '../favourites/favourites-slice';
import { readFavourites, writeFavourites } from '../favourites/favourites-storage';
import type { RootState } from './root-reducer';

const sameIds = (a: FavouriteEntry[], b: FavouriteEntry[]) =>
  a.length === b.length && a.every((entry, i) => entry.id === b[i]!.id);

/**
 * After a favourite toggles: persist the list for the site, tell the page on the bus, and send the
 * analytics event 39 (spec §9). The toggle is applied to the list as saved now, not as this page last read
 * it: another tab of the site may have saved or removed cars since, and writing this page's list over theirs
 * lost them. The store then holds the merged list.
 */
export function createFavouritesListener(siteSlug: string, storage: Storage | null) {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: favouriteToggled,
    effect: (action, api) => {
      const state = api.getState() as RootState;
      const saved = selectIsFavourite(state, action.payload.id);
      if (storage) {
        const others = readFavourites(storage, siteSlug).filter((entry) => entry.id !== action.payload.id);
        const merged = saved ? [...others, action.payload] : others;
        writeFavourites(storage, siteSlug, merged);
        if (!sameIds(merged, selectFavourites(state))) api.dispatch(favouritesRestored(merged));
      }
      bus.emit('favourite:toggled', { entry: action.payload, saved });
      bus.emit('analytics', {
        eventId: ANALYTICS_EVENT_IDS.FAVOURITE,
        name: 'favourite',
        data: { car_id: action.payload.id, saved },
      });
    },
  });
  return listener;
}
