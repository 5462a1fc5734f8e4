import { api, type ReservationConfirmed, type ReservationRequest } from '@dealerline/shared';

export interface CreateReservationArgs {
  slug: string;
  request: ReservationRequest;
  /** One key per checkout visit: a retried request gets the reservation already made, never a second charge. */
  idempotencyKey: string;
}

/**
 * POST /api/cars/{slug}/reservations: reserve or buy online, paying the deposit (shared/src/domain/vehicle.ts).
 * 201 ReservationConfirmed; 402 declined, 409 no longer available, 400 bad input, each with `{ message }`.
 */
const reservationApi = api.injectEndpoints({
  endpoints: (build) => ({
    createReservation: build.mutation<ReservationConfirmed, CreateReservationArgs>({
      query: ({ slug, request, idempotencyKey }) => ({
        url: `cars/${encodeURIComponent(slug)}/reservations`,
        method: 'POST',
        body: request,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useCreateReservationMutation } = reservationApi;
