import type { Db } from '../../db/db';

/**
 * Every secret the platform signs lead webhooks with now, of every dealership: what the test receiver, which
 * stands for every dealer's system at once, accepts (a real receiver holds its own dealership's one).
 */
export async function storedSigningSecrets(db: Db): Promise<string[]> {
  const rows = await db.query<{ secret: string }>(
    `SELECT secret FROM webhook_signing_secrets
     UNION ALL
     SELECT previous_secret FROM webhook_signing_secrets WHERE previous_expires_at > now()`,
  );
  return rows.map((row) => row.secret);
}
