import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DealerConfig, SiteConfig } from '../domain/site';

export interface TenantState {
  site: SiteConfig | null;
  dealer: DealerConfig | null;
}

const initialState: TenantState = { site: null, dealer: null };

/** The tenant the shell resolved: its site and dealer configuration, read by every remote. */
export const tenantSlice = createSlice({
  name: 'tenant',
  initialState,
  reducers: {
    tenantLoaded(_state, action: PayloadAction<{ site: SiteConfig; dealer: DealerConfig }>) {
      return action.payload;
    },
  },
  selectors: {
    selectSite: (state) => state.site,
    selectDealer: (state) => state.dealer,
  },
});

export const { tenantLoaded } = tenantSlice.actions;
export const { selectSite, selectDealer } = tenantSlice.selectors;
