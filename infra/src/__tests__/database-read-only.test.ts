import pg from 'pg';
import { openPgDb } from '../db/pg-db';
import { UNAVAILABLE_MESSAGE } from '../http/error-handler';
import { OUTAGE_CHECK_MS } from '../http/database-outage-log';
import { TEST_DATABASE_URL } from '../test-support/postgres-schema';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testLead } from '../test-support/test-lead';

jest.setTimeout(60_000);

if (!TEST_DATABASE_URL)
  console.info('the platform on a PostgreSQL that takes no writes: skipped (DATABASE_URL is not set)');

async function admin(sql: string, params: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql, params);
  } finally {
    await client.end();
  }
}

interface LogLine {
  level: number;
  msg: string;
  err?: unknown;
}

/**
 * A PostgreSQL that answers but takes no writes (SQLSTATE 25006, read_only_sql_transaction), as the old
 * primary does after a failover (now a standby) and a replica named by DATABASE_URL by mistake does: a
 * database of its own, made read-only with default_transaction_read_only, its connections then ended so the
 * pool's new ones are read-only too.
 */
(TEST_DATABASE_URL ? describe : describe.skip)('the platform on a PostgreSQL that takes no writes', () => {
  const name = `dealerline_read_only_${process.pid}`;
  const url = new URL(TEST_DATABASE_URL ?? 'postgres://unset');
  url.pathname = `/${name}`;
  let t: TestApp | undefined;
  const lines: string[] = [];
  const logged = () => lines.map((line) => JSON.parse(line) as LogLine);

  /** The database read-only (or not), and the pool's connections ended so that it reconnects. */
  async function readOnly(on: boolean) {
    await admin(
      on
        ? `ALTER DATABASE ${name} SET default_transaction_read_only = on`
        : `ALTER DATABASE ${name} RESET default_transaction_read_only`,
    );
    await admin('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the pool hears of its ended connections
  }

  let shopper = 0;
  const postLead = () =>
    t!.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { host: 'harbour-nissan.localhost:8080' },
      payload: testLead(),
      remoteAddress: `10.1.0.${(shopper += 1)}`,
    });

  beforeAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${name}`);
  });
  afterAll(async () => {
    await t?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('answers a lead 503 as an outage, logs an error naming 25006, is not ready, and recovers', async () => {
    t = await createTestApp({}, { db: await openPgDb(url.toString()), logLines: lines });
    await t.app.ready();
    expect((await postLead()).statusCode).toBe(201);

    await readOnly(true);
    // A shopper gets the outage's answer (a 500 'Internal server error' before), the form keeping the lead.
    for (let i = 0; i < 3; i += 1) {
      const lead = await postLead();
      expect(lead.statusCode).toBe(503);
      expect(lead.headers['retry-after']).toBe('30');
      expect(lead.json()).toEqual({ message: UNAVAILABLE_MESSAGE });
    }
    // Loud, once, and without a stack: a replica's URL by mistake must not pass for a long outage.
    const errors = logged().filter((line) => line.level >= 50);
    expect(errors).toEqual([
      expect.objectContaining({
        msg: expect.stringMatching(
          /^the database refuses writes, read-only \(25006 read_only_sql_transaction: cannot execute INSERT in a read-only transaction\)/,
        ),
      }),
    ]);
    expect(errors[0]!.err).toBeUndefined();
    // Not ready on a database that takes no writes (this server never was: no remote promoted either).
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'not ready',
      reasons: ['database is read-only (25006): transaction_read_only is on'],
    });

    // The primary takes writes again: so do the pool's new connections, and the outage log says so once.
    await readOnly(false);
    let lead = await postLead();
    for (let tries = 0; lead.statusCode !== 201 && tries < 3; tries += 1) lead = await postLead();
    expect(lead.statusCode).toBe(201);
    const deadline = Date.now() + OUTAGE_CHECK_MS + 2_000;
    while (t.app.databaseOutage.ongoing && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logged().filter((line) => line.msg.startsWith('the database takes writes again'))).toHaveLength(1);
  });

  it('refuses to open a DATABASE_URL that names a database taking no writes, saying so', async () => {
    await admin(`ALTER DATABASE ${name} SET default_transaction_read_only = on`);
    try {
      await expect(openPgDb(url.toString())).rejects.toThrow(
        'DATABASE_URL names a database that takes no writes (25006 read-only: transaction_read_only is on): ' +
          'it must name the primary, not a replica',
      );
    } finally {
      await admin(`ALTER DATABASE ${name} RESET default_transaction_read_only`);
    }
  });
});
