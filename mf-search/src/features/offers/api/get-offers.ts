import { api, type Offer } from '@dealerline/shared';

/** GET /api/offers: the site's running special offers (infra/src/routes/content-routes.ts). */
const offersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOffers: build.query<Offer[], void>({
      query: () => 'offers',
      transformResponse: (response: { offers: Offer[] }) => response.offers,
    }),
  }),
});

export const { useGetOffersQuery } = offersApi;
