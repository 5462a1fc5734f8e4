import { testLead } from '../../test-support/test-lead';
import { createTestApp, TEST_TOKEN, type TestApp } from '../../test-support/test-app';
import type { SiteDocument } from '../../site-documents/site-document';
import { leadDeliveryStates, type LeadDeliveryState } from '../delivery-repository';
import { storeLeadFromAnotherServer } from '../testing/lead-from-another-server';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';
import { shownTime, type WebhookSecretRecord } from '../webhook-signing-secrets';

jest.setTimeout(120_000);

/** One dealership, harbour-nissan's only one, whose webhook the put configures. */
const SITE = 'harbour-nissan';
const DEALERSHIP = 'harbour-nissan';
const auth = { authorization: `Bearer ${TEST_TOKEN}` };

let t: TestApp;
let receiver: WebhookReceiver;
/** The secrets the dealer's receiver holds: what its developer copied from `webhook-secret show`. */
let trusted: string[] = [];
const logLines: string[] = [];
/** Every secret the ops API answered in this file. */
const answered = new Set<string>();

beforeAll(async () => {
  receiver = await startWebhookReceiver({ signingSecrets: () => trusted });
  t = await createTestApp(
    { leadDelivery: { pollMs: 10, backoff: { baseMs: 50, capMs: 100 } } },
    { logLines },
  );
  await t.app.ready();
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const ops = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/ops${url}`, headers: { ...auth, 'x-ops-actor': 'alice' }, payload });
const secretRecord = (res: { json(): WebhookSecretRecord }) => {
  const record = res.json();
  answered.add(record.secret);
  return record;
};
const secretOf = async (slug = DEALERSHIP) =>
  secretRecord(await ops('GET', `/dealerships/${slug}/webhook-secret`));
const rotate = async (graceSeconds?: number, cutGrace?: boolean) =>
  secretRecord(
    await ops('POST', `/dealerships/${DEALERSHIP}/webhook-secret/rotate`, {
      ...(graceSeconds === undefined ? {} : { grace_seconds: graceSeconds }),
      ...(cutGrace ? { cut_grace: true } : {}),
    }),
  );

async function putWebhook(url: string) {
  const document: SiteDocument = (await ops('GET', `/sites/${SITE}`)).json();
  document.dealer.dealerships[0]!.lead_delivery = { webhook: { url }, email: null };
  return ops('PUT', `/sites/${SITE}`, document);
}

/** A lead of the site, sent; resolves once the webhook acknowledged it, or with its last error once it failed. */
async function sendLead(site = SITE): Promise<{ leadId: string; state: LeadDeliveryState }> {
  const leadId = await storeLeadFromAnotherServer(t.app.platform, site, testLead());
  t.app.leadDelivery.wake();
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [state] = await leadDeliveryStates(t.app.platform.db, [leadId]);
    if (state?.status === 'delivered' || state?.last_error) return { leadId, state: state! };
    if (Date.now() > deadline) throw new Error(`lead ${leadId} neither delivered nor failed`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const signatureOf = (leadId: string) =>
  receiver.received.filter((request) => request.idempotencyKey === leadId).at(-1)!.signature!;

describe('signed lead webhooks', () => {
  it('makes the secret when sites put configures the webhook, and says so once', async () => {
    const put = await putWebhook(receiver.url);
    expect(put.statusCode).toBe(200);
    expect(put.json().changes).toContain(
      `dealer.dealerships[${DEALERSHIP}].lead_delivery.webhook: a signing secret is made ` +
        `(npm run platform -- webhook-secret show ${DEALERSHIP})`,
    );
    const record = await secretOf();
    expect(record).toMatchObject({ dealership: DEALERSHIP, rotated_at: null, previous_expires_at: null });
    expect(record.secret).toMatch(/^dlwhsec_[A-Za-z0-9_-]{43}$/);
    expect((await putWebhook(`${receiver.url}?v=2`)).json().changes.join('\n')).not.toContain('secret');
    expect((await secretOf()).secret).toBe(record.secret);
    // The site document (sites show, and the file an operator keeps) does not carry it.
    expect((await ops('GET', `/sites/${SITE}`)).body).not.toContain(record.secret);
  });

  it('signs each POST with it: a receiver holding the secret accepts, one holding another refuses', async () => {
    trusted = [(await secretOf()).secret];
    const { leadId, state } = await sendLead();
    expect(state.status).toBe('delivered');
    expect(signatureOf(leadId)).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);

    trusted = ['dlwhsec_someone-else-s-secret-aaaaaaaaaaaaaaaaaaaaaa'];
    const refused = await sendLead();
    expect(refused.state).toMatchObject({ status: 'pending', last_error: 'webhook: webhook answered 401' });
    expect(receiver.received.at(-1)!.signatureRefused).toBe('no match');
    trusted = [(await secretOf()).secret];
  });

  it('during a rotation’s grace signs with both secrets, so receivers holding either accept', async () => {
    const old = (await secretOf()).secret;
    const rotated = await rotate();
    expect(rotated.secret).not.toBe(old);
    expect(rotated).toMatchObject({ rotated_by: 'alice', rotated_at: expect.any(String) });
    const graceHours = (Date.parse(rotated.previous_expires_at!) - Date.now()) / 3_600_000;
    expect(graceHours).toBeGreaterThan(23.9);
    expect(graceHours).toBeLessThanOrEqual(24);

    trusted = [old];
    const withOld = await sendLead();
    expect(withOld.state.status).toBe('delivered');
    expect(signatureOf(withOld.leadId)).toMatch(/^t=\d{10},v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    trusted = [rotated.secret];
    expect((await sendLead()).state.status).toBe('delivered');
  });

  it('refuses a second rotation while the first one’s old secret is in its grace (409), unless cut_grace', async () => {
    const { secret: current, previous_expires_at: graceEnd, rotated_at } = await secretOf();
    expect(graceEnd).not.toBeNull();
    const refused = await ops('POST', `/dealerships/${DEALERSHIP}/webhook-secret/rotate`, {
      grace_seconds: 3600,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Not rotated: the secret of ${DEALERSHIP} that the rotation of ${shownTime(rotated_at!)} (by alice) ` +
        `replaced still signs every POST until ${shownTime(graceEnd!)}, and at most two secrets sign: this ` +
        'rotation would stop it signing now, and a receiver still holding it would refuse the next lead. ' +
        'Rotate after that time, or confirm with --cut-grace (ops API: "cut_grace": true)',
    );
    expect(await secretOf()).toMatchObject({ secret: current, previous_expires_at: graceEnd });

    const cut = await rotate(3600, true);
    expect(cut.cut).toEqual({
      replaced_at: rotated_at,
      replaced_by: 'alice',
      would_have_signed_until: graceEnd,
    });
    expect(Date.parse(cut.previous_expires_at!) - Date.now()).toBeGreaterThan(3_500_000);
    trusted = [current];
    expect((await sendLead()).state.status).toBe('delivered');
    expect(logLines.some((line) => line.includes('"cut_grace_until"') && line.includes(graceEnd!))).toBe(
      true,
    );
  });

  it('with no grace (a leaked secret) stops signing with the old one at once, ending a grace too', async () => {
    const { secret: old, previous_expires_at: graceEnd } = await secretOf();
    expect(Date.parse(graceEnd!)).toBeGreaterThan(Date.now()); // the rotation before left a grace running
    // A leak is answered at once: no --cut-grace needed, nothing old signs on.
    const rotated = await rotate(0);
    expect(rotated.previous_expires_at).toBeNull();
    expect(rotated.cut).toMatchObject({ would_have_signed_until: graceEnd });
    trusted = [old];
    const refused = await sendLead();
    expect(refused.state.last_error).toBe('webhook: webhook answered 401');
    expect(signatureOf(refused.leadId)).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
    trusted = [rotated.secret];
    t.app.leadDelivery.wake();
    const deadline = Date.now() + 15_000;
    while ((await leadDeliveryStates(t.app.platform.db, [refused.leadId]))[0]!.status !== 'delivered') {
      if (Date.now() > deadline) throw new Error('the refused lead was not delivered once trusted');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it('signs a webhook configured without sites put (before signing, or by SQL) with a secret made on its first send', async () => {
    const [dealership] = await t.app.platform.db.query<{ slug: string }>(
      `UPDATE dealerships SET delivery = $1::jsonb
       WHERE id = (SELECT d.id FROM dealerships d JOIN sites s ON s.id = d.site_id
                   WHERE s.slug = 'tasman-subaru' ORDER BY d.position, d.id LIMIT 1)
       RETURNING slug`,
      [JSON.stringify({ webhook: { url: receiver.url } })],
    );
    const stored = () =>
      t.app.platform.db.query(
        `SELECT 1 FROM webhook_signing_secrets w JOIN dealerships d ON d.id = w.dealership_id
         WHERE d.slug = $1`,
        [dealership!.slug],
      );
    expect(await stored()).toHaveLength(0);
    trusted = [];
    const first = await sendLead('tasman-subaru');
    expect(first.state.last_error).toBe('webhook: webhook answered 401');
    expect(await stored()).toHaveLength(1);
    trusted = [(await secretOf(dealership!.slug)).secret];
    expect((await sendLead('tasman-subaru')).state.status).toBe('delivered');
  });

  it('answers 404 for a dealership the platform does not have, and a grace over 7 days is refused', async () => {
    expect((await ops('GET', '/dealerships/nowhere-motors/webhook-secret')).statusCode).toBe(404);
    expect((await ops('POST', '/dealerships/nowhere-motors/webhook-secret/rotate', {})).statusCode).toBe(404);
    const tooLong = await ops('POST', `/dealerships/${DEALERSHIP}/webhook-secret/rotate`, {
      grace_seconds: 7 * 86_400 + 1,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('logs no secret, whatever was made, shown or rotated', async () => {
    expect(answered.size).toBe(5);
    const log = logLines.join('\n');
    expect(log).toContain('webhook signing secret rotated');
    for (const secret of answered) expect(log).not.toContain(secret);
  });
});
