import pg from 'pg';
import type { Db } from '../db';
import { appliedMigrations, migrate, readMigrations } from '../migrate';
import { openPgDb } from '../pg-db';
import { openPgliteDb } from '../pglite-db';
import { openPgliteThreadDb } from '../pglite-thread/pglite-thread-db';
import { describeDemoData } from './demo-data-checks';
import { describeLegacyMove } from './legacy-move-checks';
import { describeInventorySeed } from './inventory-seed-checks';

jest.setTimeout(120_000);

const TABLES = [
  'cars',
  'dealer_configs',
  'dealer_tokens',
  'dealerships',
  'inventory_seeds',
  'locations',
  'manufacturers',
  'models',
  'offers',
  'opening_hours',
  'pages',
  'platform_meta',
  'promotions',
  'remote_events',
  'remote_versions',
  'reviews',
  'schema_migrations',
  'sites',
  'special_hours',
];

/**
 * The same checks on any engine (issue 3 item 5): from empty to migrated, idempotent, the 001 jsonb sites
 * moved into the relational tables, the demo tenants and content seeded and read back exactly, and the demo
 * inventory seeded deterministically. One database per engine for the whole file.
 */
function describeMigrations(open: () => Promise<Db>, cleanup: () => Promise<void> = async () => undefined) {
  const ref: { db: Db } = { db: undefined as unknown as Db };
  beforeAll(async () => {
    ref.db = await open();
  });
  afterAll(async () => {
    await ref.db?.close();
    await cleanup();
  });

  it('applies every migration to an empty database, in order, and records it', async () => {
    const { db } = ref;
    const files = (await readMigrations()).map((m) => m.file);
    expect(files.slice(0, 2)).toEqual(['001_initial.sql', '002_relational_data.sql']);
    expect(await appliedMigrations(db)).toEqual([]);
    expect(await migrate(db)).toEqual(files);
    expect(await appliedMigrations(db)).toEqual(files.map((file) => file.slice(0, 3)));
    const tables = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(TABLES));
  });

  it('applies nothing the second time', async () => {
    expect(await migrate(ref.db)).toEqual([]);
  });

  it('rolls a failing migration back entirely', async () => {
    const { db } = ref;
    const bad = [
      {
        id: '999',
        file: '999_bad.sql',
        sql: 'CREATE TABLE half_done (id int); SELECT * FROM no_such_table;',
      },
    ];
    await expect(migrate(db, bad)).rejects.toThrow();
    expect(await appliedMigrations(db)).not.toContain('999');
    const [row] = await db.query<{ name: string | null }>(`SELECT to_regclass('half_done')::text AS name`);
    expect(row?.name).toBeNull();
  });

  describeLegacyMove(ref);
  describeDemoData(ref);
  describeInventorySeed(ref);
}

describe('migrations on PGlite (in memory)', () => {
  describeMigrations(() => openPgliteDb());
});

describe('migrations on PGlite in a worker thread (as the platform opens it)', () => {
  describeMigrations(() => openPgliteThreadDb());
});

const databaseUrl = process.env.DATABASE_URL;
const schema = `dealerline_test_${process.pid}_${Date.now()}`;

if (!databaseUrl) {
  console.info('migrations on PostgreSQL: skipped (DATABASE_URL is not set)');
}

(databaseUrl ? describe : describe.skip)('migrations on PostgreSQL (DATABASE_URL)', () => {
  const withSchema = () => {
    const url = new URL(databaseUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    return url.toString();
  };
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  describeMigrations(
    async () => {
      await admin(`CREATE SCHEMA ${schema}`);
      return openPgDb(withSchema());
    },
    () => admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`),
  );

  it('lets two servers migrate the same database at once', async () => {
    const other = `${schema}_race`;
    await admin(`CREATE SCHEMA ${other}`);
    const url = new URL(databaseUrl!);
    url.searchParams.set('options', `-c search_path=${other}`);
    const [a, b] = [await openPgDb(url.toString()), await openPgDb(url.toString())];
    try {
      const [ranA, ranB] = await Promise.all([migrate(a), migrate(b)]);
      expect([...ranA, ...ranB].sort()).toEqual((await readMigrations()).map((m) => m.file));
    } finally {
      await Promise.all([a.close(), b.close()]);
      await admin(`DROP SCHEMA IF EXISTS ${other} CASCADE`);
    }
  });

  it('runs a migration, and waits for another server’s, however long it takes: past the query timeout', async () => {
    const other = `${schema}_wait`;
    await admin(`CREATE SCHEMA ${other}`);
    const url = new URL(databaseUrl!);
    url.searchParams.set('options', `-c search_path=${other}`);
    const open = () => openPgDb(url.toString(), { queryTimeoutMs: 300 });
    const [a, b] = [await open(), await open()];
    const slow = { id: '001', file: '001_slow.sql', sql: 'SELECT pg_sleep(1)' };
    try {
      const first = migrate(a, [slow]);
      await new Promise((resolve) => setTimeout(resolve, 100)); // a holds the migration lock
      const [ranA, ranB] = await Promise.all([first, migrate(b, [slow])]);
      expect([...ranA, ...ranB]).toEqual(['001_slow.sql']);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await admin(`DROP SCHEMA IF EXISTS ${other} CASCADE`);
    }
  });
});
