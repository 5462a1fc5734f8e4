import { failedAnswerOf, shopperErrorMessage } from '@dealerline/shared';
import { FORM_SUBMIT_ERROR } from '@dealerline/shared/rules';

/**
 * The message of a failed RTK Query call that is the shopper's (a refusal, or the platform briefly
 * unavailable: shopperErrorMessage), else null.
 */
export function requestErrorMessage(error: unknown): string | null {
  return shopperErrorMessage(failedAnswerOf(error)) ?? null;
}

/** The HTTP status of a failed RTK Query call, null when no answer arrived. */
export function requestErrorStatus(error: unknown): number | null {
  return failedAnswerOf(error).status;
}

/**
 * Spec §8, generic form submit failure (a trade-in step's rego lookup or valuation): the browser alert "An error
 * occurred when submitting this form", and the answer's message for the shopper as the form error, or that same
 * text if none (a 500's "Internal server error" is not for the shopper).
 */
export function formSubmitFailure(error: unknown): string {
  window.alert(FORM_SUBMIT_ERROR);
  return requestErrorMessage(error) ?? FORM_SUBMIT_ERROR;
}
