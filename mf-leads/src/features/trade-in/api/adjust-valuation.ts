import { api, withRetryAfter, type AdjustmentAnswers, type ValuationResult } from '@dealerline/shared';
import { VALUATION_TIMEOUT_MS } from './valuation-timeout';

/** POST /api/valuations/{id}/adjustments (spec §7.5 "adjustments call with id (adjustmentAnswers)"). */
export const adjustValuationApi = api.injectEndpoints({
  endpoints: (build) => ({
    adjustValuation: build.mutation<ValuationResult, { id: string; adjustmentAnswers: AdjustmentAnswers }>({
      query: ({ id, adjustmentAnswers }) => ({
        url: `valuations/${encodeURIComponent(id)}/adjustments`,
        method: 'POST',
        body: { adjustmentAnswers },
        timeout: VALUATION_TIMEOUT_MS,
      }),
      transformErrorResponse: withRetryAfter,
    }),
  }),
});

export const { useAdjustValuationMutation } = adjustValuationApi;
