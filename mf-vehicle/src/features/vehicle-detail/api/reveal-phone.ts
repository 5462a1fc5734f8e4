import { api, type PhoneRevealRequest } from '@dealerline/shared';

/** POST /api/cars/{id}/reveal (spec §7.3): records a click on call-the-dealer. Answers 204. */
const revealApi = api.injectEndpoints({
  endpoints: (build) => ({
    revealPhone: build.mutation<void, PhoneRevealRequest>({
      query: (reveal) => ({ url: `cars/${reveal.car_id}/reveal`, method: 'POST', body: reveal }),
    }),
  }),
});

export const { useRevealPhoneMutation } = revealApi;
