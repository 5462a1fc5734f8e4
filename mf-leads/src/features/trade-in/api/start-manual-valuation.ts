import { api, withRetryAfter, type ManualValuationRequest, type ValuationStarted } from '@dealerline/shared';
import { VALUATION_TIMEOUT_MS } from './valuation-timeout';

/** POST /api/valuations: the manual path (make, model and year typed by the shopper). */
export const manualValuationApi = api.injectEndpoints({
  endpoints: (build) => ({
    startManualValuation: build.mutation<ValuationStarted, ManualValuationRequest>({
      query: (body) => ({ url: 'valuations', method: 'POST', body, timeout: VALUATION_TIMEOUT_MS }),
      transformErrorResponse: withRetryAfter,
    }),
  }),
});

export const { useStartManualValuationMutation } = manualValuationApi;
