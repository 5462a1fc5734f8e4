import { types } from 'node:util';
import type { Db } from '../db/db';
import type { FederationManifest } from './manifest';
import type { PromotionEvent } from './promotion-stack';

export interface VersionRecord {
  remote: string;
  version: string;
  package_version: string;
  files: number;
  bytes: number;
  published_at: string;
  published_by: string;
  note: string | null;
  /** Set once the version is retired: it never goes live again (promotion-stack.ts). */
  retired_at: string | null;
  retired_by: string | null;
  retired_reason: string | null;
}

export interface EventRecord extends PromotionEvent {
  remote: string;
  actor: string;
  at: string;
}

type Row<T> = Omit<T, 'published_at' | 'at' | 'retired_at'> & {
  published_at?: Date | string;
  at?: Date | string;
  retired_at?: Date | string | null;
};

const iso = (value: Date | string | undefined) => (types.isDate(value) ? value.toISOString() : String(value));

const VERSION_COLUMNS = `remote, version, package_version, files, bytes::float8 AS bytes, published_at, published_by, note,
  retired_at, retired_by, retired_reason`;

function versionRecord<T extends Row<VersionRecord>>(row: T) {
  return {
    ...row,
    published_at: iso(row.published_at),
    retired_at: row.retired_at == null ? null : iso(row.retired_at),
  };
}

/** The registry's SQL: remote_versions and remote_events. */
export function createRegistryRepository(db: Db) {
  return {
    async findVersion(
      remote: string,
      version: string,
    ): Promise<(VersionRecord & { manifest: FederationManifest }) | null> {
      const [row] = await db.query<Row<VersionRecord> & { manifest: FederationManifest }>(
        `SELECT ${VERSION_COLUMNS}, manifest FROM remote_versions WHERE remote = $1 AND version = $2`,
        [remote, version],
      );
      return row ? versionRecord(row) : null;
    },
    /** Inserts a version; false when it was already recorded. */
    async insertVersion(
      record: Omit<VersionRecord, 'published_at' | 'retired_at' | 'retired_by' | 'retired_reason'>,
      manifest: FederationManifest,
    ): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO remote_versions (remote, version, package_version, manifest, files, bytes, published_by, note)
         VALUES ($1, $2, $3, $4::text::jsonb, $5, $6, $7, $8)
         ON CONFLICT (remote, version) DO NOTHING RETURNING version`,
        [
          record.remote,
          record.version,
          record.package_version,
          JSON.stringify(manifest),
          record.files,
          record.bytes,
          record.published_by,
          record.note,
        ],
      );
      return rows.length > 0;
    },
    async listVersions(): Promise<VersionRecord[]> {
      const rows = await db.query<Row<VersionRecord>>(
        `SELECT ${VERSION_COLUMNS} FROM remote_versions ORDER BY published_at, version`,
      );
      return rows.map(versionRecord);
    },
    /** The retired versions of one remote. */
    async retiredVersions(remote: string): Promise<Set<string>> {
      const rows = await db.query<{ version: string }>(
        'SELECT version FROM remote_versions WHERE remote = $1 AND retired_at IS NOT NULL',
        [remote],
      );
      return new Set(rows.map((row) => row.version));
    },
    /** Marks a version retired; false when it was already. */
    async retireVersion(
      remote: string,
      version: string,
      actor: string,
      reason: string | null,
    ): Promise<boolean> {
      const rows = await db.query(
        `UPDATE remote_versions SET retired_at = now(), retired_by = $3, retired_reason = $4
         WHERE remote = $1 AND version = $2 AND retired_at IS NULL RETURNING version`,
        [remote, version, actor, reason],
      );
      return rows.length > 0;
    },
    /** Every promotion event, oldest first (of one remote, or of all). */
    async listEvents(remote?: string): Promise<EventRecord[]> {
      const rows = await db.query<Row<EventRecord>>(
        `SELECT remote, version, action, actor, at FROM remote_events
         ${remote ? 'WHERE remote = $1' : ''} ORDER BY id`,
        remote ? [remote] : [],
      );
      return rows.map((row) => ({ ...row, at: iso(row.at) }) as EventRecord);
    },
    async insertEvent(event: Omit<EventRecord, 'at'>): Promise<void> {
      await db.query('INSERT INTO remote_events (remote, version, action, actor) VALUES ($1, $2, $3, $4)', [
        event.remote,
        event.version,
        event.action,
        event.actor,
      ]);
    },
    /** Serialises promotions of one remote across servers (PostgreSQL); PGlite has one connection anyway. */
    async lockRemote(remote: string): Promise<void> {
      if (db.kind === 'postgres')
        await db.query(`SELECT pg_advisory_xact_lock(hashtext('remote:' || $1))`, [remote]);
    },
  };
}

export type RegistryRepository = ReturnType<typeof createRegistryRepository>;
