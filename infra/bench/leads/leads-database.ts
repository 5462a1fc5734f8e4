/** A database the leads benchmark measures the platform on. */
export interface LeadsDatabase {
  kind: 'pglite' | 'postgres';
  /** How the report names it: 'PGlite on disk', 'PostgreSQL 15.18'. */
  label: string;
  /** The platform's DATABASE_URL; null: the embedded PGlite under its DATA_DIR. */
  url: string | null;
}

export const PGLITE_ON_DISK: LeadsDatabase = { kind: 'pglite', label: 'PGlite on disk', url: null };
