import { api, type Promotion } from '@dealerline/shared';

/** GET /api/promotions: the site's running home page slides (infra/src/routes/content-routes.ts). */
const promotionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPromotions: build.query<Promotion[], void>({
      query: () => 'promotions',
      transformResponse: (response: { promotions: Promotion[] }) => response.promotions,
    }),
  }),
});

export const { useGetPromotionsQuery } = promotionsApi;
