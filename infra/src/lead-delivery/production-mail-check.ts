import type { Config } from '../config';
import type { Db } from '../db/db';
import { parseDeliveryConfig } from './delivery-config';

/** A dealership's slug and its channels (dealerships.delivery). */
export interface DealershipChannels {
  slug: string;
  delivery: unknown;
}

/** Where production lead emails would end up without SMTP_URL, and what to do about it. */
export interface ProductionMailCheck {
  /** Dealerships whose leads only the email channel carries: refused at start (they would get nothing). */
  emailOnly: string[];
  /** Dealerships with a webhook and an email channel: the webhook delivers, the email fails until SMTP is set. */
  emailAndWebhook: string[];
}

/** Email-only and email + webhook dealerships; both empty when the spool is never used (SMTP, or not production). */
export function productionMailCheck(
  config: Pick<Config, 'production' | 'smtpUrl'>,
  dealerships: readonly DealershipChannels[],
): ProductionMailCheck {
  const check: ProductionMailCheck = { emailOnly: [], emailAndWebhook: [] };
  if (!config.production || config.smtpUrl) return check;
  for (const { slug, delivery } of dealerships) {
    const channels = parseDeliveryConfig(delivery);
    if (!channels.email) continue;
    (channels.webhook ? check.emailAndWebhook : check.emailOnly).push(slug);
  }
  return check;
}

/** Thrown at start: production would put lead emails on the pod's disk. */
export class LeadMailConfigError extends Error {}

const list = (slugs: string[]) =>
  slugs.length > 6 ? `${slugs.slice(0, 6).join(', ')} and ${slugs.length - 6} more` : slugs.join(', ');

/** The start-up refusal's text: what is wrong, why it matters, the variable to set. */
export function productionMailRefusal(emailOnly: string[]): string {
  return (
    `Refusing to start: NODE_ENV=production and SMTP_URL is not set, so the lead emails of ` +
    `${emailOnly.length} dealership${emailOnly.length === 1 ? '' : 's'} with no other channel ` +
    `(${list(emailOnly)}) would be written to the mail spool on this pod's disk (DATA_DIR/mail-spool) and ` +
    'lost with the pod. Set SMTP_URL (smtp://relay:25 or smtps://user:pass@host:465; on Kubernetes the ' +
    'SMTP_URL key of the Secret platform-secrets, infra/deploy/k8s/external-secret.yaml), or give those ' +
    'dealerships a webhook channel.'
  );
}

/**
 * Production without SMTP_URL: refuses (LeadMailConfigError) when a dealership's leads would only be emailed,
 * and returns the dealerships that also have a webhook (their email channel fails, visibly, until SMTP is set).
 */
export async function assertProductionMail(
  db: Db,
  config: Pick<Config, 'production' | 'smtpUrl'>,
): Promise<string[]> {
  if (!config.production || config.smtpUrl) return [];
  const dealerships = await db.query<DealershipChannels>(
    `SELECT slug, delivery FROM dealerships ORDER BY slug`,
  );
  const check = productionMailCheck(config, dealerships);
  if (check.emailOnly.length) throw new LeadMailConfigError(productionMailRefusal(check.emailOnly));
  return check.emailAndWebhook;
}
