import { api, type VehicleDetailResponse } from '@dealerline/shared';

/**
 * GET /api/cars/{slug}, read for one thing: the slug of the location the car stands at (spec §3 car location),
 * null when the car names none. The car of a lead form comes from the search index, whose record the form
 * reads without its location.
 */
export const carYardApi = api.injectEndpoints({
  endpoints: (build) => ({
    carYard: build.query<string | null, string>({
      query: (slug) => `cars/${encodeURIComponent(slug)}`,
      transformResponse: ({ car }: VehicleDetailResponse) => car.location?.slug ?? null,
    }),
  }),
});

export const { useCarYardQuery } = carYardApi;
