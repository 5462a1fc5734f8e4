import type { LeadSubmission } from '../src/domain/vehicle';
import { LEADS_PATH } from '../src/leads/submit-lead';
import { installFakeFetch, type FakeFetch, type FakeRoute } from './fake-fetch';

/** A lead as the code under test posted it: the body and its Idempotency-Key. */
export interface PostedLead {
  body: LeadSubmission;
  key: string | null;
}

export interface FakeLeadNetwork extends FakeFetch {
  /** Every lead posted to /api/leads, in order (retries with the same key included). */
  leads: PostedLead[];
}

/**
 * installFakeFetch for the forms that send leads: the same routes, plus a record of every lead posted, so a
 * test can check what was sent and that a resend kept its idempotency key. Call `restore()` after the test.
 */
export function installLeadNetwork(routes: Record<string, FakeRoute>): FakeLeadNetwork {
  const fake = installFakeFetch(routes);
  const inner = globalThis.fetch;
  const leads: PostedLead[] = [];
  globalThis.fetch = ((input: string, init?: RequestInit) => {
    if (input === LEADS_PATH) {
      leads.push({
        body: JSON.parse(String(init?.body)) as LeadSubmission,
        key: new Headers(init?.headers).get('idempotency-key'),
      });
    }
    return inner(input, init);
  }) as typeof fetch;
  return { ...fake, leads };
}
