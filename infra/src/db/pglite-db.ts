import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db } from './db';

type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

function wrap(conn: Queryable, root: PGlite | null): Db {
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await conn.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await conn.exec(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      // PGlite is one connection: a nested transaction simply joins the outer one.
      if (!root) return fn(wrap(conn, null));
      return root.transaction((tx) => fn(wrap(tx, null)));
    },
    async close() {
      if (root && !root.closed) await root.close();
    },
  };
}

/** A ready PGlite on dataDir (made if missing), or in memory without one. */
export async function openPglite(dataDir?: string): Promise<PGlite> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pglite = dataDir ? new PGlite(dataDir) : new PGlite();
  await pglite.waitReady;
  return pglite;
}

/**
 * Embedded PostgreSQL (WASM) on this thread: the unit tests' in-memory database. The platform opens it in a
 * worker thread instead (pglite-thread/).
 */
export async function openPgliteDb(dataDir?: string): Promise<Db> {
  const pglite = await openPglite(dataDir);
  return wrap(pglite, pglite);
}
