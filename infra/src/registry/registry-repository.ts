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
}

export interface EventRecord extends PromotionEvent {
  remote: string;
  actor: string;
  at: string;
}

type Row<T> = Omit<T, 'published_at' | 'at'> & { published_at?: Date | string; at?: Date | string };

const iso = (value: Date | string | undefined) => (types.isDate(value) ? value.toISOString() : String(value));

/** The registry's SQL: remote_versions and remote_events. */
export function createRegistryRepository(db: Db) {
  return {
    async findVersion(
      remote: string,
      version: string,
    ): Promise<(VersionRecord & { manifest: FederationManifest }) | null> {
      const [row] = await db.query<Row<VersionRecord> & { manifest: FederationManifest }>(
        `SELECT remote, version, package_version, manifest, files, bytes::float8 AS bytes, published_at, published_by, note
         FROM remote_versions WHERE remote = $1 AND version = $2`,
        [remote, version],
      );
      return row
        ? ({ ...row, published_at: iso(row.published_at) } as VersionRecord & {
            manifest: FederationManifest;
          })
        : null;
    },
    /** Inserts a version; false when it was already recorded. */
    async insertVersion(
      record: Omit<VersionRecord, 'published_at'>,
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
        `SELECT remote, version, package_version, files, bytes::float8 AS bytes, published_at, published_by, note
         FROM remote_versions ORDER BY published_at, version`,
      );
      return rows.map((row) => ({ ...row, published_at: iso(row.published_at) }) as VersionRecord);
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
