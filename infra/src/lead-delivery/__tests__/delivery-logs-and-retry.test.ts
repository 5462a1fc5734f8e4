import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { openPgliteDb } from '../../db/pglite-db';
import { seedDemoTenants } from '../../demo/seed-demo-tenants';
import { saveLead } from '../../leads/save-lead';
import type { ChannelSenders } from '../deliver-lead';
import { leadDeliveryStates } from '../delivery-repository';
import { leadDeliveryReport, LeadRetryRefused, retryLead, retryLeads } from '../delivery-ops';
import { createDeliveryWorker, DEFAULT_WORKER_OPTIONS, type DeliveryWorker } from '../delivery-worker';
import { createSpoolTransport } from '../mail-transport';
import { signedWebhookSender } from '../signed-webhook-sender';
import { storedSigningSecrets } from '../testing/stored-signing-secrets';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';

jest.setTimeout(60_000);

/** The lead's personal data: none of it may reach a log line or the ops report. */
const PERSON = {
  name: 'Zelda',
  last_name: 'Quokka-Personal',
  email: 'zelda.private@example.org',
  phone: '0499 111 222',
  message: 'my secret message',
};

let db: Db;
let root: string;
let receiver: WebhookReceiver;
let senders: ChannelSenders;
let siteId: number;
let dealership: string;
let dealershipId: number;
type Entry = { level: 'warn' | 'error'; fields: Record<string, unknown>; message: string };
const logged: Entry[] = [];
const log = {
  warn: (fields: Record<string, unknown>, message: string) => logged.push({ level: 'warn', fields, message }),
  error: (fields: Record<string, unknown>, message: string) =>
    logged.push({ level: 'error', fields, message }),
};
const workers: DeliveryWorker[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'dealerline-delivery-logs-'));
  receiver = await startWebhookReceiver({ signingSecrets: () => storedSigningSecrets(db) });
  db = await openPgliteDb();
  await migrate(db);
  await seedDemoTenants(db);
  const [site] = await db.query<{ id: number; slug: string; dealership_id: number }>(
    `SELECT s.id, d.slug, d.id AS dealership_id FROM sites s JOIN dealerships d ON d.site_id = s.id
     WHERE s.slug = 'tasman-subaru' ORDER BY d.position, d.id LIMIT 1`,
  );
  siteId = site!.id;
  dealership = site!.slug;
  dealershipId = site!.dealership_id;
  senders = {
    mail: createSpoolTransport(path.join(root, 'spool')),
    mailFrom: 'leads@test',
    webhook: signedWebhookSender(db),
  };
});
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  await db?.close();
  await receiver?.close();
  await rm(root, { recursive: true, force: true });
});
beforeEach(async () => {
  logged.length = 0;
  // Only this test's leads are due.
  await db.query(`UPDATE leads SET delivery_status = 'delivered', delivered_at = now()`);
});

const setDelivery = (delivery: unknown) =>
  db.query(`UPDATE dealerships SET delivery = $1::jsonb WHERE site_id = $2`, [
    JSON.stringify(delivery),
    siteId,
  ]);

const newLead = async () =>
  (
    await saveLead(db, {
      siteId,
      submission: { category: 'General Enquiry', subcategory: null, dealership_slug: null, ...PERSON },
      carId: null,
      // A lead is stored with its dealership (leads-routes resolves it); one without has lost it (deleted).
      dealershipId,
      idempotencyKey: null,
      userAgent: null,
    })
  ).lead_id;

const state = async (id: string) => (await leadDeliveryStates(db, [id]))[0]!;

function worker(pollMs = 10) {
  const created = createDeliveryWorker(db, senders, log, {
    ...DEFAULT_WORKER_OPTIONS,
    pollMs,
    backoff: { baseMs: 60 * 60 * 1000, capMs: 60 * 60 * 1000 },
  });
  workers.push(created);
  return created;
}

async function until(what: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await what())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('delivery logs', () => {
  it('logs each failed attempt at warn: lead, dealership, channel, attempt, next attempt, error; no personal data', async () => {
    await setDelivery({ webhook: { url: receiver.url }, email: { to: 'sales@example.com' } });
    receiver.failNext(1, 503);
    const id = await newLead();
    expect(await worker().runOnce()).toBe(1);
    const after = await state(id);
    expect(after).toMatchObject({ status: 'pending', attempts: 1 });
    expect(logged).toEqual([
      {
        level: 'warn',
        fields: {
          lead_id: id,
          dealership,
          site: 'tasman-subaru',
          channels: ['webhook'],
          attempt: 1,
          next_attempt_at: after.next_attempt_at,
          error: 'webhook: webhook answered 503',
        },
        message: expect.stringContaining('attempt 1 failed (webhook)'),
      },
    ]);
    expect(Date.parse(after.next_attempt_at!)).toBeGreaterThan(Date.now() + 29 * 60 * 1000);
    const text = JSON.stringify(logged);
    for (const value of Object.values(PERSON)) expect(text).not.toContain(value);
  });

  it('logs a lead given up (failed) at error', async () => {
    await setDelivery({});
    const id = await newLead();
    await worker().runOnce();
    expect((await state(id)).status).toBe('failed');
    expect(logged).toEqual([
      {
        level: 'error',
        fields: {
          lead_id: id,
          dealership,
          site: 'tasman-subaru',
          attempt: 1,
          error: 'the dealership has no delivery channel',
        },
        message: expect.stringContaining('gave up'),
      },
    ]);
  });
});

