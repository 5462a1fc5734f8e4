import pg from 'pg';
import { TEST_DATABASE_URL } from '../../../src/test-support/postgres-schema';
import { benchDatabaseName, benchPostgres, databaseUrl, withBenchDatabase } from '../bench-postgres';

jest.setTimeout(30_000);

describe('where the leads benchmark measures PostgreSQL', () => {
  it('uses BENCH_DATABASE_URL, never DATABASE_URL, and says why it skips', () => {
    const url = 'postgres://bench:pw@db.example:5432/postgres';
    expect(benchPostgres({ BENCH_DATABASE_URL: url, DATABASE_URL: 'postgres://x/y' })).toEqual({
      adminUrl: url,
    });
    expect(benchPostgres({})).toEqual({ skipped: 'BENCH_DATABASE_URL is not set' });
    expect(benchPostgres({ BENCH_DATABASE_URL: ' ', DATABASE_URL: 'postgres://x/y' })).toEqual({
      skipped: 'BENCH_DATABASE_URL is not set (DATABASE_URL is not used for it)',
    });
  });

  it('names a database per process on the same server, role and options', () => {
    expect(benchDatabaseName(4242)).toBe('dealerline_bench_leads_4242');
    expect(
      databaseUrl(
        'postgres://bench:p%40ss@db.example:6543/postgres?sslmode=require',
        'dealerline_bench_leads_4242',
      ),
    ).toBe('postgres://bench:p%40ss@db.example:6543/dealerline_bench_leads_4242?sslmode=require');
  });
});

/** Runs `sql` on `url` (default: the tests' server). */
async function query(sql: string, url = TEST_DATABASE_URL): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

(TEST_DATABASE_URL ? describe : describe.skip)('the bench database on PostgreSQL (DATABASE_URL)', () => {
  const name = `${benchDatabaseName()}_test`;
  const exists = async () =>
    (await query(`SELECT 1 FROM pg_database WHERE datname = '${name}'`)).length === 1;

  afterAll(() => query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('is created for the run and dropped after it, though a connection is still open', async () => {
    const label = await withBenchDatabase(TEST_DATABASE_URL!, name, async (database) => {
      expect(database).toMatchObject({ kind: 'postgres', url: databaseUrl(TEST_DATABASE_URL!, name) });
      const left = new pg.Client({ connectionString: database.url });
      left.on('error', () => undefined);
      await left.connect();
      return database.label;
    });
    expect(label).toMatch(/^PostgreSQL \d+\.\d+$/);
    expect(await exists()).toBe(false);
  });

  it('is dropped when the run fails', async () => {
    const run = withBenchDatabase(TEST_DATABASE_URL!, name, () =>
      Promise.reject(new Error('the run failed')),
    );
    await expect(run).rejects.toThrow('the run failed');
    expect(await exists()).toBe(false);
  });

  it('replaces a database of the same name left by a killed run', async () => {
    await query(`CREATE DATABASE ${name}`);
    await query('CREATE TABLE leftover (id int)', databaseUrl(TEST_DATABASE_URL!, name));
    const found = await withBenchDatabase(TEST_DATABASE_URL!, name, (database) =>
      query(`SELECT to_regclass('leftover') AS found`, database.url),
    );
    expect(found).toEqual([{ found: null }]);
  });
});
