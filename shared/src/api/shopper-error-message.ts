import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';

/** A failed answer of the platform's API, as a form reads it. */
export interface FailedAnswer {
  /** The HTTP status; null when no answer arrived or it could not be read. */
  status: number | null;
  /** The answer's JSON, null when it had none or was not JSON. */
  body: unknown;
  /** The answer's Retry-After header, null when it had none. */
  retryAfter: string | null;
}

/**
 * The server's message a form may show the shopper, or undefined where the form shows the spec's own text
 * (§8: "An unexpected error occured" for a lead, "An error occurred when submitting this form" for another
 * form). A refusal (4xx: a field's rule, 409, 429) is worded for the shopper by the API, as is the 503 of a
 * platform briefly unavailable, which says when to come back (Retry-After, http/error-handler.ts). Any other
 * 5xx is not: the server's 500 says "Internal server error" to API clients, and a proxy's 502, 503 or 504 is
 * its own page, not the platform's JSON.
 */
export function shopperErrorMessage({ status, body, retryAfter }: FailedAnswer): string | undefined {
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || !message.trim() || status === null) return undefined;
  if (status >= 400 && status < 500) return message;
  return status === 503 && retryAfter ? message : undefined;
}

/** A failed RTK Query call with its answer's Retry-After (withRetryAfter), as `unwrap()` throws it. */
export type FailedRequest = FetchBaseQueryError & { retryAfter?: string | null };

/**
 * An endpoint's `transformErrorResponse`: keeps the answer's Retry-After with the error (RTK Query's error has
 * the status and the body only), so shopperErrorMessage can read the call as it reads a lead's answer.
 */
export function withRetryAfter(
  error: FetchBaseQueryError,
  meta: FetchBaseQueryMeta | undefined,
): FailedRequest {
  return { ...error, retryAfter: meta?.response?.headers.get('retry-after') ?? null };
}

/** A failed RTK Query call (its `unwrap()` rejection) as a FailedAnswer; a non-JSON answer has no status. */
export function failedAnswerOf(error: unknown): FailedAnswer {
  const failed = error as Partial<FailedRequest> | null;
  const status = typeof failed?.status === 'number' ? failed.status : null;
  return {
    status,
    body: status === null ? null : (failed?.data ?? null),
    retryAfter: failed?.retryAfter ?? null,
  };
}
