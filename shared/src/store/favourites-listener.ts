import { createListenerMiddleware } from '@reduxjs/toolkit';
import { ANALYTICS_EVENT_IDS } from '../analytics/event-ids';
import { bus } from '../bus/platform-events';
import { favouriteToggled, selectIsFavourite, selectFavourites } from '../favourites/favourites-slice';
import { writeFavourites } from '../favourites/favourites-storage';
import type { RootState } from './root-reducer';

/**
 * After a favourite toggles: persist the list for the site, tell the page on the bus, and send the
 * analytics event 39 (spec §9).
 */
export function createFavouritesListener(siteSlug: string, storage: Storage | null) {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: favouriteToggled,
    effect: (action, api) => {
      const state = api.getState() as RootState;
      const saved = selectIsFavourite(state, action.payload.id);
      if (storage) writeFavourites(storage, siteSlug, selectFavourites(state));
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
