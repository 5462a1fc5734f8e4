import { api, type MiscellaneousRequest, type ValuationResult } from '@dealerline/shared';

/** POST /api/miscellaneous with column_name valuation (spec §7.5, on the one site that wants it); 204. */
export const valuationMiscellaneousApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveValuationMiscellaneous: build.mutation<null, ValuationResult>({
      query: (value) => ({
        url: 'miscellaneous',
        method: 'POST',
        body: { column_name: 'valuation', value } satisfies MiscellaneousRequest,
        responseHandler: 'text',
      }),
      transformResponse: () => null,
    }),
  }),
});

export const { useSaveValuationMiscellaneousMutation } = valuationMiscellaneousApi;
