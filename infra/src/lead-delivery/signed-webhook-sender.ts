import type { Db } from '../db/db';
import type { ChannelSenders } from './deliver-lead';
import { postWebhook } from './webhook';
import { createWebhookSigningSecrets } from './webhook-signing-secrets';

/**
 * The delivery's webhook sender: each POST signed with the dealership's secrets as they are when it leaves
 * (read per send, one indexed query beside an HTTP round trip), so a rotation holds from the next POST on every
 * server, and a webhook configured without `sites put` gets its secret on its first send.
 */
export function signedWebhookSender(db: Db): ChannelSenders['webhook'] {
  const secrets = createWebhookSigningSecrets(db);
  return async (url, lead, adf) =>
    postWebhook(url, lead, adf, await secrets.signingSecrets(lead.dealership_slug ?? ''));
}
