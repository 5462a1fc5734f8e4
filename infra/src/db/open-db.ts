import path from 'node:path';
import type { Db } from './db';
import { openPgDb } from './pg-db';
import { openPgliteDb } from './pglite-db';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR/pglite. */
export function openDb(config: { databaseUrl: string | null; dataDir: string }): Promise<Db> {
  return config.databaseUrl
    ? openPgDb(config.databaseUrl)
    : openPgliteDb(path.join(config.dataDir, 'pglite'));
}
