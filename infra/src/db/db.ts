/** The one small query interface of the platform (PostgreSQL dialect; PGlite or pg behind it). */
export interface Db {
  /** Which engine answers: migrations take an advisory lock on PostgreSQL. */
  readonly kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls `listener` once, asynchronously, when this database is lost for good in this process (a
   * DatabaseLostError: the embedded PGlite's worker thread died, or was ended stuck on a statement or trapped),
   * or soon after the call if it already is. Not on PostgreSQL: an outage there is over once the server answers
   * again.
   */
  onLost?(listener: (error: Error) => void): void;
}

/** The largest id an `integer` id column (cars, dealerships, sites) holds: a larger one names no row. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * How long one statement may take; not exec (migrations take as long as they take). Longer than any statement
 * the platform sends to a database that answers (a feed import's batch of cars). PostgreSQL: how long a query
 * waits for its answer (pg-db.ts); the embedded PGlite: how long its thread may run one before it is taken for
 * stuck and ended (pglite-thread/).
 */
export const QUERY_TIMEOUT_MS = 30_000;
