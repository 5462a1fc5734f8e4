import { failedAnswerOf, shopperErrorMessage, type ReservationRepriced } from '@dealerline/shared';
import { UNEXPECTED_ERROR } from '@dealerline/shared/rules';

/**
 * What a failed reservation means for the page:
 * - `gone` (409, 404): the car was reserved or sold meanwhile: its message with a way back to the search;
 * - `repriced` (409 with the car's `price` now): its price changed since the page read it; the server's message
 *   on the payment step, which then shows the new price and deposit;
 * - `payment` (402 declined, 400 / 422 refused input): the server's message on the payment step;
 * - `held` (429: too many declined payments from this connection): its message on the payment step;
 * - `unexpected` (anything else, no answer): "An unexpected error occured", or the server's message where a
 *   shopper may read it (shopperErrorMessage: another 4xx, the 503 of a platform briefly unavailable; never a
 *   500's "Internal server error" or a proxy's answer).
 */
export interface ReservationFailure {
  kind: 'gone' | 'repriced' | 'payment' | 'held' | 'unexpected';
  message: string;
}

function serverMessage(data: unknown): string | undefined {
  const message = (data as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** Reads a failed RTK Query mutation (`{ status, data }`, with its Retry-After: withRetryAfter). */
export function reservationFailure(error: unknown): ReservationFailure {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  const message = serverMessage(data);
  const repriced = typeof (data as Partial<ReservationRepriced> | null | undefined)?.price === 'number';
  if (status === 409 && repriced && message) return { kind: 'repriced', message };
  if ((status === 409 || status === 404) && message) return { kind: 'gone', message };
  if (status === 429 && message) return { kind: 'held', message };
  if ((status === 402 || status === 400 || status === 422) && message) return { kind: 'payment', message };
  return { kind: 'unexpected', message: shopperErrorMessage(failedAnswerOf(error)) ?? UNEXPECTED_ERROR };
}
