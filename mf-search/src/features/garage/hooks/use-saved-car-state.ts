import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCarByIdQuery, useSite, type FavouriteEntry } from '@dealerline/shared';
import { savedCarState, type SavedCarState } from '@dealerline/shared/rules';

/**
 * Where a saved car stands now (savedCarState): read from the car index with the site's secured key, so a car
 * the site no longer shows (sold past its days, off the website, out of the feed) is not found. undefined
 * while it is looked up, or when the lookup failed.
 */
export function useSavedCarState(entry: Pick<FavouriteEntry, 'id'>): SavedCarState | undefined {
  const { search } = useSite();
  const { data, isSuccess } = useCarByIdQuery(search ? { carId: entry.id, search } : skipToken);
  return savedCarState(isSuccess ? data : undefined);
}
