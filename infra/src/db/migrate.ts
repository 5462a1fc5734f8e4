import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../paths';
import type { Db } from './db';

export interface Migration {
  /** "001" */
  id: string;
  /** "001_initial.sql" */
  file: string;
  sql: string;
}

/** Any constant: every server migrating the same database takes this lock, so only one migrates at a time. */
const MIGRATION_LOCK_KEY = 727_001;
const MIGRATION_FILE = /^(\d{3})_[a-z0-9_-]+\.sql$/;

/** The migration files in order (NNN_name.sql). */
export async function readMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => MIGRATION_FILE.test(file)).sort();
  return Promise.all(
    files.map(async (file) => ({
      id: MIGRATION_FILE.exec(file)![1]!,
      file,
      sql: await readFile(path.join(dir, file), 'utf8'),
    })),
  );
}

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  id text PRIMARY KEY,
  file text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;

/** Ids of the migrations recorded as applied (empty when the table does not exist yet). */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const [table] = await db.query<{ name: string | null }>(
    `SELECT to_regclass('schema_migrations')::text AS name`,
  );
  if (!table?.name) return [];
  const rows = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
  return rows.map((row) => row.id);
}

/** Applies every migration not yet recorded, each in its own transaction. Returns the files it applied. */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const pending = migrations ?? (await readMigrations());
  const applied: string[] = [];
  for (const migration of pending) {
    const ran = await db.transaction(async (tx) => {
      // exec: waiting for another server's migration is not a query timing out (db/pg-db.ts).
      if (tx.kind === 'postgres') await tx.exec(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
      await tx.exec(CREATE_TABLE);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id, file) VALUES ($1, $2)', [
        migration.id,
        migration.file,
      ]);
      return true;
    });
    if (ran) applied.push(migration.file);
  }
  return applied;
}
