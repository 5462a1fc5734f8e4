import { LOCAL_CAPTCHA_TOKEN } from '../../../shared/src/rules/lead-captcha';

export interface SubmitResult {
  status: number;
  leadId: string | null;
  ms: number;
}

/** POST /api/leads with an Idempotency-Key, as the browser does; a dropped connection answers status 0. */
export async function submitLead(
  baseUrl: string,
  site: string,
  i: number,
  key: string,
): Promise<SubmitResult> {
  const started = performance.now();
  try {
    const res = await fetch(`${baseUrl}/api/leads?site=${site}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({
        category: 'General Enquiry',
        subcategory: null,
        name: 'Jo',
        last_name: 'Citizen',
        email: `shopper${i}@example.com`,
        phone: '0412 345 678',
        message: `Lead number ${i}: <script>alert(${i})</script>`,
        postcode: '4000',
        dealership_slug: null,
        source: 'Website',
        params: { captcha_token: LOCAL_CAPTCHA_TOKEN, terms_conditions: true },
      }),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await res.json().catch(() => ({}))) as { lead_id?: string };
    return {
      status: res.status,
      leadId: res.status === 201 ? (body.lead_id ?? null) : null,
      ms: performance.now() - started,
    };
  } catch {
    return { status: 0, leadId: null, ms: performance.now() - started };
  }
}

/** Runs `task(0…count−1)` on `clients` concurrent workers. */
export async function withClients<T>(
  count: number,
  clients: number,
  task: (i: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}
