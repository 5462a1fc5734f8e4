import type { Db } from '../db/db';
import { sqlIsoTime } from '../db/sql-iso-time';
import { issuedTokenKind } from '../issued-token';

/** "dlwhsec_" and 32 random bytes in base64url; the whole string, prefix included, is the HMAC key. */
const SIGNING_SECRET = issuedTokenKind('dlwhsec_');

/** How long a rotation keeps signing with the secret it replaced, unless told (Stripe's default too). */
export const DEFAULT_GRACE_SECONDS = 24 * 3600;
/** The longest grace a rotation may give: a secret rotated because it leaked should not live on for weeks. */
export const MAX_GRACE_SECONDS = 7 * 24 * 3600;

/** A dealership's signing secret as `webhook-secret show|rotate` answers it (full ops tokens only). */
export interface WebhookSecretRecord {
  dealership: string;
  secret: string;
  created_at: string;
  rotated_at: string | null;
  rotated_by: string | null;
  /** Until when each POST also carries a signature with the secret the last rotation replaced (null: none). */
  previous_expires_at: string | null;
  /**
   * Rotate only, with `cutGrace`: an earlier rotation's replaced secret this rotation stopped signing, and until
   * when it would have signed (null: none was in its grace).
   */
  cut?: { replaced_at: string; replaced_by: string | null; would_have_signed_until: string } | null;
}

/** A secret an earlier rotation replaced, still signing for its grace. */
export interface SecretInGrace {
  replaced_at: string;
  replaced_by: string | null;
  signs_until: string;
}

/** An ISO time as the CLI shows times ("2026-12-10 00:21:54 UTC"). */
export const shownTime = (iso: string) => `${iso.slice(0, 19).replace('T', ' ')} UTC`;

/** Which secret is in its grace: the one the rotation at `replaced_at` replaced. */
export const inGraceText = (dealership: string, secret: Pick<SecretInGrace, 'replaced_at' | 'replaced_by'>) =>
  `the secret of ${dealership} that the rotation of ${shownTime(secret.replaced_at)} ` +
  `(by ${secret.replaced_by ?? '?'}) replaced`;

/**
 * A rotation refused because the secret an earlier rotation replaced is still in its grace: at most two
 * secrets sign, so this one would stop it signing at once, and the dealer's receiver still holding it (told
 * it had until then) would refuse the next POST. `cutGrace` (`--cut-grace`, `"cut_grace": true`) confirms.
 */
export class WebhookSecretGraceInUse extends Error {
  constructor(
    readonly dealership: string,
    readonly inGrace: SecretInGrace,
  ) {
    super(
      `Not rotated: ${inGraceText(dealership, inGrace)} still signs every POST until ` +
        `${shownTime(inGrace.signs_until)}, and at most two secrets sign: this rotation would stop it signing ` +
        'now, and a receiver still holding it would refuse the next lead. Rotate after that time, or confirm ' +
        'with --cut-grace (ops API: "cut_grace": true)',
    );
    this.name = 'WebhookSecretGraceInUse';
  }
}

/**
 * The lead webhooks' signing secrets (migration 022), one per dealership. A secret is made when a webhook is
 * configured (`sites put`) and, for a webhook configured any other way, on its first signed send or `show`:
 * every path that needs one makes it, so none is ever sent unsigned. The secrets are in no log.
 */
export interface WebhookSigningSecrets {
  /** Makes a secret for each dealership without one; answers the ids it made one for. */
  ensure(dealershipIds: readonly number[]): Promise<number[]>;
  /**
   * The secrets a POST to the dealership's webhook is signed with now (made if it has none): current, then the
   * one a rotation replaced while its grace lasts. Empty for a dealership that does not exist.
   */
  signingSecrets(dealershipSlug: string): Promise<string[]>;
  /** The dealership's secret, made if it has none (null: no such dealership). */
  show(dealershipSlug: string): Promise<WebhookSecretRecord | null>;
  /**
   * A new secret; the old one still signs for `graceSeconds` (0: never again, as for a leaked one). At most
   * two sign, so while the secret an earlier rotation replaced is in its grace a rotation would end it at once:
   * refused (WebhookSecretGraceInUse) unless `cutGrace`; the answer's `cut` then says which one it ended.
   */
  rotate(
    dealershipSlug: string,
    by: { rotatedBy: string; graceSeconds: number; cutGrace?: boolean },
  ): Promise<WebhookSecretRecord | null>;
}

