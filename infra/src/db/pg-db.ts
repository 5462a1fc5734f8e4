import pg from 'pg';
import type { Db } from './db';

type Queryable = pg.Pool | pg.PoolClient;

function wrap(conn: Queryable, pool: pg.Pool | null): Db {
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await conn.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await conn.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      if (!pool) return fn(wrap(conn, null));
      const client = await pool.connect();
      // A connection that failed its ROLLBACK is broken: the pool drops it instead of lending it again.
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client, null));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async close() {
      if (pool) await pool.end();
    },
  };
}

export interface PgDbOptions {
  /**
   * An idle pooled connection failed (the server restarted, a failover, a network cut): the pool has dropped
   * it and opens a new one when asked. Without a listener, pg's pool throws it and the process dies.
   */
  onIdleError?: (error: Error) => void;
  /** How long a query waits for a connection before it fails (default 5 s): never forever. */
  connectTimeoutMs?: number;
}

/** PostgreSQL through a pg Pool (DATABASE_URL). */
export async function openPgDb(connectionString: string, options: PgDbOptions = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    // Finds a connection a dead peer left half-open (a failover that kept no TCP state).
    keepAlive: true,
  });
  pool.on('error', options.onIdleError ?? (() => undefined));
  // The pool listens for errors only on its idle connections (and on one for the length of a pool.query,
  // once). A connection the server ends while it is lent out (a transaction, a query) emits a second error
  // as its socket closes; unheard, that too would end the process. Its queries fail on their own, and the
  // pool drops it when it is given back (pg marks it not queryable; transaction() releases it as broken).
  pool.on('connect', (client) => client.on('error', () => undefined));
  await pool.query('SELECT 1');
  return wrap(pool, pool);
}
