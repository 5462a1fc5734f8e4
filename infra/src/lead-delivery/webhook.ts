/** A webhook that neither answers nor fails within this time counts as failed (the lead is retried). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * POSTs the ADF to the dealership's URL with the lead id as `Idempotency-Key` (the same on every retry, so
 * a receiver that saw it already can ignore the copy). Resolves on a 2xx answer; otherwise throws.
 */
export async function postWebhook(url: string, leadId: string, adf: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/xml; charset=utf-8',
        'idempotency-key': leadId,
        'x-dealerline-lead-id': leadId,
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
