import { FORM_SUBMIT_ERROR } from '@dealerline/shared/rules';

/** The `{ message }` of a failed RTK Query call (fetchBaseQuery error), else null. */
export function requestErrorMessage(error: unknown): string | null {
  const message = (error as { data?: { message?: unknown } } | null)?.data?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

/** The HTTP status of a failed RTK Query call, null when no answer arrived. */
export function requestErrorStatus(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

/**
 * Spec §8, generic form submit failure (a trade-in step's rego lookup or valuation): the browser alert "An error
 * occurred when submitting this form", and the answer's message as the form error, or that same text if none.
 */
export function formSubmitFailure(error: unknown): string {
  window.alert(FORM_SUBMIT_ERROR);
  return requestErrorMessage(error) ?? FORM_SUBMIT_ERROR;
}
