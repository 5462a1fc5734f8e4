import pg from 'pg';
import type { Db } from '../db';
import { appliedMigrations, migrate, readMigrations } from '../migrate';
import { openPgDb } from '../pg-db';
import { openPgliteDb } from '../pglite-db';
import { seedDemoTenants } from '../../demo/seed-demo-tenants';
import { createSitesRepository } from '../../sites/sites-repository';

jest.setTimeout(60_000);

/** The same checks on any engine: from empty to migrated, idempotent, seeded once. */
function describeMigrations(open: () => Promise<Db>, cleanup: () => Promise<void> = async () => undefined) {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.close();
    await cleanup();
  });

  it('applies every migration to an empty database, in order, and records it', async () => {
    const files = (await readMigrations()).map((m) => m.file);
    expect(files[0]).toBe('001_initial.sql');
    expect(await appliedMigrations(db)).toEqual([]);
    expect(await migrate(db)).toEqual(files);
    expect(await appliedMigrations(db)).toEqual(files.map((file) => file.slice(0, 3)));
    const tables = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['remote_events', 'remote_versions', 'schema_migrations', 'sites']),
    );
  });

  it('applies nothing the second time', async () => {
    expect(await migrate(db)).toEqual([]);
  });

  it('rolls a failing migration back entirely', async () => {
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

  it('seeds the demo tenants once and reads them back', async () => {
    expect(await seedDemoTenants(db)).toBe(7);
    expect(await seedDemoTenants(db)).toBe(0);
    const sites = createSitesRepository(db);
    expect(await sites.count()).toBe(7);
    const tenant = await sites.findBySlug('coastline-motor-group');
    expect(tenant?.site.domains).toEqual(['www.coastlinemotorgroup.com.au']);
    expect(tenant?.dealer.locations.length).toBeGreaterThan(3);
    expect((await sites.list()).find((s) => s.slug === 'riverina-trucks')?.domains).toEqual([
      'www.riverinatrucks.com.au',
    ]);
  });
}

describe('migrations on PGlite (in memory)', () => {
  describeMigrations(() => openPgliteDb());
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
});
