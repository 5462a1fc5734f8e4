import { readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/db';
import { sqlIsoTime } from '../db/sql-iso-time';
import { findLiveToken, issuedTokenKind, tokenSha256 } from '../issued-token';

const DEALER_TOKEN = issuedTokenKind('dlr_');
const SHA256 = /^[0-9a-f]{64}$/;

/** The refusals of issue, list and revoke, the same through the ops API and on the database. */
export const noDealershipMessage = (slug: string): string =>
  `No dealership "${slug}" on this platform (sites list shows each site's dealerships)`;
export const noDealerTokenMessage = (slug: string, id: number | string): string =>
  `No dealer token ${id} of ${slug} (dealer-tokens list ${slug} shows them)`;

/** A token as the ops API lists it: never the token, nor its hash. */
export interface DealerTokenRecord {
  id: number;
  dealership: string;
  label: string | null;
  created_by: string;
  created_at: string;
  revoked_at: string | null;
  revoked_by: string | null;
  /** When a request last carried it (to the minute; null: never). */
  last_used_at: string | null;
}

/** What revoking answers: the record, and whether this revoked it (false: it was revoked before). */
export interface RevokedDealerToken extends DealerTokenRecord {
  changed: boolean;
}

/** What issuing answers, once: the record and the token itself. */
export interface IssuedDealerToken extends DealerTokenRecord {
  token: string;
}

/**
 * The dealer leads API tokens (migration 011), in the platform's database so that every server knows them
 * and a revocation holds everywhere on the next request. A dealership may have several live tokens (e.g.
 * while a dealer rotates). A token is "dlr_" and 32 random bytes in base64url; only its SHA-256 is stored
 * (../issued-token.ts).
 */
export interface DealerTokens {
  /** A new token for the dealership (null: no such dealership). The token is in no log and no later answer. */
  issue(
    dealershipSlug: string,
    by: { label: string | null; createdBy: string },
  ): Promise<IssuedDealerToken | null>;
  /** The dealership's tokens, live and revoked, oldest first (null: no such dealership). */
  list(dealershipSlug: string): Promise<DealerTokenRecord[] | null>;
  /**
   * Revokes one of the dealership's tokens (null: no such token of that dealership). Revoking a revoked
   * token changes nothing (`changed` false) and answers it as it is.
   */
  revoke(dealershipSlug: string, id: number, revokedBy: string): Promise<RevokedDealerToken | null>;
  /** The id of the dealership a live (not revoked) token was issued for, or null; notes that it was used. */
  dealershipOf(token: string): Promise<number | null>;
}

const RECORD = `t.id, d.slug AS dealership, t.label, t.created_by, ${sqlIsoTime('t.created_at')} AS created_at,
  ${sqlIsoTime('t.revoked_at')} AS revoked_at, t.revoked_by, ${sqlIsoTime('t.last_used_at')} AS last_used_at`;

export function createDealerTokens(db: Db): DealerTokens {
  return {
    async issue(dealershipSlug, { label, createdBy }) {
      const token = DEALER_TOKEN.issue();
      const [record] = await db.query<DealerTokenRecord>(
        `WITH t AS (
           INSERT INTO dealer_tokens (dealership_id, token_sha256, label, created_by)
           SELECT id, $2, $3, $4 FROM dealerships WHERE slug = $1
           RETURNING *
         )
         SELECT ${RECORD} FROM t JOIN dealerships d ON d.id = t.dealership_id`,
        [dealershipSlug, tokenSha256(token), label, createdBy],
      );
      return record ? { ...record, token } : null;
    },
    async list(dealershipSlug) {
      const [dealership] = await db.query('SELECT id FROM dealerships WHERE slug = $1', [dealershipSlug]);
      if (!dealership) return null;
      return db.query<DealerTokenRecord>(
        `SELECT ${RECORD} FROM dealer_tokens t JOIN dealerships d ON d.id = t.dealership_id
         WHERE d.slug = $1 ORDER BY t.id`,
        [dealershipSlug],
      );
    },
    async revoke(dealershipSlug, id, revokedBy) {
      const updated = await db.query(
        `UPDATE dealer_tokens t SET revoked_at = now(), revoked_by = $3
         FROM dealerships d
         WHERE d.id = t.dealership_id AND d.slug = $1 AND t.id = $2 AND t.revoked_at IS NULL
         RETURNING t.id`,
        [dealershipSlug, id, revokedBy],
      );
      const [record] = await db.query<DealerTokenRecord>(
        `SELECT ${RECORD} FROM dealer_tokens t JOIN dealerships d ON d.id = t.dealership_id
         WHERE d.slug = $1 AND t.id = $2`,
        [dealershipSlug, id],
      );
      return record ? { ...record, changed: updated.length > 0 } : null;
    },
    async dealershipOf(token) {
      if (!DEALER_TOKEN.fits(token)) return null;
      const found = await findLiveToken<{ dealership_id: number }>(
        db,
        'dealer_tokens',
        ['dealership_id'],
        token,
      );
      return found?.dealership_id ?? null;
    },
  };
}

/** Where the CLI kept tokens before they moved into the database (only their SHA-256, mode 0600). */
export const legacyDealerTokensPath = (dataDir: string): string => path.join(dataDir, 'dealer-tokens.json');

export interface LegacyImport {
  /** Tokens added to the database (already present ones are not counted: the import is idempotent). */
  imported: number;
  /** Entries left out: for a dealership the platform does not have, or not a SHA-256. */
  skipped: number;
  /** Where the file went (DATA_DIR/dealer-tokens.json.imported), or null when there was none. */
  movedTo: string | null;
}

/**
 * Imports the tokens of a DATA_DIR/dealer-tokens.json (written by the CLI before migration 011) into the
 * database, so that dealers keep their tokens: the file holds only SHA-256s, which are what the table
 * stores. Then renames the file to dealer-tokens.json.imported, so nothing reads it again. Idempotent: a
 * hash already in the table is left as it is (a token revoked since stays revoked).
 */
export async function importLegacyDealerTokens(db: Db, dataDir: string): Promise<LegacyImport> {
  const file = legacyDealerTokensPath(dataDir);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { imported: 0, skipped: 0, movedTo: null };
    throw error;
  }
  const entries = JSON.parse(text) as unknown;
  if (!Array.isArray(entries)) throw new Error(`${file} is not a list of tokens`);
  let imported = 0;
  let skipped = 0;
  await db.transaction(async (tx) => {
    for (const entry of entries as Record<string, unknown>[]) {
      const hash = entry?.sha256;
      const slug = entry?.dealership_slug;
      const createdAt = typeof entry?.created_at === 'string' && !Number.isNaN(Date.parse(entry.created_at));
      if (typeof hash !== 'string' || !SHA256.test(hash) || typeof slug !== 'string') {
        skipped++;
        continue;
      }
      const [dealership] = await tx.query('SELECT 1 FROM dealerships WHERE slug = $1', [slug]);
      if (!dealership) {
        skipped++;
        continue;
      }
      const rows = await tx.query(
        `INSERT INTO dealer_tokens (dealership_id, token_sha256, label, created_by, created_at)
         SELECT id, $2, 'imported from dealer-tokens.json', 'dealer-tokens.json', COALESCE($3::timestamptz, now())
         FROM dealerships WHERE slug = $1
         ON CONFLICT (token_sha256) DO NOTHING RETURNING id`,
        [slug, hash, createdAt ? entry.created_at : null],
      );
      imported += rows.length;
    }
  });
  const movedTo = `${file}.imported`;
  await rename(file, movedTo);
  return { imported, skipped, movedTo };
}
