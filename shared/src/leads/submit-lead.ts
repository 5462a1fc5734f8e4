import { shopperErrorMessage } from '../api/shopper-error-message';
import type { LeadAccepted, LeadSubmission } from '../domain/vehicle';
import { newIdempotencyKey } from './idempotency-key';
import { LeadSubmitError } from './lead-submit-error';

export const LEADS_PATH = '/api/leads';

/**
 * How long a submission waits for the platform's answer, the retry included. A request that stalls (a phone
 * between cells, a proxy that never answers) otherwise left the form at "Sending…" for good: the browser's
 * fetch has no deadline of its own.
 */
export const LEAD_TIMEOUT_MS = 30_000;

export interface SubmitLeadOptions {
  /**
   * The submission's key. Pass the same key when the shopper submits the same form again after a failure, so
   * a lead that was stored meanwhile is not stored twice; default: a fresh key for this call.
   */
  idempotencyKey?: string;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
  /** Default: LEAD_TIMEOUT_MS. */
  timeoutMs?: number;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * The one lead submission of the platform (spec §7.4 "a shared server-submission function"): every lead form,
 * the trade-in and the finance application go through it. The checkout's Reserve / Buy Online lead does not:
 * the server stores it with the paid reservation (POST /api/cars/{slug}/reservations), and the checkout then
 * does what follows a lead (afterLeadSent in the form kit). POSTs the lead to /api/leads of the page's
 * own site with an Idempotency-Key; a network failure is retried once with the same key, so the server
 * stores the lead at most once. No answer within LEAD_TIMEOUT_MS is a failure like a network one (the form
 * keeps what the shopper typed; a lead stored meanwhile is not stored again on their retry). Resolves with
 * the lead_id; otherwise throws a LeadSubmitError whose message is the server's `message` where it is the
 * shopper's (a refusal, or the platform briefly unavailable: shopperErrorMessage), else "An unexpected error
 * occured".
 */
export async function submitLead(
  payload: LeadSubmission,
  options: SubmitLeadOptions = {},
): Promise<LeadAccepted> {
  const send = options.fetch ?? globalThis.fetch;
  const deadline = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The deadline ends the request (its signal) and the wait, whatever the fetch does with the signal.
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      deadline.abort();
      reject(new LeadSubmitError());
    }, options.timeoutMs ?? LEAD_TIMEOUT_MS);
  });
  const key = options.idempotencyKey ?? newIdempotencyKey();
  try {
    return await Promise.race([sendLead(send, payload, key, deadline.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

async function sendLead(
  send: typeof fetch,
  payload: LeadSubmission,
  idempotencyKey: string,
  signal: AbortSignal,
): Promise<LeadAccepted> {
  const init: RequestInit = {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': idempotencyKey,
    },
    body: JSON.stringify(payload),
    signal,
  };
  let response: Response;
  try {
    response = await send(LEADS_PATH, init);
  } catch {
    if (signal.aborted) throw new LeadSubmitError();
    try {
      response = await send(LEADS_PATH, init);
    } catch {
      throw new LeadSubmitError();
    }
  }
  const body = await readJson(response);
  const leadId = (body as Partial<LeadAccepted> | null)?.lead_id;
  if (response.ok && typeof leadId === 'string' && leadId) return { lead_id: leadId };
  const retryAfter = response.headers.get('retry-after');
  throw new LeadSubmitError(
    shopperErrorMessage({ status: response.status, body, retryAfter }),
    response.status,
  );
}
