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
