import pg from 'pg';
import { isDatabaseUnavailable, isReadOnlyDatabase, READ_WRITE_CHECK } from './database-unavailable';
import { QUERY_TIMEOUT_MS, type Db } from './db';

type Queryable = pg.Pool | pg.PoolClient;

/** A statement that waits at most `timeoutMs` for its answer (pg's query_timeout; the type does not name it). */
function timed(conn: Queryable, timeoutMs: number, text: string, values: unknown[] = []) {
  return conn.query({ text, values, query_timeout: timeoutMs } as pg.QueryConfig);
}

function wrap(conn: Queryable, pool: pg.Pool | null, queryTimeoutMs: number): Db {
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await timed(conn, queryTimeoutMs, sql, params)).rows as T[];
    },
    async exec(sql: string) {
      // Migrations (and the wait for another server's): as long as they take.
      await conn.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      if (!pool) return fn(wrap(conn, null, queryTimeoutMs));
      const client = await pool.connect();
      // A connection that cannot be reached, or failed its ROLLBACK, is broken: the pool drops it instead
      // of lending it again (and the server rolls back what it had begun when it sees it closed). So is one
      // on a server that takes no writes (25006, isDatabaseUnavailable): after a failover it can still be on
      // the old primary, now a standby, and a new one reaches the new primary. (pool.query, above, drops
      // the connection of any statement that failed.)
      let broken: Error | undefined;
      try {
        await timed(client, queryTimeoutMs, 'BEGIN');
        const result = await fn(wrap(client, null, queryTimeoutMs));
        await timed(client, queryTimeoutMs, 'COMMIT');
        return result;
      } catch (error) {
        // A ROLLBACK behind a query that timed out would wait its own timeout for nothing.
        if (isDatabaseUnavailable(error)) broken = error as Error;
        else
          await timed(client, queryTimeoutMs, 'ROLLBACK').catch(
            (rollbackError: Error) => (broken = rollbackError),
          );
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
  /**
   * How long a query waits for its answer (default QUERY_TIMEOUT_MS). A server that stopped answering on an
   * open connection (a failover that left it half-open, a network cut that drops packets) otherwise holds
   * the query for the 15 minutes TCP takes to give up, and the pool's connections with it.
   */
  queryTimeoutMs?: number;
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
  const db = wrap(pool, pool, options.queryTimeoutMs ?? QUERY_TIMEOUT_MS);
  try {
    await db.query(READ_WRITE_CHECK);
  } catch (error) {
    await pool.end();
    // Migrations would fail next, less clearly; the platform writes (leads, promotions), it needs the primary.
    if (isReadOnlyDatabase(error))
      throw new Error(
        `DATABASE_URL names a database that takes no writes (25006 read-only: ${(error as Error).message}): ` +
          'it must name the primary, not a replica',
        { cause: error },
      );
    throw error;
  }
  return db;
}
