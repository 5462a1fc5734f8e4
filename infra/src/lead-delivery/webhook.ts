import { deliveryKey } from './delivery-key';
import type { DueLead } from './delivery-repository';
import { SIGNATURE_HEADER, webhookSignature } from './webhook-signature';
import { webhookTarget } from './webhook-target';

/** A webhook that neither answers nor fails within this time counts as failed (the lead is retried). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * POSTs the ADF to the dealership's URL. `Idempotency-Key` names this sending (`deliveryKey`: the lead id, or
 * `<lead id>.resend-<n>` for a resend), the same on every retry of it, so a receiver that saw it already can
 * ignore the copy; `X-Dealerline-Lead-Id` is always the lead's id (as is the ADF's <id>), by which a CRM
 * recognises a resent lead, and a resend says which it is in `X-Dealerline-Resend`. Credentials in the URL
 * are sent as Basic authentication (webhookTarget). `X-Dealerline-Signature` signs the body with each of
 * `signingSecrets` (webhook-signature.ts) at this attempt's time, so a retry an hour later is not refused as a
 * replay; a webhook without a secret is not called at all (an unsigned POST would teach receivers to accept
 * one). Resolves on a 2xx answer; otherwise throws, with an error that names no URL and no secret (it is shown
 * to operators and kept with the lead).
 */
export async function postWebhook(
  url: string,
  lead: Pick<DueLead, 'id' | 'resend'>,
  adf: string,
  signingSecrets: readonly string[],
): Promise<void> {
  if (signingSecrets.length === 0) throw new Error('webhook has no signing secret');
  const target = webhookTarget(url);
  let res: Response;
  try {
    res = await fetch(target.url, {
      method: 'POST',
      headers: {
        ...(target.authorization ? { authorization: target.authorization } : {}),
        'content-type': 'application/xml; charset=utf-8',
        'idempotency-key': deliveryKey(lead.id, lead.resend),
        'x-dealerline-lead-id': lead.id,
        ...(lead.resend ? { 'x-dealerline-resend': String(lead.resend) } : {}),
        [SIGNATURE_HEADER]: webhookSignature(signingSecrets, adf, Math.floor(Date.now() / 1000)),
      },
      body: adf,
      redirect: 'error',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
  } catch (error) {
    throw new Error(`webhook unreachable: ${unreachableReason(error)}`);
  }
  await res.arrayBuffer().catch(() => undefined);
  if (res.status < 200 || res.status > 299) throw new Error(`webhook answered ${res.status}`);
}

/** Why a webhook could not be reached, without its URL (a fetch error's message may hold it whole). */
function unreachableReason(error: unknown): string {
  const { name, cause } = error as { name?: string; cause?: { code?: string; message?: string } };
  if (cause?.code) return cause.code;
  if (cause?.message) return cause.message; // undici's own refusals ("bad port"), which hold no URL
  if (name === 'TimeoutError') return `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`;
  return name ?? 'fetch failed';
}
