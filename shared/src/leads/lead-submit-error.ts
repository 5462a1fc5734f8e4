import { UNEXPECTED_ERROR } from '../rules/messages';

/**
 * A lead submission that did not get a lead_id. `message` is what the form shows: the server's `message` of a
 * refusal (4xx) or of the platform briefly unavailable (503 with Retry-After), or exactly "An unexpected error
 * occured" (spec §4, §8) when there is none for the shopper (network failure, a 500 or a proxy's 5xx, an answer
 * that is not JSON, a 2xx answer without lead_id). `status` is the HTTP status, null when no answer arrived.
 */
export class LeadSubmitError extends Error {
  override readonly name = 'LeadSubmitError';

  constructor(
    message: string = UNEXPECTED_ERROR,
    readonly status: number | null = null,
  ) {
    super(message || UNEXPECTED_ERROR);
  }
}
