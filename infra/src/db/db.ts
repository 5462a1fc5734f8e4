/** The one small query interface of the platform (PostgreSQL dialect; PGlite or pg behind it). */
export interface Db {
  /** Which engine answers: migrations take an advisory lock on PostgreSQL. */
  readonly kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The largest id an `integer` id column (cars, dealerships, sites) holds: a larger one names no row. */
export const MAX_ROW_ID = 2_147_483_647;
