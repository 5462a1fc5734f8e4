/**
 * How long what was last read (sites, live remote versions) keeps being served while the database cannot be
 * reached: a restart or failover of managed PostgreSQL takes seconds to a few minutes.
 */
export const OUTAGE_STALE_MS = 15 * 60_000;

/** The code of DatabaseLostError. */
export const DATABASE_LOST = 'DATABASE_LOST';

/**
 * What every statement fails with once the database can never answer again in this process: the embedded
 * PGlite's worker thread died (an uncaught error in it, out of memory, terminated), or was ended because it ran
 * a statement past its time limit or its engine trapped (pglite-thread/), and PostgreSQL's memory went with
 * it. Only a new process opens the database again (PGlite then recovers its data folder from its write-ahead
 * log, as PostgreSQL does after a crash), so the server exits for its supervisor to restart it
 * (routes/health-routes.ts). An outage for the request (503, isDatabaseUnavailable), not for readiness: it is
 * this process's own fault, and it does not end.
 */
export class DatabaseLostError extends Error {
  readonly code = DATABASE_LOST;

  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DatabaseLostError';
  }
}

/** Whether a statement failed because the database is lost for this process (DatabaseLostError). */
export function isDatabaseLost(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === DATABASE_LOST;
}

/**
 * Whether a query failed because the database cannot be reached right now (down, restarting, failing over,
 * out of connections, the network cut, or taking no writes: isReadOnlyDatabase; or lost until this process
 * restarts: isDatabaseLost), as opposed to a fault in the query or its data. Such a request is answered 503
 * with Retry-After (http/error-handler.ts, which logs it once per outage: http/database-outage-log.ts), and
 * what was last read of the sites and of the live remote versions is served a while longer (OUTAGE_STALE_MS,
 * sites/ttl-cache.ts).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = errorCode(error);
  if (code) {
    // PostgreSQL: connection exceptions (class 08), server shutting down or starting, too many connections.
    // Not 08P01, protocol_violation: a query sent with the wrong number of parameters is a fault.
    if (code.startsWith('08') && code !== '08P01') return true;
    if (['57P01', '57P02', '57P03', '53300', READ_ONLY_SQL_TRANSACTION].includes(code)) return true;
    if (NETWORK_CODES.has(code)) return true;
    if (code === DATABASE_LOST) return true;
  }
  return CONNECTION_LOST.some((pattern) => pattern.test(error.message));
}

/** SQLSTATE 25006, read_only_sql_transaction: a write sent to a server that takes none. */
export const READ_ONLY_SQL_TRANSACTION = '25006';

/**
 * Whether a query failed because the server takes no writes (25006): after a failover of managed PostgreSQL,
 * a pooled connection can still be on the old primary, now a read-only standby (the pool drops a connection
 * that failed so, db/pg-db.ts, and the next one reaches the new primary). It is an outage for the shopper
 * (503, isDatabaseUnavailable); but a DATABASE_URL naming a replica by mistake fails so for ever, so it is
 * logged as an error (http/database-outage-log.ts) and such a server is never ready (READ_WRITE_CHECK).
 */
export function isReadOnlyDatabase(error: unknown): boolean {
  return error instanceof Error && errorCode(error) === READ_ONLY_SQL_TRANSACTION;
}

/**
 * Whether the database answers and takes writes: fails with 25006 (isReadOnlyDatabase) on a standby
 * (pg_is_in_recovery) or where transactions are read-only (default_transaction_read_only on), so a pool
 * drops the connection that ran it. What readiness and the outage log ask; about 1 ms.
 */
export const READ_WRITE_CHECK = `DO $$ BEGIN
  IF pg_is_in_recovery() THEN
    RAISE EXCEPTION 'a standby (pg_is_in_recovery() is true)'
      USING ERRCODE = 'read_only_sql_transaction';
  ELSIF current_setting('transaction_read_only')::boolean THEN
    RAISE EXCEPTION 'transaction_read_only is on'
      USING ERRCODE = 'read_only_sql_transaction';
  END IF;
END $$`;

/** A database error as a log line names it: its code (SQLSTATE or a network code) and message, no stack. */
export function databaseErrorSummary(error: unknown): { code?: string; message: string } {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = errorCode(error);
  return code ? { code, message: error.message } : { message: error.message };
}

function errorCode(error: Error): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code ? code : undefined;
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