describe('delivery while the database cannot be reached', () => {
  it('says so once, asks again every outagePollMs, and delivers what waited once it is back', async () => {
    await setDelivery({ webhook: { url: receiver.url } });
    const outage = { down: true, asked: 0 };
    const refused = () =>
      Promise.reject(
        Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' }),
      );
    const switchable: Db = {
      ...db,
      query: (sql, params) => (outage.down ? (outage.asked++, refused()) : db.query(sql, params)),
    };
    const waiting = createDeliveryWorker(switchable, senders, log, {
      ...DEFAULT_WORKER_OPTIONS,
      pollMs: 5,
      outagePollMs: 100,
    });
    workers.push(waiting);
    const id = await newLead();
    waiting.start();
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(outage.asked).toBeLessThanOrEqual(5);
    expect(logged).toEqual([
      {
        level: 'warn',
        fields: { error: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 10.0.0.5:5432' } },
        message: 'lead delivery waits: the database is unavailable (leads stay queued)',
      },
    ]);
    outage.down = false;
    await until(async () => (await state(id)).status === 'delivered', 5_000);
    expect(logged).toHaveLength(1);
    await waiting.stop();
  });
});

describe('retry now', () => {
  it('makes a failed lead pending and due now, keeping its attempts and error', async () => {
    await setDelivery({});
    const id = await newLead();
    await worker().runOnce();
    expect(await state(id)).toMatchObject({ status: 'failed', attempts: 1 });
    await setDelivery({ webhook: { url: receiver.url } });
    const retried = await retryLead(db, id);
    expect(retried).toMatchObject({ lead_id: id, previous_status: 'failed', status: 'pending', attempts: 1 });
    expect(await state(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'the dealership has no delivery channel',
    });
    expect(await worker().runOnce()).toBe(1);
    expect(await state(id)).toMatchObject({ status: 'delivered', attempts: 2, last_error: null });
    expect(receiver.accepted.has(id)).toBe(true);
  });

  it('wakes a worker sleeping out its poll interval', async () => {
    await setDelivery({ webhook: { url: receiver.url } });
    const sleeping = worker(60 * 60 * 1000);
    sleeping.start();
    await new Promise((resolve) => setTimeout(resolve, 100)); // its first (empty) round is over
    const id = await newLead();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await state(id)).status).toBe('pending');
    sleeping.wake();
    await until(async () => (await state(id)).status === 'delivered', 5_000);
    await sleeping.stop();
  });

  it('brings a pending lead waiting out its backoff forward, and refuses delivered and unknown leads', async () => {
    await setDelivery({ webhook: { url: receiver.url } });
    receiver.failNext(1, 500);
    const id = await newLead();
    await worker().runOnce();
    const waiting = await state(id);
    expect(Date.parse(waiting.next_attempt_at!)).toBeGreaterThan(Date.now() + 29 * 60 * 1000);
    const retried = await retryLead(db, id);
    expect(retried.previous_status).toBe('pending');
    expect(Date.parse(retried.next_attempt_at)).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await worker().runOnce()).toBe(1);
    expect((await state(id)).status).toBe('delivered');
    await expect(retryLead(db, id)).rejects.toThrow(expect.objectContaining({ reason: 'delivered' }));
    await expect(retryLead(db, '00000000-0000-4000-8000-000000000000')).rejects.toThrow(
      new LeadRetryRefused('No lead 00000000-0000-4000-8000-000000000000', 'unknown'),
    );
    await expect(retryLead(db, "x' OR 1=1")).rejects.toThrow(expect.objectContaining({ reason: 'unknown' }));
  });

  it('retries every failed lead, or every lead not delivered', async () => {
    await setDelivery({});
    const failed = [await newLead(), await newLead()];
    await worker().runOnce();
    await setDelivery({ webhook: { url: receiver.url } });
    receiver.failNext(1, 500);
    const pending = await newLead();
    await worker().runOnce();
    expect((await state(pending)).status).toBe('pending');
    expect(await retryLeads(db, 'failed')).toEqual({ retried: 2, shopper_emails: 0 });
    expect((await Promise.all(failed.map(state))).map((s) => s.status)).toEqual(['pending', 'pending']);
    expect(await retryLeads(db, 'undelivered')).toEqual({ retried: 3, shopper_emails: 0 });
    expect(await worker().runOnce()).toBe(3);
    expect(await retryLeads(db, 'undelivered')).toEqual({ retried: 0, shopper_emails: 0 });
  });
});

describe('delivery report', () => {
  it('counts by status, names the oldest waiting lead and the recent failures, without personal data', async () => {
    await setDelivery({});
    const failed = await newLead();
    await worker().runOnce();
    await setDelivery({ webhook: { url: receiver.url } });
    receiver.failNext(1, 502);
    const waiting = await newLead();
    await worker().runOnce();
    const fresh = await newLead();
    const report = await leadDeliveryReport(db);
    expect(report.counts).toMatchObject({ pending: 2, delivering: 0, failed: 1 });
    expect(report.counts.delivered_24h).toBeGreaterThan(0);
    expect(report.oldest_pending).toMatchObject({
      lead_id: waiting,
      dealership,
      site: 'tasman-subaru',
      attempts: 1,
    });
    expect(report.oldest_pending!.age_seconds).toBeGreaterThanOrEqual(0);
    expect(report.dealerships).toEqual([
      expect.objectContaining({ dealership, site: 'tasman-subaru', pending: 2, failed: 1 }),
    ]);
    expect(report.recent_failures.map((lead) => [lead.lead_id, lead.status, lead.last_error])).toEqual([
      [waiting, 'pending', 'webhook: webhook answered 502'],
      [failed, 'failed', 'the dealership has no delivery channel'],
    ]);
    expect(report.recent_failures.map((lead) => lead.lead_id)).not.toContain(fresh);
    const text = JSON.stringify(report);
    for (const value of Object.values(PERSON)) expect(text).not.toContain(value);
  });
});
