import { api, type Review, type ReviewsSummary } from '@dealerline/shared';

export interface LocationReviews {
  summary: ReviewsSummary | null;
  reviews: Review[];
}

/** GET /api/locations/{slug}/reviews: a location's review summary and reviews (infra content-routes). */
const locationReviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLocationReviews: build.query<LocationReviews, string>({
      query: (location) => `locations/${encodeURIComponent(location)}/reviews`,
    }),
  }),
});

export const { useGetLocationReviewsQuery } = locationReviewsApi;
