import type { FastifyRequest } from 'fastify';
import { RequestError } from './request-errors';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;

/**
 * The request's Idempotency-Key header (null when absent): 1 to 128 letters, digits, "_", ".", ":" or "-".
 * Anything else is refused with a 400 rather than ignored, so a client never believes it is protected when
 * it is not.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header))
    throw new RequestError(
      400,
      'The Idempotency-Key header must be 1 to 128 letters, digits, "_", ".", ":" or "-".',
    );
  return header;
}

/** The answer to a key already used for a different request (422, as Stripe and the IETF draft answer). */
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request.';
