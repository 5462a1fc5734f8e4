import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../app';
import type { Db } from '../../db/db';
import { openPgDb } from '../../db/pg-db';
import { createTestPaymentProvider } from '../../payments/test-payment-provider';
import { writeFakeShell } from '../../test-support/fake-builds';
import { TEST_TOKEN, waitForSearchIndex, type TestApp } from '../../test-support/test-app';
import { hostOf, indexRecord, reservableCars, reservation, reservationsApp } from './reservation-fixtures';
import { testLead } from '../../test-support/test-lead';

jest.setTimeout(180_000);

/**
 * The reservation and lead guarantees on PostgreSQL through a pg pool (DATABASE_URL), where concurrent
 * requests really run in parallel on separate connections: the row lock, not a single connection, decides.
 * Runs in a throw-away schema, like the migration test.
 */
const databaseUrl = process.env.DATABASE_URL;
const schema = `dealerline_reserve_${process.pid}_${Date.now()}`;

if (!databaseUrl) console.info('reservations on PostgreSQL: skipped (DATABASE_URL is not set)');

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

(databaseUrl ? describe : describe.skip)('reservations on PostgreSQL (DATABASE_URL)', () => {
  let t: TestApp;
  let db: Db;

  beforeAll(async () => {
    await admin(`CREATE SCHEMA ${schema}`);
    const url = new URL(databaseUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    db = await openPgDb(url.toString());
    const root = await mkdtemp(path.join(os.tmpdir(), 'dealerline-reserve-pg-'));
    const config = {
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.join(root, 'data'),
      databaseUrl: url.toString(),
      opsToken: TEST_TOKEN,
      assetBaseUrl: null,
      shellDist: path.join(root, 'shell-dist'),
      logLevel: 'silent',
      trustProxy: false,
      demoCars: 300,
      ssrThreads: 1,
    };
    await writeFakeShell(config.shellDist);
    const app = await buildApp({ config, db, logger: false });
    t = {
      app,
      config,
      root,
      close: async () => {
        await app.close();
        await db.close();
        await rm(root, { recursive: true, force: true });
      },
    };
    await waitForSearchIndex(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  });

  it('of 20 concurrent attempts on one car exactly one is charged and succeeds; 19 get 409', async () => {
    const payments = createTestPaymentProvider();
    const side = await reservationsApp(t, payments);
    try {
      const [car] = await reservableCars(t, 'coastline-motor-group');
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          side.inject({
            method: 'POST',
            url: `/api/cars/${car!.slug}/reservations`,
            headers: { host: hostOf('coastline-motor-group'), 'content-type': 'application/json' },
            payload: JSON.stringify(reservation({ email: `buyer${i}@example.com` })),
          }),
        ),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array(19).fill(409)]);
      expect(payments.charges()).toHaveLength(1);
      const [row] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM reservations WHERE car_id = $1',
        [car!.id],
      );
      expect(row!.n).toBe(1);
      expect((await indexRecord(t, car!.id)).reserved).toBe(true);
    } finally {
      await side.close();
    }
  });

  it('stores one lead for ten concurrent submissions with one Idempotency-Key', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/leads',
          headers: {
            host: hostOf('coastline-motor-group'),
            'content-type': 'application/json',
            'idempotency-key': 'pg-burst',
          },
          payload: JSON.stringify(
            testLead({ category: 'General Enquiry', message: 'Is the HiLux still available?' }),
          ),
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((res) => res.json().lead_id)).size).toBe(1);
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM leads WHERE idempotency_key = 'pg-burst'`,
    );
    expect(row!.n).toBe(1);
  });
});
