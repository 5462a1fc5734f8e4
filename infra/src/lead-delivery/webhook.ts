import { deliveryKey } from './delivery-key';
import type { DueLead } from './delivery-repository';

/** A webhook that neither answers nor fails within this time counts as failed (the lead is retried). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * POSTs the ADF to the dealership's URL. `Idempotency-Key` names this sending (`deliveryKey`: the lead id, or
 * `<lead id>.resend-<n>` for a resend), the same on every retry of it, so a receiver that saw it already can
 * ignore the copy; `X-Dealerline-Lead-Id` is always the lead's id (as is the ADF's <id>), by which a CRM
 * recognises a resent lead, and a resend says which it is in `X-Dealerline-Resend`. Resolves on a 2xx answer;
 * otherwise throws.
 */
export async function postWebhook(
  url: string,
  lead: Pick<DueLead, 'id' | 'resend'>,
  adf: string,
): Promise<void> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/xml; charset=utf-8',
        'idempotency-key': deliveryKey(lead.id, lead.resend),
        'x-dealerline-lead-id': lead.id,
        ...(lead.resend ? { 'x-dealerline-resend': String(lead.resend) } : {}),
      },
      body: adf,
      redirect: 'error',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    throw new Error(`webhook unreachable: ${cause ?? (error as Error).message}`);
  }
  await res.arrayBuffer().catch(() => undefined);
  if (res.status < 200 || res.status > 299) throw new Error(`webhook answered ${res.status}`);
}
