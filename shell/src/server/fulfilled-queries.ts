/**
 * The answered entries of an RTK Query cache (`state.api.queries`): what the browser's store may start with.
 * Pending and failed queries are left out, so the browser asks again.
 */
export function fulfilledQueries(
  queries: Record<string, { status?: string } | undefined>,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(queries).filter(([, entry]) => entry?.status === 'fulfilled'));
}
