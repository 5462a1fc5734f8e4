import { api, withRetryAfter, type ManualValuationRequest, type ValuationStarted } from '@dealerline/shared';

/** POST /api/valuations: the manual path (make, model and year typed by the shopper). */
export const manualValuationApi = api.injectEndpoints({
  endpoints: (build) => ({
    startManualValuation: build.mutation<ValuationStarted, ManualValuationRequest>({
      query: (body) => ({ url: 'valuations', method: 'POST', body }),
      transformErrorResponse: withRetryAfter,
    }),
  }),
});

export const { useStartManualValuationMutation } = manualValuationApi;
