import { createTestApp, TEST_TOKEN, type TestApp } from '../../test-support/test-app';
import { testLead } from '../../test-support/test-lead';
import { leadDeliveryStates } from '../delivery-repository';
import { storeLeadFromAnotherServer } from '../testing/lead-from-another-server';
import { storedSigningSecrets } from '../testing/stored-signing-secrets';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';

jest.setTimeout(60_000);

const HOUR = 60 * 60 * 1000;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
let t: TestApp;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver({ signingSecrets: () => storedSigningSecrets(t.app.platform.db) });
  // The worker's first round runs on ready; after that it sleeps an hour unless woken.
  t = await createTestApp({ leadDelivery: { pollMs: HOUR, backoff: { baseMs: HOUR, capMs: HOUR } } });
  await t.app.ready();
  await t.app.platform.db.query(
    `UPDATE dealerships SET delivery = $1::jsonb WHERE site_id = (SELECT id FROM sites WHERE slug = 'tasman-subaru')`,
    [JSON.stringify({ webhook: { url: receiver.url } })],
  );
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const db = () => t.app.platform.db;
const state = async (id: string) => (await leadDeliveryStates(db(), [id]))[0]!;
const resend = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ops/leads/resend',
    headers: { authorization: `Bearer ${TEST_TOKEN}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function until(what: () => Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await what())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A lead this server's worker does not know of until it is woken (or polls, an hour from now). */
const submit = (): Promise<string> => storeLeadFromAnotherServer(t.app.platform, 'tasman-subaru', testLead());

async function delivered(): Promise<string> {
  const id = await submit();
  t.app.leadDelivery.wake();
  await until(async () => (await state(id)).status === 'delivered');
  return id;
}

describe('POST /api/ops/leads/resend', () => {
  it('refuses a request without the ops token', async () => {
    const res = await resend({ lead_ids: [UNKNOWN] }, { authorization: 'Bearer nope' });
    expect(res.statusCode).toBe(401);
  });

  it('resends a delivered lead by whoever X-Ops-Actor names and wakes the worker, after a dry run', async () => {
    const id = await delivered();
    const dry = await resend({ lead_ids: [id], dry_run: true }, { 'x-ops-actor': 'alice' });
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({ dry_run: true, resent_by: 'alice', resent_at: null });
    expect(dry.json().leads).toEqual([
      expect.objectContaining({ lead_id: id, resend: 1, channels: ['webhook'] }),
    ]);
    expect((await state(id)).status).toBe('delivered');

    const res = await resend({ lead_ids: [id] }, { 'x-ops-actor': 'alice' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dry_run: false, resent_by: 'alice', window: null, not_delivered: 0 });
    await until(async () => receiver.accepted.has(`${id}.resend-1`));
    await until(async () => (await state(id)).status === 'delivered');
    expect(receiver.accepted.get(`${id}.resend-1`)).toContain('<prospect status="resend">');
    expect(await db().query('SELECT resend, resent_by FROM lead_resends WHERE lead_id = $1', [id])).toEqual([
      { resend: 1, resent_by: 'alice' },
    ]);

    const scoped = await resend({ dealership: 'tasman-subaru', since: '1h', dry_run: true });
    expect(scoped.statusCode).toBe(200);
    expect(scoped.json().resent_by).toBe('ops-api');
    expect(scoped.json().window).toEqual({
      dealership: 'tasman-subaru',
      since: expect.any(String),
      until: null,
    });
    expect(scoped.json().leads.map((lead: { lead_id: string }) => lead.lead_id)).toContain(id);
  });

  it.each<[string, unknown, RegExp]>([
    ['no body', undefined, /body must be object/],
    ['no scope', {}, /^Say which leads/],
    ['a dry run alone', { dry_run: true }, /^Say which leads/],
    ['both scopes', { lead_ids: [UNKNOWN], dealership: 'tasman-subaru', since: '1h' }, /not both/],
    ['no lead id', { lead_ids: [] }, /lead_ids must NOT have fewer than 1 items/],
    ['201 lead ids', { lead_ids: Array(201).fill(UNKNOWN) }, /must NOT have more than 200 items/],
    ['lead ids that are not a list', { lead_ids: UNKNOWN }, /lead_ids must be array/],
    ['an option it does not take', { lead_ids: [UNKNOWN], everything: true }, /must NOT have additional/],
    [
      'a time it cannot read',
      { dealership: 'tasman-subaru', since: 'last week' },
      /^since must be an ISO time/,
    ],
    [
      'a time without its offset',
      { dealership: 'tasman-subaru', since: '2025-11-21T09:00' },
      /^since must be/,
    ],
    ['an end before the start', { dealership: 'tasman-subaru', since: '1h', until: '2h' }, /must be after/],
    ['a dry run that is not a boolean', { lead_ids: [UNKNOWN], dry_run: 'yes' }, /dry_run must be boolean/],
  ])('answers 400 for %s', async (_what, payload, message) => {
    const res = await resend(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('answers 400 for an actor name over 100 characters', async () => {
    const res = await resend({ lead_ids: [UNKNOWN] }, { 'x-ops-actor': 'a'.repeat(101) });
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for an unknown lead or dealership, 409 for a lead not delivered yet, and resends nothing', async () => {
    const id = await delivered();
    const unknown = await resend({ lead_ids: [id, UNKNOWN, 'not-a-lead'] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      `Nothing was resent: no lead ${UNKNOWN}, not-a-lead (a lead id is a UUID, as leads status shows it)`,
    );
    const nowhere = await resend({ dealership: 'nowhere-motors', since: '1h' });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().message).toContain('No dealership "nowhere-motors"');

    const waiting = await submit(); // the worker sleeps: pending
    const pending = await resend({ lead_ids: [id, waiting] });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toContain(`lead ${waiting} is pending, not delivered yet`);
    expect((await state(id)).status).toBe('delivered');
    expect(await db().query('SELECT 1 FROM lead_resends WHERE lead_id = $1', [id])).toEqual([]);
  });

  it('answers 422 when a scoped resend matches more than 200 leads', async () => {
    await db().query(
      `INSERT INTO leads (id, site_id, category, payload, request_hash, dealership_id, delivery_status,
         delivered_at, created_at)
       SELECT gen_random_uuid(), d.site_id, 'General Enquiry', '{}'::jsonb, 'x', d.id, 'delivered', now(),
         '2019-01-01T00:00:00Z'::timestamptz + make_interval(mins => g)
       FROM dealerships d, generate_series(1, 201) g WHERE d.slug = 'tasman-subaru'`,
    );
    const res = await resend({
      dealership: 'tasman-subaru',
      since: '2019-01-01T00:00:00Z',
      until: '2019-02-01T00:00:00Z',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(
      /^Nothing was resent: 201 delivered leads of tasman-subaru .* at most 200 at once/,
    );
  });
});
