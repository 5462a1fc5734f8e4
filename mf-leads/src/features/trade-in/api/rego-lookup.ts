import { api, withRetryAfter, type RegoLookupRequest, type ValuationStarted } from '@dealerline/shared';
import { VALUATION_TIMEOUT_MS } from './valuation-timeout';

/** POST /api/valuations/rego-lookup (spec §7.5 "rego lookup with rego and regoState"); 404 for an unknown rego. */
export const regoLookupApi = api.injectEndpoints({
  endpoints: (build) => ({
    regoLookup: build.mutation<ValuationStarted, RegoLookupRequest>({
      query: (body) => ({
        url: 'valuations/rego-lookup',
        method: 'POST',
        body,
        timeout: VALUATION_TIMEOUT_MS,
      }),
      transformErrorResponse: withRetryAfter,
    }),
  }),
});

export const { useRegoLookupMutation } = regoLookupApi;