export function createWebhookSigningSecrets(db: Db): WebhookSigningSecrets {
  const ensure = async (ids: readonly number[]) => {
    if (ids.length === 0) return [];
    const made = await db.query<{ dealership_id: number }>(
      `INSERT INTO webhook_signing_secrets (dealership_id, secret)
       SELECT * FROM unnest($1::int[], $2::text[])
       ON CONFLICT (dealership_id) DO NOTHING
       RETURNING dealership_id`,
      [ids, ids.map(() => SIGNING_SECRET.issue())],
    );
    return made.map((row) => row.dealership_id);
  };

  const record = async (slug: string) => {
    const [row] = await db.query<WebhookSecretRecord>(
      `SELECT d.slug AS dealership, w.secret, ${sqlIsoTime('w.created_at')} AS created_at,
         ${sqlIsoTime('w.rotated_at')} AS rotated_at, w.rotated_by,
         CASE WHEN w.previous_expires_at > now() THEN ${sqlIsoTime('w.previous_expires_at')} END
           AS previous_expires_at
       FROM webhook_signing_secrets w JOIN dealerships d ON d.id = w.dealership_id
       WHERE d.slug = $1`,
      [slug],
    );
    return row ?? null;
  };

  const dealershipId = async (slug: string) => {
    const [row] = await db.query<{ id: number }>('SELECT id FROM dealerships WHERE slug = $1', [slug]);
    return row?.id ?? null;
  };

  const current = (slug: string) =>
    db.query<{ secret: string; previous: string | null }>(
      `SELECT w.secret, CASE WHEN w.previous_expires_at > now() THEN w.previous_secret END AS previous
       FROM webhook_signing_secrets w JOIN dealerships d ON d.id = w.dealership_id WHERE d.slug = $1`,
      [slug],
    );

  return {
    ensure,
    async signingSecrets(slug) {
      let [row] = await current(slug);
      if (!row) {
        const id = await dealershipId(slug);
        if (id === null) return [];
        await ensure([id]);
        [row] = await current(slug);
      }
      return row ? [row.secret, ...(row.previous ? [row.previous] : [])] : [];
    },
    async show(slug) {
      const id = await dealershipId(slug);
      if (id === null) return null;
      await ensure([id]);
      return record(slug);
    },
    async rotate(slug, { rotatedBy, graceSeconds, cutGrace = false }) {
      // The secret in grace is read and replaced in one transaction, the row locked whether or not a grace
      // runs: two rotations at once cannot both find no grace and the second end the first's without a word
      // (the second waits for the first and then finds its grace). `--grace 0` (a leaked secret) asks that
      // nothing old signs: it ends a grace as --cut-grace does.
      const cut = await db.transaction(async (tx) => {
        const [row] = await tx.query<SecretInGrace & { in_grace: boolean }>(
          `SELECT ${sqlIsoTime('w.rotated_at')} AS replaced_at, w.rotated_by AS replaced_by,
             ${sqlIsoTime('w.previous_expires_at')} AS signs_until,
             coalesce(w.previous_expires_at > now(), false) AS in_grace
           FROM webhook_signing_secrets w JOIN dealerships d ON d.id = w.dealership_id
           WHERE d.slug = $1
           FOR UPDATE OF w`,
          [slug],
        );
        const inGrace = row?.in_grace
          ? { replaced_at: row.replaced_at, replaced_by: row.replaced_by, signs_until: row.signs_until }
          : undefined;
        if (inGrace && !cutGrace && graceSeconds > 0) throw new WebhookSecretGraceInUse(slug, inGrace);
        const rotated = await tx.query(
          `INSERT INTO webhook_signing_secrets AS w (dealership_id, secret, rotated_at, rotated_by)
           SELECT id, $2, now(), $3 FROM dealerships WHERE slug = $1
           ON CONFLICT (dealership_id) DO UPDATE SET secret = EXCLUDED.secret,
             previous_secret = CASE WHEN $4::int > 0 THEN w.secret END,
             previous_expires_at = CASE WHEN $4::int > 0 THEN now() + make_interval(secs => $4::int) END,
             rotated_at = EXCLUDED.rotated_at, rotated_by = EXCLUDED.rotated_by
           RETURNING dealership_id`,
          [slug, SIGNING_SECRET.issue(), rotatedBy, graceSeconds],
        );
        if (!rotated.length) return undefined;
        return inGrace
          ? {
              replaced_at: inGrace.replaced_at,
              replaced_by: inGrace.replaced_by,
              would_have_signed_until: inGrace.signs_until,
            }
          : null;
      });
      if (cut === undefined) return null;
      const answer = await record(slug);
      return answer && { ...answer, cut };
    },
  };
}
