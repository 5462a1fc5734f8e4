import { combineSlices } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { favouritesSlice } from '../favourites/favourites-slice';
import { tenantSlice } from '../tenant/tenant-slice';

/**
 * Slices that remotes inject at runtime. A remote declares its slice here by module augmentation:
 * `declare module '@dealerline/shared' { interface LazyLoadedSlices extends WithSlice<typeof searchSlice> {} }`
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  api,
  tenantSlice,
  favouritesSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
