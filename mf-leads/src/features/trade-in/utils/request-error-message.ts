import { UNEXPECTED_ERROR } from '@dealerline/shared/rules';

/** The `{ message }` of a failed RTK Query call (fetchBaseQuery error), else "An unexpected error occured". */
export function requestErrorMessage(error: unknown): string {
  const message = (error as { data?: { message?: unknown } } | null)?.data?.message;
  return typeof message === 'string' && message.trim() ? message : UNEXPECTED_ERROR;
}

/** The HTTP status of a failed RTK Query call, null when no answer arrived. */
export function requestErrorStatus(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}
