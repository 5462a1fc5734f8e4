import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import type { LeadSubmission } from '../../../../shared/src/domain/vehicle';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { leadDeliveryStates, type LeadDeliveryState } from '../delivery-repository';
import { decodeHeader, parseEml } from '../testing/parse-eml';
import { storedSigningSecrets } from '../testing/stored-signing-secrets';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';
import { testLead } from '../../test-support/test-lead';

jest.setTimeout(120_000);

const HOST = 'coastline-motor-group.localhost:8080';
let t: TestApp;
let receiver: WebhookReceiver;
let car: { id: number; dealership_id: number; make: string; model: string };
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });

beforeAll(async () => {
  receiver = await startWebhookReceiver({ signingSecrets: () => storedSigningSecrets(t.app.platform.db) });
  t = await createTestApp({
    demoCars: 100,
    leadDelivery: { pollMs: 10, backoff: { baseMs: 50, capMs: 200 } },
  });
  const [row] = await t.app.platform.db.query<typeof car>(
    `SELECT c.id, c.dealership_id, c.make, c.model FROM cars c JOIN dealerships d ON d.id = c.dealership_id
     JOIN sites s ON s.id = d.site_id WHERE s.slug = 'coastline-motor-group' ORDER BY c.id LIMIT 1`,
  );
  car = row!;
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const submission = (overrides: Partial<LeadSubmission> = {}): LeadSubmission =>
  testLead({ car_id: car.id, ...overrides });

async function submit(body: LeadSubmission): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/leads',
    headers: { host: HOST, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  expect(res.statusCode).toBe(201);
  return res.json().lead_id;
}

async function delivered(leadId: string): Promise<LeadDeliveryState> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [state] = await leadDeliveryStates(t.app.platform.db, [leadId]);
    if (state?.status === 'delivered' || state?.status === 'failed') return state;
    if (Date.now() > deadline) throw new Error(`lead ${leadId} not delivered: ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const setDelivery = (delivery: unknown) =>
  t.app.platform.db.query(`UPDATE dealerships SET delivery = $1::jsonb WHERE id = $2`, [
    JSON.stringify(delivery),
    car.dealership_id,
  ]);

const spoolFile = (leadId: string) => path.join(t.config.dataDir, 'mail-spool', `${leadId}.eml`);

describe('lead delivery worker', () => {
  it('delivers a stored lead by default as an email in the spool, with the ADF attached', async () => {
    const leadId = await submit(submission());
    const state = await delivered(leadId);
    expect(state).toMatchObject({ status: 'delivered', attempts: 1, last_error: null });
    expect(state.channels).toEqual([
      expect.objectContaining({ channel: 'email', target: expect.stringContaining('@') }),
    ]);
    const eml = parseEml(await readFile(spoolFile(leadId), 'utf8'));
    expect(eml.headers['message-id']).toBe(`<lead-${leadId}@dealerline.leads>`);
    expect(eml.headers.to).toBe(`<${state.channels[0]!.target}>`);
    // The salesperson's Reply answers the shopper, not the platform's sender address.
    expect(decodeHeader(eml.headers['reply-to']!)).toBe('Jo Citizen <jo@example.com>');
    expect(decodeHeader(eml.headers.subject!)).toContain(`${car.make} ${car.model}`);
    const [text, attachment] = eml.parts;
    expect(text!.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text!.body).toContain('Name: Jo Citizen');
    expect(text!.body).toContain('Is it still available?');
    expect(attachment!.headers['content-disposition']).toBe(`attachment; filename="lead-${leadId}.adf.xml"`);
    const adf = xml.parse(attachment!.body).adf;
    expect(adf.prospect.id['#text']).toBe(leadId);
    expect(adf.prospect.vehicle.make).toBe(car.make);
    expect(adf.prospect.customer.contact.email).toBe('jo@example.com');
  });

  it('retries a failing webhook with backoff and delivers each channel once, with a stable Idempotency-Key', async () => {
    await setDelivery({ webhook: { url: receiver.url }, email: { to: 'sales@coastline.example' } });
    receiver.failNext(2);
    const before = receiver.received.length;
    const leadId = await submit(submission({ name: 'Retry', message: 'webhook down at first' }));
    const state = await delivered(leadId);
    expect(state).toMatchObject({ status: 'delivered', attempts: 3, last_error: null });
    expect(state.channels.map((c) => [c.channel, c.target])).toEqual([
      ['email', 'sales@coastline.example'],
      ['webhook', receiver.url],
    ]);
    const calls = receiver.received.slice(before);
    expect(calls.map((call) => call.status)).toEqual([500, 500, 200]);
    expect(new Set(calls.map((call) => call.idempotencyKey))).toEqual(new Set([leadId]));
    const adf = xml.parse(receiver.accepted.get(leadId)!).adf;
    expect(adf.prospect.customer.contact.name[0]['#text']).toBe('Retry');
    // The email went out on the first attempt and was not sent again by the retries.
    expect(new Date(state.channels[0]!.delivered_at).getTime()).toBeLessThan(
      new Date(state.channels[1]!.delivered_at).getTime(),
    );
    const spool = await readdir(path.join(t.config.dataDir, 'mail-spool'));
    expect(spool.filter((file) => file.startsWith(leadId))).toEqual([`${leadId}.eml`]);
  });

  it('keeps the last error visible while a lead waits for its next attempt', async () => {
    await setDelivery({ webhook: { url: receiver.url } });
    receiver.failNext(1_000, 503);
    const leadId = await submit(submission({ name: 'Waiting' }));
    const deadline = Date.now() + 10_000;
    let state: LeadDeliveryState | undefined;
    do {
      [state] = await leadDeliveryStates(t.app.platform.db, [leadId]);
      await new Promise((resolve) => setTimeout(resolve, 20));
    } while (!(state!.attempts >= 2 && state!.last_error) && Date.now() < deadline);
    expect(state).toMatchObject({ status: expect.stringMatching(/pending|delivering/), channels: [] });
    expect(state!.last_error).toBe('webhook: webhook answered 503');
    expect(state!.next_attempt_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    receiver.failNext(0);
    expect(await delivered(leadId)).toMatchObject({ status: 'delivered', last_error: null });
    expect(receiver.accepted.has(leadId)).toBe(true);
  });

  it('sends credentials written in the webhook URL as Basic authentication, and shows the URL without them', async () => {
    const withCredentials = new URL(receiver.url);
    withCredentials.username = 'crm';
    withCredentials.password = 'p@ss:word';
    withCredentials.search = '?key=secret-key';
    await setDelivery({ webhook: { url: withCredentials.toString() } });
    receiver.failNext(1, 503);
    const leadId = await submit(submission({ name: 'Basic' }));
    const state = await delivered(leadId);
    expect(state).toMatchObject({ status: 'delivered', attempts: 2 });
    const calls = receiver.received.filter((call) => call.idempotencyKey === leadId);
    const basic = `Basic ${Buffer.from('crm:p@ss:word').toString('base64')}`;
    expect(calls.map((call) => call.authorization)).toEqual([basic, basic]);
    // The delivery record (read by operators and dealers) names the receiver, not its password or key.
    expect(state.channels).toEqual([
      expect.objectContaining({ channel: 'webhook', target: `${new URL(receiver.url).origin}/leads?…` }),
    ]);
    expect(JSON.stringify(state)).not.toMatch(/p%40ss|secret-key|crm:/);
  });

  it('delivers on every channel when the webhook password holds a "%" that encodes nothing', async () => {
    const url = new URL(receiver.url);
    url.username = 'crm';
    url.password = '100%sure';
    await setDelivery({ webhook: { url: url.toString() }, email: { to: 'sales@coastline.example' } });
    const leadId = await submit(submission({ name: 'Percent' }));
    expect(await delivered(leadId)).toMatchObject({ status: 'delivered', attempts: 1 });
    const [call] = receiver.received.filter((received) => received.idempotencyKey === leadId);
    expect(call!.authorization).toBe(`Basic ${Buffer.from('crm:100%sure').toString('base64')}`);
    expect(await readFile(spoolFile(leadId), 'utf8')).toContain(leadId);
  });

  it('says why a webhook is unreachable without its URL', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await setDelivery({ webhook: { url: `http://crm:hunter2@127.0.0.1:${port}/leads?key=secret-key` } });
    const leadId = await submit(submission({ name: 'Unreachable' }));
    const deadline = Date.now() + 10_000;
    let state: LeadDeliveryState | undefined;
    do {
      [state] = await leadDeliveryStates(t.app.platform.db, [leadId]);
      await new Promise((resolve) => setTimeout(resolve, 20));
    } while (!state!.last_error && Date.now() < deadline);
    expect(state!.last_error).toBe('webhook: webhook unreachable: ECONNREFUSED');
    await setDelivery({ email: { to: 'sales@coastline.example' } });
  });

  it('sends script tags as inert text in the ADF and the email', async () => {
    await setDelivery({ webhook: { url: receiver.url }, email: {} });
    const hostile = '<script>alert(1)</script>';
    const leadId = await submit(submission({ name: 'Eve', message: hostile }));
    await delivered(leadId);
    const body = receiver.accepted.get(leadId)!;
    expect(body).not.toContain('<script>');
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(xml.parse(body).adf.prospect.customer.comments).toContain(`Message: ${hostile}`);
    const eml = parseEml(await readFile(spoolFile(leadId), 'utf8'));
    expect(eml.parts[0]!.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(eml.parts[1]!.body).not.toContain('<script>');
  });

  it('marks a lead failed when its dealership has no channel, with the reason', async () => {
    await setDelivery({});
    const leadId = await submit(submission({ name: 'Nowhere' }));
    expect(await delivered(leadId)).toMatchObject({
      status: 'failed',
      last_error: 'the dealership has no delivery channel',
    });
  });
});
