/** A dealership's lead channels (dealerships.delivery, migration 005). */
export interface DeliveryConfig {
  /** POST the ADF to this URL; a 2xx answer acknowledges it. */
  webhook: { url: string } | null;
  /** Email with the ADF attached, to `to` (default: the dealer's email). */
  email: { to: string | null } | null;
}

export type ChannelName = 'webhook' | 'email';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Reads the jsonb column; anything malformed counts as absent (the lead then fails with a clear error). */
export function parseDeliveryConfig(raw: unknown): DeliveryConfig {
  if (!isObject(raw)) return { webhook: null, email: null };
  const webhookUrl = isObject(raw.webhook) ? httpUrl(raw.webhook.url) : null;
  const to = isObject(raw.email) && typeof raw.email.to === 'string' ? raw.email.to.trim() : null;
  return {
    webhook: webhookUrl ? { url: webhookUrl } : null,
    email: isObject(raw.email) ? { to: to || null } : null,
  };
}

/**
 * Where a lead without a dealership goes: the dealer's email (`dealer_configs.email`, the site's own address).
 * Its dealership was deleted by a `sites put` (leads.dealership_id is set null), or the site had none when it
 * was sent (every lead since migration 010 names one). It went to the site's first dealership before, so a
 * removed dealership's waiting leads landed, unannounced, in another dealership's inbox or CRM.
 */
export const DEALERLESS_DELIVERY: DeliveryConfig = { webhook: null, email: { to: null } };
