import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { openPgDb } from '../../db/pg-db';
import { openPgliteDb } from '../../db/pglite-db';
import { seedDemoTenants } from '../../demo/seed-demo-tenants';
import { saveLead } from '../../leads/save-lead';
import {
  createPostgresSchema,
  TEST_DATABASE_URL,
  type PostgresSchema,
} from '../../test-support/postgres-schema';
import { leadDeliveryStates } from '../delivery-repository';
import { leadDeliveryReport, retryLead } from '../delivery-ops';
import { createDeliveryWorker, DEFAULT_WORKER_OPTIONS } from '../delivery-worker';
import { resendLeads, type ResendRequest } from '../lead-resend';
import { createSpoolTransport } from '../mail-transport';
import { decodeHeader, parseEml } from '../testing/parse-eml';
import { storedSigningSecrets } from '../testing/stored-signing-secrets';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';
import { signedWebhookSender } from '../signed-webhook-sender';

jest.setTimeout(120_000);

const HOUR = 60 * 60 * 1000;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const quiet = { warn: () => undefined, error: () => undefined };

/** The resend suite on one database (PGlite in memory; PostgreSQL with DATABASE_URL). */
function describeLeadResend(open: () => Promise<Db>, drop: () => Promise<void> = async () => undefined) {
  let db: Db;
  let root: string;
  let receiver: WebhookReceiver;
  let siteId: number;
  let dealership: { id: number; slug: string };
  let runOnce: () => Promise<number>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'dealerline-resend-'));
    receiver = await startWebhookReceiver({ signingSecrets: () => storedSigningSecrets(db) });
    db = await open();
    await migrate(db);
    await seedDemoTenants(db);
    const [row] = await db.query<{ site_id: number; id: number; slug: string }>(
      `SELECT s.id AS site_id, d.id, d.slug FROM sites s JOIN dealerships d ON d.site_id = s.id
       WHERE s.slug = 'tasman-subaru' ORDER BY d.position, d.id LIMIT 1`,
    );
    siteId = row!.site_id;
    dealership = { id: row!.id, slug: row!.slug };
    const senders = {
      mail: createSpoolTransport(path.join(root, 'spool')),
      mailFrom: 'leads@test',
      webhook: signedWebhookSender(db),
    };
    const worker = createDeliveryWorker(db, senders, quiet, {
      ...DEFAULT_WORKER_OPTIONS,
      backoff: { baseMs: HOUR, capMs: HOUR },
    });
    runOnce = () => worker.runOnce();
  });
  afterAll(async () => {
    await db?.close();
    await receiver?.close();
    await rm(root, { recursive: true, force: true });
    await drop();
  });
  beforeEach(async () => {
    // Only this test's leads are due.
    await db.query(
      `UPDATE leads SET delivery_status = 'delivered', delivered_at = COALESCE(delivered_at, now())`,
    );
    await db.query(`UPDATE dealerships SET delivery = $1::jsonb WHERE id = $2`, [
      JSON.stringify({ webhook: { url: receiver.url }, email: { to: 'sales@example.com' } }),
      dealership.id,
    ]);
  });

  const newLead = async () =>
    (
      await saveLead(db, {
        siteId,
        submission: {
          category: 'General Enquiry',
          subcategory: null,
          dealership_slug: null,
          name: 'Jo',
          email: 'jo@example.com',
          phone: '0412 345 678',
        },
        carId: null,
        dealershipId: dealership.id,
        idempotencyKey: null,
        userAgent: null,
      })
    ).lead_id;
  const deliveredLead = async () => {
    const id = await newLead();
    expect(await runOnce()).toBe(1);
    return id;
  };
  const state = async (id: string) => (await leadDeliveryStates(db, [id]))[0]!;
  const resends = (id: string) =>
    db.query<{ resend: number; resent_by: string }>(
      'SELECT resend, resent_by FROM lead_resends WHERE lead_id = $1 ORDER BY resend',
      [id],
    );
  const refusal = (request: ResendRequest, now?: number) =>
    resendLeads(db, request, 'alice', now).then(
      () => {
        throw new Error('not refused');
      },
      (error: { reason: string; message: string }) => ({ reason: error.reason, message: error.message }),
    );
  const spool = (file: string) => readFile(path.join(root, 'spool', file), 'utf8').then(parseEml);

  it('sends a delivered lead again on every channel, marked as a resend, and keeps the first delivery', async () => {
    const id = await deliveredLead();
    const first = await state(id);
    expect(first).toMatchObject({ status: 'delivered', attempts: 1 });

    const result = await resendLeads(db, { lead_ids: [id] }, 'alice');
    expect(result).toEqual({
      dry_run: false,
      resent_by: 'alice',
      resent_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      window: null,
      leads: [
        {
          lead_id: id,
          dealership: dealership.slug,
          site: 'tasman-subaru',
          created_at: expect.any(String),
          delivered_at: first.delivered_at,
          resend: 1,
          channels: ['webhook', 'email'],
        },
      ],
      not_delivered: 0,
    });
    expect(await state(id)).toMatchObject({ status: 'pending', delivered_at: first.delivered_at });
    expect(await resends(id)).toEqual([{ resend: 1, resent_by: 'alice' }]);

    expect(await runOnce()).toBe(1);
    const after = await state(id);
    expect(after).toMatchObject({ status: 'delivered', attempts: 2, last_error: null });
    expect(after.channels.map((c) => [c.resend, c.channel])).toEqual([
      [0, 'email'],
      [0, 'webhook'],
      [1, 'email'],
      [1, 'webhook'],
    ]);
    expect(after.channels.slice(0, 2)).toEqual(first.channels);

    // The webhook: a new Idempotency-Key for the resend, the same lead id in the ADF, status "resend".
    const posts = receiver.received.filter((call) => call.idempotencyKey.startsWith(id));
    expect(posts.map((call) => call.idempotencyKey)).toEqual([id, `${id}.resend-1`]);
    expect(posts[0]!.body).toContain('<prospect status="new">');
    expect(posts[1]!.body).toContain('<prospect status="resend">');
    expect(posts[1]!.body).toContain(`<id sequence="1" source="Dealerline">${id}</id>`);

    // The email: a file and Message-ID of its own, "[Resent]", referring to the first email.
    const files = (await readdir(path.join(root, 'spool'))).filter((file) => file.startsWith(id));
    expect(files.sort()).toEqual([`${id}.eml`, `${id}.resend-1.eml`]);
    const original = await spool(`${id}.eml`);
    const resent = await spool(`${id}.resend-1.eml`);
    expect(decodeHeader(original.headers.subject!)).toBe('New General Enquiry lead');
    expect(decodeHeader(resent.headers.subject!)).toBe('[Resent] New General Enquiry lead');
    expect(resent.headers['message-id']).toBe(`<lead-${id}.resend-1@dealerline.leads>`);
    expect(resent.headers['in-reply-to']).toBe(`<lead-${id}@dealerline.leads>`);
    expect(resent.headers.references).toBe(`<lead-${id}@dealerline.leads>`);
    expect(original.headers['in-reply-to']).toBeUndefined();
    expect(resent.parts[0]!.body).toMatch(/^Sent again \(resend 1\): this lead was delivered before/);
    expect(resent.parts[0]!.body).toContain(`Lead id: ${id}`);
    expect(resent.parts[1]!.body).toContain('<prospect status="resend">');

    await resendLeads(db, { lead_ids: [id] }, 'bob');
    expect(await runOnce()).toBe(1);
    expect(await resends(id)).toEqual([
      { resend: 1, resent_by: 'alice' },
      { resend: 2, resent_by: 'bob' },
    ]);
    expect(receiver.accepted.has(`${id}.resend-2`)).toBe(true);
  });

  it('retries only the channel of a resend that failed, keeping the last delivery time meanwhile', async () => {
    const id = await deliveredLead();
    const { delivered_at } = await state(id);
    await resendLeads(db, { lead_ids: [id] }, 'alice');
    receiver.failNext(1, 503);
    expect(await runOnce()).toBe(1);
    const waiting = await state(id);
    expect(waiting).toMatchObject({
      status: 'pending',
      delivered_at,
      last_error: 'webhook: webhook answered 503',
    });
    expect(waiting.channels.filter((c) => c.resend === 1).map((c) => c.channel)).toEqual(['email']);
    await retryLead(db, id);
    expect(await runOnce()).toBe(1);
    const done = await state(id);
    expect(done.status).toBe('delivered');
    expect(done.channels.filter((c) => c.resend === 1).map((c) => c.channel)).toEqual(['email', 'webhook']);
    expect(receiver.received.filter((call) => call.idempotencyKey === `${id}.resend-1`)).toHaveLength(2);
  });

  it('leads status reports resends apart from pending, aged from when they were asked for', async () => {
    const WEEK = 7 * 24 * 60 * 60;
    const old = [await deliveredLead(), await deliveredLead()];
    await db.query(`UPDATE leads SET created_at = now() - interval '7 days' WHERE id = ANY($1::uuid[])`, [
      old,
    ]);
    const fresh = await newLead(); // a first delivery, waiting
    const { resent_at } = await resendLeads(db, { lead_ids: [old[0]!] }, 'alice');
    await resendLeads(db, { lead_ids: [old[1]!] }, 'bob');

    const report = await leadDeliveryReport(db);
    expect(report.counts).toMatchObject({ pending: 1, delivering: 0, failed: 0 });
    expect(report.oldest_pending).toMatchObject({ lead_id: fresh, resend: 0 });
    expect(report.oldest_pending!.age_seconds).toBeLessThan(60);
    expect(report.resends).toEqual({
      pending: 2,
      delivering: 0,
      failed: 0,
      oldest: {
        lead_id: old[0],
        dealership: dealership.slug,
        site: 'tasman-subaru',
        status: 'pending',
        resend: 1,
        attempts: 1,
        created_at: expect.any(String),
        next_attempt_at: expect.any(String),
        last_error: null,
        resent_at,
        resent_by: 'alice',
        age_seconds: expect.any(Number),
      },
    });
    expect(report.resends.oldest!.age_seconds).toBeLessThan(60);
    expect(Date.parse(report.at) - Date.parse(report.resends.oldest!.created_at)).toBeGreaterThan(
      (WEEK - 60) * 1000,
    );
    expect(report.dealerships).toEqual([
      {
        dealership: dealership.slug,
        site: 'tasman-subaru',
        pending: 1,
        failed: 0,
        oldest_pending_at: expect.any(String),
        resends_pending: 2,
        resends_failed: 0,
        oldest_resend_at: resent_at,
      },
    ]);

    // A resend that fails stays a resend: not a failed first delivery, its error marked with its number.
    await db.query(`UPDATE dealerships SET delivery = '{}'::jsonb WHERE id = $1`, [dealership.id]);
    expect(await runOnce()).toBe(3);
    // Times a minute apart, so the order below is the rule's, not the clock's: the fresh lead, the resend and
    // the one after it could fall on the same moment (seen once in CI on PGlite).
    await db.query(`UPDATE leads SET created_at = now() - interval '3 minutes' WHERE id = $1`, [fresh]);
    for (const [lead, minutesAgo] of [
      [old[0]!, 2],
      [old[1]!, 1],
    ] as const)
      await db.query(
        `UPDATE lead_resends SET resent_at = now() - make_interval(mins => $2) WHERE lead_id = $1`,
        [lead, minutesAgo],
      );
    const failed = await leadDeliveryReport(db);
    expect(failed.counts).toMatchObject({ pending: 0, failed: 1 });
    expect(failed.oldest_pending).toBeNull();
    expect(failed.resends).toEqual({ pending: 0, delivering: 0, failed: 2, oldest: null });
    expect(failed.dealerships).toEqual([
      expect.objectContaining({ pending: 0, failed: 1, resends_pending: 0, resends_failed: 2 }),
    ]);
    // Newest first, a resend by when it was asked for.
    expect(failed.recent_failures.map((lead) => [lead.lead_id, lead.status, lead.resend])).toEqual([
      [old[1], 'failed', 1],
      [old[0], 'failed', 1],
      [fresh, 'failed', 0],
    ]);
  });

  it('refuses unknown and undelivered leads, all or none; a dry run changes nothing', async () => {
    const delivered = await deliveredLead();
    const pending = await newLead();
    const failed = await newLead();
    await db.query(
      `UPDATE leads SET delivery_status = 'failed', delivery_attempts = 1, last_delivery_error = 'x' WHERE id = $1`,
      [failed],
    );
    const delivering = await newLead();
    await db.query(`UPDATE leads SET delivery_status = 'delivering', delivery_attempts = 3 WHERE id = $1`, [
      delivering,
    ]);

    expect(await refusal({ lead_ids: [delivered, UNKNOWN, 'not-a-uuid'] })).toEqual({
      reason: 'unknown',
      message: `Nothing was resent: no lead ${UNKNOWN}, not-a-uuid (a lead id is a UUID, as leads status shows it)`,
    });
    const notDelivered = await refusal({ lead_ids: [delivered, pending, failed, delivering] });
    expect(notDelivered.reason).toBe('not-delivered');
    expect(notDelivered.message).toContain('only a delivered lead is resent');
    expect(notDelivered.message).toContain(
      `lead ${pending} is pending, not delivered yet (0 attempts, next attempt at `,
    );
    expect(notDelivered.message).toContain(`leads retry ${pending} makes it due now`);
    expect(notDelivered.message).toContain(`lead ${failed} failed and was never delivered (1 attempt;`);
    expect(notDelivered.message).toContain(`lead ${delivering} is being delivered right now (attempt 3)`);
    expect((await state(delivered)).status).toBe('delivered');
    expect(await resends(delivered)).toEqual([]);

    const dry = await resendLeads(
      db,
      { lead_ids: [delivered, delivered.toUpperCase()], dry_run: true },
      'al',
    );
    expect(dry).toMatchObject({ dry_run: true, resent_by: 'al', resent_at: null, window: null });
    expect(dry.leads.map((lead) => [lead.lead_id, lead.resend])).toEqual([[delivered, 1]]);
    expect((await state(delivered)).status).toBe('delivered');
    expect(await resends(delivered)).toEqual([]);
  });

  it("resends a dealership's delivered leads created in a window, leaving the others out", async () => {
    const at = (iso: string, id: string) =>
      db.query('UPDATE leads SET created_at = $1 WHERE id = $2', [iso, id]);
    const [a, b, c] = [await deliveredLead(), await deliveredLead(), await deliveredLead()];
    await at('2020-03-01T00:00:00Z', a);
    await at('2020-03-02T12:00:00Z', b);
    await at('2020-03-05T00:00:00Z', c);
    const waiting = await newLead();
    await at('2020-03-03T00:00:00Z', waiting);
    const [other] = await db.query<{ id: number }>(
      `SELECT d.id FROM dealerships d WHERE d.id <> $1 ORDER BY d.id LIMIT 1`,
      [dealership.id],
    );
    await db.query(
      `UPDATE leads SET dealership_id = $1, site_id = (SELECT site_id FROM dealerships WHERE id = $1)
      WHERE id = $2`,
      [other!.id, b],
    );

    const dry = await resendLeads(
      db,
      {
        dealership: dealership.slug,
        since: '2020-03-01T11:00:00+11:00',
        until: '2020-03-05T00:00:00Z',
        dry_run: true,
      },
      'alice',
    );
    expect(dry.window).toEqual({
      dealership: dealership.slug,
      since: '2020-03-01T00:00:00.000Z',
      until: '2020-03-05T00:00:00.000Z',
    });
    expect(dry.leads.map((lead) => lead.lead_id)).toEqual([a]);
    expect(dry.not_delivered).toBe(1);
    expect(await resends(a)).toEqual([]);

    // Times ago count back from `now`; earlier tests' leads (created now) are after `until`.
    const now = Date.parse('2020-03-07T00:00:00Z');
    const result = await resendLeads(
      db,
      { dealership: dealership.slug, since: '7d', until: '24h' },
      'alice',
      now,
    );
    expect(result.window).toEqual({
      dealership: dealership.slug,
      since: '2020-02-29T00:00:00.000Z',
      until: '2020-03-06T00:00:00.000Z',
    });
    expect(result.leads.map((lead) => lead.lead_id)).toEqual([a, c]);
    expect(await resends(c)).toEqual([{ resend: 1, resent_by: 'alice' }]);
    expect((await state(waiting)).status).toBe('pending');
    expect(await runOnce()).toBe(3);

    const none = await resendLeads(
      db,
      { dealership: dealership.slug, since: '2001-01-01T00:00:00Z', until: '2001-01-02T00:00:00Z' },
      'alice',
    );
    expect(none).toMatchObject({ resent_at: null, leads: [], not_delivered: 0 });
    expect(await refusal({ dealership: 'nowhere-motors', since: '1h' })).toEqual({
      reason: 'unknown',
      message: 'No dealership "nowhere-motors" on this platform (sites list shows each site\'s dealerships)',
    });
  });

  it('takes at most 200 leads at once: one more is refused whole', async () => {
    await db.query(
      `INSERT INTO leads (id, site_id, category, payload, request_hash, dealership_id, delivery_status,
         delivered_at, created_at)
       SELECT gen_random_uuid(), $1, 'General Enquiry', '{}'::jsonb, 'x', $2, 'delivered', now(),
         '2019-01-01T00:00:00Z'::timestamptz + make_interval(mins => g)
       FROM generate_series(1, 201) g`,
      [siteId, dealership.id],
    );
    const window = { dealership: dealership.slug, since: '2019-01-01T00:00:00Z' };
    expect(await refusal({ ...window, until: '2019-12-31T00:00:00Z' })).toEqual({
      reason: 'too-many',
      message:
        `Nothing was resent: 201 delivered leads of ${dealership.slug} were created from ` +
        '2019-01-01T00:00:00.000Z before 2019-12-31T00:00:00.000Z, and a resend takes at most 200 at ' +
        'once: narrow the window (since, until)',
    });
    // Minutes 1 to 200.
    const capped = await resendLeads(
      db,
      { ...window, until: '2019-01-01T03:21:00Z', dry_run: true },
      'alice',
    );
    expect(capped.leads).toHaveLength(200);
  });

  it.each<[ResendRequest, RegExp]>([
    [{}, /^Say which leads: lead_ids, or dealership and since \(a resend never takes every lead\)$/],
    [{ dry_run: true }, /^Say which leads/],
    [{ dealership: 'x' }, /^Say which leads/],
    [{ since: '1h' }, /^Say which leads/],
    [{ lead_ids: [] }, /^lead_ids takes 1 to 200 lead ids$/],
    [
      { lead_ids: [UNKNOWN], dealership: 'x', since: '1h' },
      /^Give lead_ids, or dealership and since, not both$/,
    ],
    [
      { dealership: 'x', since: 'yesterday' },
      /^since must be an ISO time with its UTC offset .*, not "yesterday"$/,
    ],
    [{ dealership: 'x', since: '2025-11-21T09:00:00' }, /^since must be an ISO time/],
    [{ dealership: 'x', since: '1h', until: 'soon' }, /^until must be an ISO time/],
    [{ dealership: 'x', since: '1h', until: '2h' }, /^until \(.*\) must be after since/],
    [{ dealership: 'x', since: '2099-01-01T00:00:00Z' }, /^since is in the future/],
  ])('refuses %j as invalid (400) before reading a lead', async (request, message) => {
    const refused = await refusal(request);
    expect(refused.reason).toBe('invalid');
    expect(refused.message).toMatch(message);
  });
}

describe('resending delivered leads on PGlite', () => {
  describeLeadResend(() => openPgliteDb());
});

if (!TEST_DATABASE_URL) console.info('resending leads on PostgreSQL: skipped (DATABASE_URL is not set)');

(TEST_DATABASE_URL ? describe : describe.skip)(
  'resending delivered leads on PostgreSQL (DATABASE_URL)',
  () => {
    let schema: PostgresSchema;
    describeLeadResend(
      async () => {
        schema = await createPostgresSchema('dealerline_resend');
        return openPgDb(schema.url);
      },
      () => schema.drop(),
    );
  },
);
