import net from 'node:net';
import pg from 'pg';
import { isDatabaseUnavailable, isReadOnlyDatabase, READ_WRITE_CHECK } from '../database-unavailable';
import type { Db } from '../db';
import { openPgDb } from '../pg-db';
import {
  createPostgresSchema,
  TEST_DATABASE_URL,
  type PostgresSchema,
} from '../../test-support/postgres-schema';

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

/**
 * A TCP proxy to the test server that can go silent: it then drops what either side sends, as a network cut
 * or a failed-over host that keeps no TCP state does (no reset: a query just gets no answer).
 */
async function silentProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const state = { silent: false };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on('data', (chunk) => state.silent || to.write(chunk));
      from.on('close', () => to.destroy());
      from.on('error', () => undefined);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    url: url.toString(),
    state,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

(TEST_DATABASE_URL ? describe : describe.skip)('the PostgreSQL pool when the server stops answering', () => {
  let proxy: Awaited<ReturnType<typeof silentProxy>>;
  let db: Db;

  beforeAll(async () => {
    proxy = await silentProxy(new URL(TEST_DATABASE_URL!));
    db = await openPgDb(proxy.url, { queryTimeoutMs: 1000, connectTimeoutMs: 1000 });
  });
  afterAll(async () => {
    await db?.close();
    await proxy?.close();
  });

  const failure = (work: Promise<unknown>) =>
    work.then(
      () => null,
      (error: unknown) => error,
    );

  it('fails a query after the query timeout, as unavailable, and recovers', async () => {
    await expect(db.query<{ one: number }>('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
    proxy.state.silent = true;
    expect(isDatabaseUnavailable(await failure(db.query('SELECT 1')))).toBe(true);
    proxy.state.silent = false;
    // The connection left waiting was dropped: the next queries get new ones.
    for (let i = 0; i < 12; i += 1)
      await expect(db.query<{ one: number }>('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
  });

  it('fails a transaction after one query timeout, not a second for a ROLLBACK nobody hears', async () => {
    const started = Date.now();
    const transaction = db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      proxy.state.silent = true;
      await tx.query('SELECT 1');
    });
    expect(isDatabaseUnavailable(await failure(transaction))).toBe(true);
    expect(Date.now() - started).toBeLessThan(1800);
    proxy.state.silent = false;
    for (let i = 0; i < 12; i += 1)
      await expect(db.transaction((tx) => tx.query('SELECT 1 AS one'))).resolves.toEqual([{ one: 1 }]);
  });
});

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
      const ended = await terminateConnections(application);
      expect(ended).toBeGreaterThan(0);
      // Each connection hears of its end in turn: a query before the last has may be lent a dead one.
      const deadline = Date.now() + 5_000;
      while (idleErrors.length < ended && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(idleErrors.length).toBe(ended);
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

/**
 * After a failover, pooled connections can still be on the old primary, now a read-only standby: their
 * writes fail with 25006. Such a connection is dropped, so the next write reaches the primary. Here one
 * pooled connection is made read-only as that one is (the others, and new ones, take writes).
 */
(TEST_DATABASE_URL ? describe : describe.skip)(
  'the PostgreSQL pool on a connection that takes no writes',
  () => {
    let schema: PostgresSchema;
    let db: Db;

    beforeAll(async () => {
      schema = await createPostgresSchema('pool_read_only');
      db = await openPgDb(schema.url);
      await db.query('CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL)');
    });
    afterAll(async () => {
      await db?.close();
      await schema?.drop();
    });

    /** The pool's idle connection (the one the next query is lent: one at a time here) turned read-only. */
    const staleConnection = () => db.query('SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY');
    const failure = (work: Promise<unknown>) =>
      work.then(
        () => null,
        (error: unknown) => error,
      );

    it('answers a write on it 25006, an outage, and drops it: the next write is stored', async () => {
      await staleConnection();
      const error = await failure(db.query("INSERT INTO notes (body) VALUES ('lost')"));
      expect(error).toMatchObject({ code: '25006' });
      expect(isReadOnlyDatabase(error)).toBe(true);
      expect(isDatabaseUnavailable(error)).toBe(true);
      await expect(db.query("INSERT INTO notes (body) VALUES ('kept')")).resolves.toEqual([]);
    });

    it('drops it after a failed transaction too, instead of lending it again after the ROLLBACK', async () => {
      await staleConnection();
      const write = (body: string) =>
        db.transaction((tx) => tx.query('INSERT INTO notes (body) VALUES ($1)', [body]));
      expect(isReadOnlyDatabase(await failure(write('lost')))).toBe(true);
      for (let i = 0; i < 3; i += 1) await expect(write(`kept ${i}`)).resolves.toEqual([]);
      const rows = await db.query<{ body: string }>('SELECT body FROM notes ORDER BY id');
      expect(rows.map((row) => row.body)).toEqual(['kept', 'kept 0', 'kept 1', 'kept 2']);
    });

    it('is found by the read-write check, which fails with 25006 and drops the connection', async () => {
      await expect(db.query(READ_WRITE_CHECK)).resolves.toEqual([]);
      await staleConnection();
      const error = await failure(db.query(READ_WRITE_CHECK));
      expect(error).toMatchObject({ code: '25006', message: 'transaction_read_only is on' });
      await expect(db.query(READ_WRITE_CHECK)).resolves.toEqual([]);
    });
  },
);
