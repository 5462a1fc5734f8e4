import { createHash, randomBytes } from 'node:crypto';
import type { Db } from './db/db';

/**
 * A kind of token the platform issues and keeps only the SHA-256 of (dealer leads API tokens "dlr_…", named
 * ops tokens "dlops_…"): its prefix, which says what it is for, then 32 random bytes in base64url. A random
 * 256-bit token needs no salt or slow hash: its SHA-256 cannot be reversed, and looking a token up by its hash
 * leaks no timing of the token itself.
 */
export interface IssuedTokenKind {
  /** A new token of this kind. */
  issue(): string;
  /** Whether text is shaped like a token of this kind (anything else is refused without a lookup). */
  fits(text: string): boolean;
}

export function issuedTokenKind(prefix: string): IssuedTokenKind {
  const pattern = new RegExp(`^${prefix}[A-Za-z0-9_-]{43}$`);
  return {
    issue: () => prefix + randomBytes(32).toString('base64url'),
    fits: (text) => pattern.test(text),
  };
}

/** What the database keeps of an issued token: its SHA-256, in lower-case hex. */
export const tokenSha256 = (token: string): string => createHash('sha256').update(token).digest('hex');

/** How often a token's `last_used_at` is written at most: a client polling every second costs no write each. */
export const LAST_USED_PRECISION = '1 minute';

/**
 * Finds the live (not revoked) token of a table of issued tokens by its SHA-256 and answers its `columns`,
 * then notes that it was used now unless that was noted within LAST_USED_PRECISION. The lookup is a read, so
 * a token works on a database that takes no writes for a moment (after a failover); the note is best effort:
 * if it fails, the token still answers, and the next use notes it.
 */
export async function findLiveToken<Row extends object>(
  db: Db,
  table: 'dealer_tokens' | 'ops_tokens',
  columns: readonly (keyof Row & string)[],
  token: string,
): Promise<Row | null> {
  const [row] = await db.query<{ id: number; stale: boolean } & Row>(
    `SELECT id, ${columns.join(', ')}, (last_used_at IS NULL OR last_used_at < now() - interval '${LAST_USED_PRECISION}') AS stale
     FROM ${table} WHERE token_sha256 = $1 AND revoked_at IS NULL`,
    [tokenSha256(token)],
  );
  if (!row) return null;
  if (row.stale) {
    await db.query(`UPDATE ${table} SET last_used_at = now() WHERE id = $1`, [row.id]).catch(() => undefined);
  }
  return Object.fromEntries(columns.map((column) => [column, row[column]])) as Row;
}
