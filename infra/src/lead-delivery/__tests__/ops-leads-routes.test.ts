import { createTestApp, TEST_TOKEN, type TestApp } from '../../test-support/test-app';
import { testLead } from '../../test-support/test-lead';
import { leadDeliveryStates } from '../delivery-repository';
import { storeLeadFromAnotherServer } from '../testing/lead-from-another-server';
import { storedSigningSecrets } from '../testing/stored-signing-secrets';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';

jest.setTimeout(60_000);

const HOUR = 60 * 60 * 1000;
const SITE = 'tasman-subaru';
const auth = { authorization: `Bearer ${TEST_TOKEN}` };
let t: TestApp;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver({ signingSecrets: () => storedSigningSecrets(t.app.platform.db) });
  // The worker's first round runs on ready; after that it sleeps an hour unless woken.
  t = await createTestApp({ leadDelivery: { pollMs: HOUR, backoff: { baseMs: HOUR, capMs: HOUR } } });
  await t.app.ready();
  await new Promise((resolve) => setTimeout(resolve, 100));
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const db = () => t.app.platform.db;
const setDelivery = (delivery: unknown) =>
  db().query(
    `UPDATE dealerships SET delivery = $1::jsonb WHERE site_id = (SELECT id FROM sites WHERE slug = 'tasman-subaru')`,
    [JSON.stringify(delivery)],
  );

/** A lead this server's worker does not know of until it is woken (or polls, an hour from now). */
const submit = (): Promise<string> =>
  storeLeadFromAnotherServer(
    t.app.platform,
    SITE,
    testLead({ name: 'Private', last_name: 'Person', email: 'private.person@example.org' }),
  );

const state = async (id: string) => (await leadDeliveryStates(db(), [id]))[0]!;
const ops = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/ops${url}`, headers: auth, ...(payload ? { payload } : {}) });

async function until(what: () => Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await what())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('ops leads API', () => {
  it.each([
    ['GET', '/api/ops/leads/delivery'],
    ['POST', '/api/ops/leads/00000000-0000-4000-8000-000000000000/retry'],
    ['POST', '/api/ops/leads/retry'],
  ])('refuses %s %s without the ops token', async (method, url) => {
    const res = await t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: { authorization: 'Bearer nope' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('reports delivery across dealerships and retries a lead now, waking the worker', async () => {
    await setDelivery({ webhook: { url: receiver.url } });
    const id = await submit();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await state(id)).status).toBe('pending'); // the worker sleeps

    const report = await ops('GET', '/leads/delivery');
    expect(report.statusCode).toBe(200);
    const body = report.json();
    expect(body.worker).toEqual({ running: true, email: 'spool' });
    expect(body.counts).toEqual({ pending: 1, delivering: 0, failed: 0, delivered_24h: expect.any(Number) });
    expect(body.oldest_pending).toMatchObject({
      lead_id: id,
      site: 'tasman-subaru',
      status: 'pending',
      attempts: 0,
    });
    expect(body.dealerships).toEqual([
      expect.objectContaining({ site: 'tasman-subaru', pending: 1, failed: 0 }),
    ]);
    expect(report.body).not.toMatch(/Private|private\.person|0412 345 678|still available/);

    const retried = await ops('POST', `/leads/${id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({
      lead_id: id,
      previous_status: 'pending',
      status: 'pending',
      attempts: 0,
    });
    await until(async () => (await state(id)).status === 'delivered');
    expect(receiver.accepted.has(id)).toBe(true);

    const again = await ops('POST', `/leads/${id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/delivered/);
  });

  it('requeues failed leads (attempts kept) with POST /leads/retry and shows them as recent failures first', async () => {
    await setDelivery({});
    const id = await submit();
    t.app.leadDelivery.wake();
    await until(async () => (await state(id)).status === 'failed');
    const report = (await ops('GET', '/leads/delivery?limit=5')).json();
    expect(report.counts.failed).toBe(1);
    expect(report.recent_failures[0]).toEqual({
      lead_id: id,
      dealership: 'tasman-subaru',
      site: 'tasman-subaru',
      status: 'failed',
      resend: 0,
      attempts: 1,
      created_at: expect.any(String),
      next_attempt_at: null,
      last_error: 'the dealership has no delivery channel',
    });

    await setDelivery({ webhook: { url: receiver.url } });
    const res = await ops('POST', '/leads/retry', { scope: 'failed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ scope: 'failed', retried: 1, shopper_emails: 0 });
    await until(async () => (await state(id)).status === 'delivered');
    expect(await state(id)).toMatchObject({ attempts: 2, last_error: null });
  });

  it('reports a resend apart from pending, aged from when it was asked for, not from the lead', async () => {
    await setDelivery({ webhook: { url: receiver.url } });
    const id = await submit();
    t.app.leadDelivery.wake();
    await until(async () => (await state(id)).status === 'delivered');
    await db().query(`UPDATE leads SET created_at = now() - interval '7 days' WHERE id = $1`, [id]);
    receiver.failNext(1, 503);
    const resent = await t.app.inject({
      method: 'POST',
      url: '/api/ops/leads/resend',
      headers: { ...auth, 'x-ops-actor': 'alice' },
      payload: { lead_ids: [id] },
    });
    expect(resent.statusCode).toBe(200);
    // The resend's first attempt fails: it waits an hour for the next.
    await until(async () => (await state(id)).last_error !== null);

    const body = (await ops('GET', '/leads/delivery')).json();
    expect(body.counts).toEqual({ pending: 0, delivering: 0, failed: 0, delivered_24h: expect.any(Number) });
    expect(body.oldest_pending).toBeNull();
    expect(body.resends).toEqual({
      pending: 1,
      delivering: 0,
      failed: 0,
      oldest: expect.objectContaining({
        lead_id: id,
        status: 'pending',
        resend: 1,
        resent_at: resent.json().resent_at,
        resent_by: 'alice',
        last_error: 'webhook: webhook answered 503',
      }),
    });
    expect(body.resends.oldest.age_seconds).toBeLessThan(60);
    expect(body.dealerships).toEqual([
      expect.objectContaining({ pending: 0, resends_pending: 1, oldest_resend_at: resent.json().resent_at }),
    ]);
    expect(body.recent_failures[0]).toMatchObject({ lead_id: id, status: 'pending', resend: 1 });
  });

  it('answers 404 for an unknown or malformed lead id and 400 for a bad scope or limit', async () => {
    expect((await ops('POST', '/leads/00000000-0000-4000-8000-000000000000/retry')).statusCode).toBe(404);
    expect((await ops('POST', '/leads/not-a-uuid/retry')).statusCode).toBe(404);
    expect((await ops('POST', '/leads/retry', { scope: 'everything' })).statusCode).toBe(400);
    expect((await ops('GET', '/leads/delivery?limit=0')).statusCode).toBe(400);
  });
});
