import type { Promotion } from '../domain/content';
import { api } from './api';

/** GET /api/promotions: the site's running slides (infra/src/routes/content-routes.ts), one cache entry. */
export const promotionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPromotions: build.query<Promotion[], void>({
      query: () => 'promotions',
      transformResponse: (response: { promotions: Promotion[] }) => response.promotions,
    }),
  }),
});

export const { useGetPromotionsQuery } = promotionsApi;
