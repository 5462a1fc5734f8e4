import { api, type FinanceDisclaimerResponse } from '@dealerline/shared';

/** GET /api/cars/{id}/finance-disclaimer (spec §7.8): the car's finance lenders with their disclaimers. */
export const financeDisclaimerApi = api.injectEndpoints({
  endpoints: (build) => ({
    financeDisclaimer: build.query<FinanceDisclaimerResponse, number>({
      query: (carId) => `cars/${carId}/finance-disclaimer`,
    }),
  }),
});

export const { useFinanceDisclaimerQuery } = financeDisclaimerApi;
