import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FavouriteEntry } from '../domain/car';

export interface FavouritesState {
  entries: FavouriteEntry[];
}

const initialState: FavouritesState = { entries: [] };

/** Spec §4 Favourites: toggling adds or removes a vehicle by id. */
export const favouritesSlice = createSlice({
  name: 'favourites',
  initialState,
  reducers: {
    favouriteToggled(state, action: PayloadAction<FavouriteEntry>) {
      const index = state.entries.findIndex((entry) => entry.id === action.payload.id);
      if (index >= 0) state.entries.splice(index, 1);
      else state.entries.push(action.payload);
    },
    favouritesRestored(_state, action: PayloadAction<FavouriteEntry[]>) {
      return { entries: action.payload };
    },
  },
  selectors: {
    selectFavourites: (state) => state.entries,
    selectFavouriteCount: (state) => state.entries.length,
    selectIsFavourite: (state, id: number) => state.entries.some((entry) => entry.id === id),
  },
});

export const { favouriteToggled, favouritesRestored } = favouritesSlice.actions;
export const { selectFavourites, selectFavouriteCount, selectIsFavourite } = favouritesSlice.selectors;
