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
   * DatabaseLostError: the embedded PGlite's worker thread died), or soon after the call if it already is. Not
   * on PostgreSQL: an outage there is over once the server answers again.
   */
  onLost?(listener: (error: Error) => void): void;
}

/** The largest id an `integer` id column (cars, dealerships, sites) holds: a larger one names no row. */
export const MAX_ROW_ID = 2_147_483_647;
