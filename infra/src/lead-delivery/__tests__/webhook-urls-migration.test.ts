import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db';
import { migrate, readMigrations } from '../../db/migrate';
import { openPgDb } from '../../db/pg-db';
import { openPgliteDb } from '../../db/pglite-db';
import { createPostgresSchema, TEST_DATABASE_URL } from '../../test-support/postgres-schema';

jest.setTimeout(60_000);

/** What fetch answered a webhook URL with credentials, as the delivery stored it before webhook-target.ts. */
const REFUSED =
  'webhook: webhook unreachable: Request cannot be constructed from a URL that includes credentials: ' +
  'https://crm:p%40ss@crm.example/leads?key=s3cret; email: the spool is full';

/**
 * Migration 018: the delivery errors and acknowledgements stored before, which read-only ops tokens, `leads
 * status` and dealers read, keep no webhook password or query.
 */
async function checkMigration(db: Db): Promise<void> {
  const migrations = await readMigrations();
  await migrate(
    db,
    migrations.filter((migration) => migration.id < '018'),
  );
  const [site] = await db.query<{ id: number }>(
    `INSERT INTO sites (slug, name, template) VALUES ('s', 'S', 't') RETURNING id`,
  );
  const lead = async (error: string | null) => {
    const id = randomUUID();
    await db.query(
      `INSERT INTO leads (id, site_id, category, payload, request_hash, delivery_status, last_delivery_error)
       VALUES ($1, $2, 'General', '{}', 'h', 'failed', $3)`,
      [id, site!.id, error],
    );
    return id;
  };
  const refused = await lead(REFUSED);
  const unreachable = await lead('webhook: webhook unreachable: ECONNREFUSED');
  const delivered = await lead(null);
  await db.query(
    `INSERT INTO lead_deliveries (lead_id, channel, target) VALUES
       ($1, 'webhook', 'https://crm.example/hooks/leads?token=s3cret'), ($1, 'email', 'sales@dealer.example')`,
    [delivered],
  );

  expect(await migrate(db, migrations)).toContain('018_webhook_urls_shown.sql');

  const errors = await db.query<{ id: string; last_delivery_error: string }>(
    'SELECT id::text, last_delivery_error FROM leads WHERE id = ANY($1::uuid[])',
    [[refused, unreachable]],
  );
  expect(Object.fromEntries(errors.map((row) => [row.id, row.last_delivery_error]))).toEqual({
    [refused]:
      'webhook: webhook unreachable: Request cannot be constructed from a URL that includes credentials: ' +
      'https://crm.example/leads?…; email: the spool is full',
    [unreachable]: 'webhook: webhook unreachable: ECONNREFUSED',
  });
  const targets = await db.query<{ channel: string; target: string }>(
    'SELECT channel, target FROM lead_deliveries WHERE lead_id = $1 ORDER BY channel',
    [delivered],
  );
  expect(targets).toEqual([
    { channel: 'email', target: 'sales@dealer.example' },
    { channel: 'webhook', target: 'https://crm.example/hooks/leads?…' },
  ]);
}

it('takes webhook credentials and queries out of the stored delivery errors and records (PGlite)', async () => {
  const db = await openPgliteDb();
  try {
    await checkMigration(db);
  } finally {
    await db.close();
  }
});

if (!TEST_DATABASE_URL) console.info('migration 018 on PostgreSQL: skipped (DATABASE_URL is not set)');

(TEST_DATABASE_URL ? it : it.skip)(
  'takes webhook credentials and queries out of the stored delivery errors and records (PostgreSQL)',
  async () => {
    const schema = await createPostgresSchema('dealerline_migration_018');
    const db = await openPgDb(schema.url);
    try {
      await checkMigration(db);
    } finally {
      await db.close();
      await schema.drop();
    }
  },
);
