import { createHash, randomBytes } from 'node:crypto';

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
 * SQL that finds the live (not revoked) token of a table of issued tokens by its SHA-256 (`$1`) and answers
 * `columns` of it, noting that it was used now unless that was noted within LAST_USED_PRECISION. One
 * statement: the lookup and the note cost one round trip, and a revoked or unknown token changes nothing.
 */
export function liveTokenLookup(table: 'dealer_tokens' | 'ops_tokens', columns: string): string {
  return `WITH live AS (
      SELECT id, ${columns}, last_used_at FROM ${table} WHERE token_sha256 = $1 AND revoked_at IS NULL
    ), noted AS (
      UPDATE ${table} t SET last_used_at = now() FROM live
      WHERE t.id = live.id
        AND (live.last_used_at IS NULL OR live.last_used_at < now() - interval '${LAST_USED_PRECISION}')
    )
    SELECT ${columns} FROM live`;
}
