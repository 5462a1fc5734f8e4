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
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client, null));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (pool) await pool.end();
    },
  };
}

/** PostgreSQL through a pg Pool (DATABASE_URL). */
export async function openPgDb(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  await pool.query('SELECT 1');
  return wrap(pool, pool);
}
