/**
 * How long what was last read (sites, live remote versions) keeps being served while the database cannot be
 * reached: a restart or failover of managed PostgreSQL takes seconds to a few minutes.
 */
export const OUTAGE_STALE_MS = 15 * 60_000;

/**
 * Whether a query failed because the database cannot be reached right now (down, restarting, failing over,
 * out of connections, the network cut), as opposed to a fault in the query or its data. Such a request is
 * answered 503 with Retry-After (http/error-handler.ts), and what was last read of the sites and of the live
 * remote versions is served a while longer (OUTAGE_STALE_MS, sites/ttl-cache.ts).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // PostgreSQL: connection exceptions (class 08), server shutting down or starting, too many connections.
    // Not 08P01, protocol_violation: a query sent with the wrong number of parameters is a fault.
    if (code.startsWith('08') && code !== '08P01') return true;
    if (['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
    if (NETWORK_CODES.has(code)) return true;
  }
  return CONNECTION_LOST.some((pattern) => pattern.test(error.message));
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * node-postgres's own messages for a lost or unobtainable connection, or a server that stopped answering
 * (query_timeout, db/pg-db.ts); they carry no code.
 */
const CONNECTION_LOST = [
  /^Connection terminated/,
  /^Query read timeout$/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
];
