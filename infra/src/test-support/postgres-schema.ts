import pg from 'pg';

/** The PostgreSQL of the tests of the PostgreSQL path; unset, those tests are skipped. */
export const TEST_DATABASE_URL = process.env.DATABASE_URL;

export interface PostgresSchema {
  /** TEST_DATABASE_URL with the schema as its search_path: a database of its own for openPgDb. */
  url: string;
  /** Drops the schema and everything in it. */
  drop(): Promise<void>;
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty throw-away schema `{prefix}_{pid}_{time}` on TEST_DATABASE_URL. */
export async function createPostgresSchema(prefix: string): Promise<PostgresSchema> {
  if (!TEST_DATABASE_URL) throw new Error('DATABASE_URL is not set');
  const schema = `${prefix}_${process.pid}_${Date.now()}`;
  await admin(`CREATE SCHEMA ${schema}`);
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`) };
}
