import type { Db } from '../db/db';
import type { DeliveryConfig } from '../lead-delivery/delivery-config';
import { createWebhookSigningSecrets } from '../lead-delivery/webhook-signing-secrets';

/** The stored form of a dealership's channels (migration 005): only the channels it has, `to` when set. */
export function storedDeliveryConfig({ webhook, email }: DeliveryConfig): Record<string, unknown> {
  return {
    ...(webhook ? { webhook: { url: webhook.url } } : {}),
    ...(email ? { email: email.to ? { to: email.to } : {} } : {}),
  };
}

/**
 * Writes each dealership's lead channels (`dealerships.delivery`), by slug, under the dealership ids the
 * put saved them with. saveTenant leaves the column alone: a dealership it creates starts with the email
 * channel (the column's default), which this then replaces. A dealership given a webhook gets its signing
 * secret now, in the put's transaction, if it has none: the dealer's developer can read it before the first
 * lead. Answers the change lines saying which got one.
 */
export async function saveDeliveryChannels(
  tx: Db,
  dealershipIds: ReadonlyMap<string, number>,
  channels: ReadonlyMap<string, DeliveryConfig>,
): Promise<string[]> {
  const rows = [...channels].map(([slug, config]) => ({
    id: dealershipIds.get(slug)!,
    delivery: storedDeliveryConfig(config),
  }));
  await tx.query(
    `UPDATE dealerships d SET delivery = r.delivery
       FROM json_to_recordset($1::json) AS r(id int, delivery jsonb)
      WHERE d.id = r.id`,
    [JSON.stringify(rows)],
  );
  const webhooks = [...channels].filter(([, config]) => config.webhook).map(([slug]) => slug);
  const made = new Set(
    await createWebhookSigningSecrets(tx).ensure(webhooks.map((slug) => dealershipIds.get(slug)!)),
  );
  return webhooks
    .filter((slug) => made.has(dealershipIds.get(slug)!))
    .map(
      (slug) =>
        `dealer.dealerships[${slug}].lead_delivery.webhook: a signing secret is made ` +
        `(npm run platform -- webhook-secret show ${slug})`,
    );
}
