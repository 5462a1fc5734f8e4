import { api, type DealerConfig, type SiteConfig } from '@dealerline/shared';

/** GET /api/site-config: the tenant's site (with a fresh secured search key) and dealer config. */
export const siteConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    siteConfig: build.query<{ site: SiteConfig; dealer: DealerConfig }, void>({
      query: () => 'site-config',
      keepUnusedDataFor: 0,
    }),
  }),
});
