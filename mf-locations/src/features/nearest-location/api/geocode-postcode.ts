import { api } from '@dealerline/shared';
import { type GeoPoint } from '@dealerline/shared/rules';

interface GeocodeAnswer {
  status: string;
  results: { formatted_address: string; geometry: { location: GeoPoint } }[];
}

/**
 * GET /api/geocode?address={postcode} (spec §7.10): the first result's geometry.location, or null when the
 * postcode gives no result.
 */
const geocodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    geocodePostcode: build.query<GeoPoint | null, string>({
      query: (postcode) => ({ url: 'geocode', params: { address: postcode } }),
      transformResponse: (answer: GeocodeAnswer) => answer.results[0]?.geometry.location ?? null,
    }),
  }),
});

export const { useLazyGeocodePostcodeQuery } = geocodeApi;
