import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

/** A failed search as RTK Query carries it: the message of what the client threw. */
export function searchError(error: unknown): { error: FetchBaseQueryError } {
  return { error: { status: 'CUSTOM_ERROR', error: error instanceof Error ? error.message : String(error) } };
}

/** The message of an endpoint error, for a hook's `error`. */
export function errorMessage(error: unknown): string | undefined {
  if (!error) return undefined;
  if (typeof error === 'object' && 'error' in error) return String((error as { error: unknown }).error);
  if (typeof error === 'object' && 'status' in error)
    return `Search failed (${String((error as { status: unknown }).status)})`;
  return 'Search failed';
}
