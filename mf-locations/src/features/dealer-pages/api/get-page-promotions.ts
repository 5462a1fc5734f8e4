import { api, type Promotion } from '@dealerline/shared';

/** GET /api/promotions: the site's running slides, for a page's promotions block. */
const pagePromotionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPagePromotions: build.query<Promotion[], void>({
      query: () => 'promotions',
      transformResponse: (response: { promotions: Promotion[] }) => response.promotions,
    }),
  }),
});

export const { useGetPagePromotionsQuery } = pagePromotionsApi;
