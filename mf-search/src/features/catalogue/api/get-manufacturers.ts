import { api, type Manufacturer } from '@dealerline/shared';

/** GET /api/manufacturers: the makes this site's dealerships sell, by name (infra/src/routes/content-routes.ts). */
const manufacturersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getManufacturers: build.query<Manufacturer[], void>({
      query: () => 'manufacturers',
      transformResponse: (response: { manufacturers: Manufacturer[] }) => response.manufacturers,
    }),
  }),
});

export const { useGetManufacturersQuery } = manufacturersApi;
