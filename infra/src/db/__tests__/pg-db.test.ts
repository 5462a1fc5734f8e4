import pg from 'pg';
import { isDatabaseUnavailable } from '../database-unavailable';
import type { Db } from '../db';
import { openPgDb } from '../pg-db';
import { TEST_DATABASE_URL } from '../../test-support/postgres-schema';

jest.setTimeout(30_000);

if (!TEST_DATABASE_URL) console.info('pg pool through a server restart: skipped (DATABASE_URL is not set)');

/** Ends every server connection of `application` as a restart or failover does (57P01 on each). */
async function terminateConnections(application: string): Promise<number> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    const rows = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
      [application],
    );
    return rows.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

(TEST_DATABASE_URL ? describe : describe.skip)(
  'the PostgreSQL pool when the server drops its connections',
  () => {
    const application = `dealerline_pool_test_${process.pid}`;
    let db: Db;
    const idleErrors: Error[] = [];

    beforeAll(async () => {
      const url = new URL(TEST_DATABASE_URL!);
      url.searchParams.set('application_name', application);
      db = await openPgDb(url.toString(), { onIdleError: (error) => idleErrors.push(error) });
    });
    afterAll(async () => {
      await db?.close();
    });

    it('reports the idle connections it lost instead of crashing, and answers the next query', async () => {
      // Two connections in the pool, idle.
      await Promise.all([db.query('SELECT pg_sleep(0.05)'), db.query('SELECT pg_sleep(0.05)')]);
      expect(await terminateConnections(application)).toBeGreaterThan(0);
      const deadline = Date.now() + 5_000;
      while (idleErrors.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(idleErrors.length).toBeGreaterThan(0);
      expect(idleErrors.every(isDatabaseUnavailable)).toBe(true);
      await expect(db.query<{ one: number }>('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
    });

    it('survives a connection ended while a query holds it, and answers the next one', async () => {
      const slow = db.query('SELECT pg_sleep(2)');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await terminateConnections(application)).toBeGreaterThan(0);
      expect(
        isDatabaseUnavailable(
          await slow.then(
            () => null,
            (error: unknown) => error,
          ),
        ),
      ).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 100)); // the socket's close, after the error message
      await expect(db.query<{ one: number }>('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
    });

    it('drops a connection the server ended inside a transaction, so the next one gets a working one', async () => {
      const failure = db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        await terminateConnections(application);
        await tx.query('SELECT 1');
      });
      expect(
        isDatabaseUnavailable(
          await failure.then(
            () => null,
            (error: unknown) => error,
          ),
        ),
      ).toBe(true);
      for (let i = 0; i < 12; i += 1) {
        await expect(db.transaction((tx) => tx.query('SELECT 1 AS one'))).resolves.toEqual([{ one: 1 }]);
      }
    });
  },
);
