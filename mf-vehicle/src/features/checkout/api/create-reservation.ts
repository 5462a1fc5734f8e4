import {
  api,
  notFoundAsNull,
  type ReservationConfirmed,
  type ReservationKind,
  type ReservationRequest,
  withRetryAfter,
} from '@dealerline/shared';
import { vehicleApi } from '../../vehicle-detail/api/get-vehicle';

export interface CreateReservationArgs {
  slug: string;
  request: ReservationRequest;
  /** One key per checkout visit: a retried request gets the reservation already made, never a second charge. */
  idempotencyKey: string;
}

export interface FindReservationArgs {
  slug: string;
  kind: ReservationKind;
  /** The key this tab's checkout paid under. */
  idempotencyKey: string;
}

/** A failed reservation whose answer says the car is not what this page read (taken, sold, gone, repriced). */
const carChanged = (failure: unknown) => {
  const status = (failure as { error?: { status?: unknown } } | null)?.error?.status;
  return status === 404 || status === 409;
};

/**
 * POST /api/cars/{slug}/reservations: reserve or buy online, paying the deposit (shared/src/domain/vehicle.ts).
 * 201 ReservationConfirmed; 402 declined, 409 no longer available, 400 bad input, each with `{ message }`.
 *
 * The page keeps the car it read (GET /api/cars/{slug}) for as long as it is open, so a paid reservation marks
 * that car reserved there (back on the vehicle page it no longer offers Reserve or Buy Online and shows the
 * listing's reserved tag), and an answer saying the car changed reads it again.
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
      transformErrorResponse: withRetryAfter,
      async onQueryStarted({ slug }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (failure) {
          if (carChanged(failure))
            void dispatch(
              vehicleApi.endpoints.getVehicle.initiate(slug, { subscribe: false, forceRefetch: true }),
            );
          return;
        }
        dispatch(
          vehicleApi.util.updateQueryData('getVehicle', slug, (detail) => {
            if (detail) detail.car.reserved = true;
          }),
        );
      },
    }),
    /**
     * GET /api/cars/{slug}/reservation?kind=…: the reservation this tab's checkout made under its key, or null
     * (404): a checkout that lost its payment's answer (a reload while paying) finds its car reserved, and
     * this tells whether by its own payment.
     */
    findReservation: build.query<ReservationConfirmed | null, FindReservationArgs>({
      async queryFn({ slug, kind, idempotencyKey }, _api, _extra, baseQuery) {
        return notFoundAsNull<ReservationConfirmed>(
          await baseQuery({
            url: `cars/${encodeURIComponent(slug)}/reservation?kind=${kind}`,
            headers: { 'Idempotency-Key': idempotencyKey },
          }),
        );
      },
    }),
  }),
});

export const { useCreateReservationMutation, useFindReservationQuery } = reservationApi;
