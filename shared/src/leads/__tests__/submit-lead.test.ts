import type { LeadSubmission } from '../../domain/vehicle';
import { UNEXPECTED_ERROR } from '../../rules/messages';
import { LeadSubmitError } from '../lead-submit-error';
import { LEAD_TIMEOUT_MS, submitLead } from '../submit-lead';

const lead: LeadSubmission = {
  category: 'Vehicle Enquiry',
  subcategory: null,
  name: 'Jo',
  email: 'jo@example.com',
  phone: '0412 345 678',
  dealership_slug: null,
  car_id: 7,
};

type Answer = { status: number; body?: unknown; text?: string; headers?: Record<string, string> } | Error;

/** A fetch that answers in turn and records each call's URL, method, headers and body. */
function fakeFetch(...answers: Answer[]) {
  const calls: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: JSON.parse(init.body as string),
    });
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    if (answer instanceof Error) throw answer;
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      headers: new Headers(answer.headers),
      json: async () => (answer.text !== undefined ? JSON.parse(answer.text) : answer.body),
    } as Response;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

async function failure(promise: Promise<unknown>): Promise<LeadSubmitError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof LeadSubmitError) return error;
    throw error;
  }
  throw new Error('expected a LeadSubmitError');
}

describe('submitLead', () => {
  it('POSTs the lead as JSON to /api/leads with an idempotency key and resolves with the lead_id', async () => {
    const { fetch, calls } = fakeFetch({ status: 201, body: { lead_id: 'lead-1' } });
    await expect(submitLead(lead, { fetch })).resolves.toEqual({ lead_id: 'lead-1' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/leads', method: 'POST', body: lead });
    expect(calls[0]!.headers['content-type']).toBe('application/json');
    expect(calls[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('uses a new key for each submission unless the caller gives one', async () => {
    const { fetch, calls } = fakeFetch(
      { status: 201, body: { lead_id: 'a' } },
      { status: 201, body: { lead_id: 'b' } },
      { status: 201, body: { lead_id: 'a' } },
    );
    await submitLead(lead, { fetch });
    await submitLead(lead, { fetch });
    await submitLead(lead, { fetch, idempotencyKey: 'form-42' });
    const keys = calls.map((call) => call.headers['idempotency-key']);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBe('form-42');
  });

  it('retries once after a network failure, with the same key and body', async () => {
    const { fetch, calls } = fakeFetch(new TypeError('Failed to fetch'), {
      status: 201,
      body: { lead_id: 'lead-2' },
    });
    await expect(submitLead(lead, { fetch })).resolves.toEqual({ lead_id: 'lead-2' });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers['idempotency-key']).toBe(calls[0]!.headers['idempotency-key']);
    expect(calls[1]!.body).toEqual(calls[0]!.body);
  });

  it('gives up after the second network failure with "An unexpected error occured"', async () => {
    const { fetch, calls } = fakeFetch(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'));
    const error = await failure(submitLead(lead, { fetch }));
    expect(error.message).toBe('An unexpected error occured');
    expect(error.status).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it("shows the server's message of a refused lead, and does not retry an answer", async () => {
    const { fetch, calls } = fakeFetch({ status: 400, body: { message: 'Unknown dealership' } });
    const error = await failure(submitLead(lead, { fetch }));
    expect(error).toBeInstanceOf(LeadSubmitError);
    expect(error.message).toBe('Unknown dealership');
    expect(error.status).toBe(400);
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['a duplicate', 409, {}],
    ['too many leads', 429, { 'retry-after': '42' }],
    ['the platform briefly unavailable', 503, { 'retry-after': '30' }],
  ])("shows the server's message of %s (%i)", async (_, status, headers) => {
    const message = 'Sorry, we are briefly unavailable. Please try again in a minute.';
    const { fetch } = fakeFetch({ status, body: { message }, headers });
    const error = await failure(submitLead(lead, { fetch }));
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
  });

  it.each([
    ['an error without a message', { status: 500, body: {} }],
    ["a server fault's own message", { status: 500, body: { message: 'Internal server error' } }],
    ['a 503 that does not say when to come back', { status: 503, body: { message: 'upstream down' } }],
    [
      "a proxy's 504 in JSON",
      { status: 504, body: { message: 'Gateway Timeout' }, headers: { 'retry-after': '5' } },
    ],
    ['an empty message', { status: 400, body: { message: '  ' } }],
    ['an answer that is not JSON', { status: 502, text: '<html>Bad gateway' }],
    ['a success without lead_id', { status: 201, body: { ok: true } }],
  ])('falls back to the spec text for %s', async (_, answer) => {
    const { fetch } = fakeFetch(answer);
    const error = await failure(submitLead(lead, { fetch }));
    expect(error.message).toBe(UNEXPECTED_ERROR);
    expect(error.message).toBe('An unexpected error occured');
  });

  it('uses the global fetch by default', async () => {
    const { fetch } = fakeFetch({ status: 201, body: { lead_id: 'lead-3' } });
    const saved = globalThis.fetch;
    globalThis.fetch = fetch;
    try {
      await expect(submitLead(lead)).resolves.toEqual({ lead_id: 'lead-3' });
    } finally {
      globalThis.fetch = saved;
    }
  });

  it('gives up with "An unexpected error occured" when no answer comes within the deadline, ending the request', async () => {
    jest.useFakeTimers();
    try {
      const signals: AbortSignal[] = [];
      // A stalled connection: the request neither answers nor fails until it is aborted.
      const fetch = jest.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>(() => {
            signals.push(init.signal!);
          }),
      ) as unknown as typeof globalThis.fetch;
      const settled = failure(submitLead(lead, { fetch }));
      await jest.advanceTimersByTimeAsync(LEAD_TIMEOUT_MS - 1);
      expect(signals.map((signal) => signal.aborted)).toEqual([false]);
      await jest.advanceTimersByTimeAsync(1);
      const error = await settled;
      expect(error.message).toBe(UNEXPECTED_ERROR);
      expect(error.status).toBeNull();
      expect(signals.map((signal) => signal.aborted)).toEqual([true]);
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('counts the retry within the same deadline', async () => {
    jest.useFakeTimers();
    try {
      let calls = 0;
      const fetch = jest.fn(() => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new TypeError('Failed to fetch'))
          : new Promise<Response>(() => {});
      }) as unknown as typeof globalThis.fetch;
      const settled = failure(submitLead(lead, { fetch, timeoutMs: 1000 }));
      await jest.advanceTimersByTimeAsync(1000);
      expect((await settled).message).toBe(UNEXPECTED_ERROR);
      expect(calls).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
