import type { Db } from '../db/db';
import { sqlIsoTime } from '../db/sql-iso-time';
import { findLiveToken, issuedTokenKind, tokenSha256 } from '../issued-token';

const NAMED_OPS_TOKEN = issuedTokenKind('dlops_');

/** A token's name, the actor of what it does: lower-case letters, digits, ".", "_" and "-", 1 to 64. */
export const OPS_TOKEN_NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/;

/**
 * What a named ops token may do (migration 017): `full`, everything the OPS_TOKEN does but create tokens;
 * `read`, only the ops API's reads that reveal no secret (routes/ops-route-access.ts). The OPS_TOKEN is full.
 */
export const OPS_TOKEN_ACCESS = ['read', 'full'] as const;
export type OpsTokenAccess = (typeof OPS_TOKEN_ACCESS)[number];

/** The refusals of create and revoke, the same through the ops API and on the database. */
export const liveOpsTokenMessage = (name: string): string =>
  `"${name}" already has a live ops token: revoke it first (ops-tokens revoke ${name}), or choose another name`;
export const noOpsTokenMessage = (name: string): string =>
  `No ops token "${name}" (ops-tokens list shows them)`;

/** A named ops token as the ops API lists it: never the token, nor its hash. */
export interface OpsTokenRecord {
  id: number;
  name: string;
  access: OpsTokenAccess;
  created_by: string;
  created_at: string;
  revoked_at: string | null;
  revoked_by: string | null;
  /** When a request last carried it (to the minute; null: never). */
  last_used_at: string | null;
}

/** A live token, as the ops API's auth hook knows its caller: its name (the actor) and what it may do. */
export interface LiveOpsToken {
  name: string;
  access: OpsTokenAccess;
}

/** What creating answers, once: the record and the token itself. */
export interface CreatedOpsToken extends OpsTokenRecord {
  token: string;
}

/** What revoking answers: the record, and whether this revoked it (false: it was revoked before). */
export interface RevokedOpsToken extends OpsTokenRecord {
  changed: boolean;
}

/**
 * The named ops tokens (migration 014), in the platform's database like the dealer tokens, so that every
 * server knows them and a revocation holds everywhere from the next request, with no restart. A token is
 * "dlops_" and 32 random bytes in base64url; only its SHA-256 is stored (../issued-token.ts).
 */
export interface NamedOpsTokens {
  /**
   * A new token of that name and access (null: the name has a live token). The token is in no log and no
   * later answer.
   */
  create(name: string, createdBy: string, access: OpsTokenAccess): Promise<CreatedOpsToken | null>;
  /** Every token, live and revoked, oldest first. */
  list(): Promise<OpsTokenRecord[]>;
  /**
   * Revokes the name's live token (null: no token ever had that name). A name without a live token changes
   * nothing (`changed` false) and answers its last token as it is.
   */
  revoke(name: string, revokedBy: string): Promise<RevokedOpsToken | null>;
  /** The name and access of a live (not revoked) token, or null; notes that the token was used. */
  liveToken(token: string): Promise<LiveOpsToken | null>;
}

const RECORD = `id, name, access, created_by, ${sqlIsoTime('created_at')} AS created_at,
  ${sqlIsoTime('revoked_at')} AS revoked_at, revoked_by, ${sqlIsoTime('last_used_at')} AS last_used_at`;

export function createNamedOpsTokens(db: Db): NamedOpsTokens {
  return {
    async create(name, createdBy, access) {
      const token = NAMED_OPS_TOKEN.issue();
      const [record] = await db.query<OpsTokenRecord>(
        `INSERT INTO ops_tokens (name, token_sha256, created_by, access) VALUES ($1, $2, $3, $4)
         ON CONFLICT (name) WHERE revoked_at IS NULL DO NOTHING
         RETURNING ${RECORD}`,
        [name, tokenSha256(token), createdBy, access],
      );
      return record ? { ...record, token } : null;
    },
    list: () => db.query<OpsTokenRecord>(`SELECT ${RECORD} FROM ops_tokens ORDER BY id`),
    async revoke(name, revokedBy) {
      const [revoked] = await db.query<OpsTokenRecord>(
        `UPDATE ops_tokens SET revoked_at = now(), revoked_by = $2
         WHERE name = $1 AND revoked_at IS NULL
         RETURNING ${RECORD}`,
        [name, revokedBy],
      );
      if (revoked) return { ...revoked, changed: true };
      const [last] = await db.query<OpsTokenRecord>(
        `SELECT ${RECORD} FROM ops_tokens WHERE name = $1 ORDER BY id DESC LIMIT 1`,
        [name],
      );
      return last ? { ...last, changed: false } : null;
    },
    async liveToken(token) {
      if (!NAMED_OPS_TOKEN.fits(token)) return null;
      return findLiveToken<LiveOpsToken>(db, 'ops_tokens', ['name', 'access'], token);
    },
  };
}
