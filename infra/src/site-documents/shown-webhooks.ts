import { webhookTarget } from '../lead-delivery/webhook-target';
import type { SiteDocument } from './site-document';

/**
 * A webhook URL as a put's change lines show it: as the delivery records do (origin and path, webhookTarget),
 * without the password or the query that often hold a CRM's key. A URL the delivery cannot call (a path,
 * which sites put accepted before) is named as such.
 */
function shownUrl(url: string): string {
  try {
    return webhookTarget(url).shown;
  } catch {
    return '(not an absolute URL)';
  }
}

/**
 * The document with each dealership's webhook URL as shown (shownUrl): a put's change lines go to the server's
 * log, the CLI's output (a CI job's log) and the API's answer.
 */
export function withWebhooksShown(document: SiteDocument): SiteDocument {
  const dealerships = document.dealer.dealerships.map((dealership) => {
    const { webhook } = dealership.lead_delivery;
    if (!webhook) return dealership;
    return {
      ...dealership,
      lead_delivery: { ...dealership.lead_delivery, webhook: { url: shownUrl(webhook.url) } },
    };
  });
  return { ...document, dealer: { ...document.dealer, dealerships } };
}

/** A line for each dealership whose webhook URL changes only where it is not shown (credentials, query). */
export function unshownWebhookChanges(before: SiteDocument, after: SiteDocument): string[] {
  const was = new Map(before.dealer.dealerships.map((d) => [d.slug, d.lead_delivery.webhook?.url]));
  return after.dealer.dealerships.flatMap(({ slug, lead_delivery: { webhook } }) => {
    const old = was.get(slug);
    if (!webhook || !old || old === webhook.url || shownUrl(old) !== shownUrl(webhook.url)) return [];
    return [
      `dealer.dealerships[${slug}].lead_delivery.webhook.url: its credentials or query change (not shown)`,
    ];
  });
}
