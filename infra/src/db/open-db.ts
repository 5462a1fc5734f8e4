import path from 'node:path';
import type { Db } from './db';
import { openPgDb, type PgDbOptions } from './pg-db';
import { openPgliteThreadDb } from './pglite-thread/pglite-thread-db';

/**
 * PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR/pglite, in a worker thread of
 * its own (the server's thread never runs SQL).
 */
export function openDb(
  config: { databaseUrl: string | null; dataDir: string },
  postgres: PgDbOptions = {},
): Promise<Db> {
  return config.databaseUrl
    ? openPgDb(config.databaseUrl, postgres)
    : openPgliteThreadDb(path.join(config.dataDir, 'pglite'));
}
