import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';
import { createDeliveryWorker, DEFAULT_WORKER_OPTIONS } from '../../lead-delivery/delivery-worker';
import type { MailMessage } from '../../lead-delivery/mail-message';
import { createTestPaymentProvider, type TestPaymentProvider } from '../../payments/test-payment-provider';
import {
  CARDS,
  failingOn,
  hostOf,
  reservableCars,
  reservation,
  reservationsApp,
  withCard,
} from '../../reservations/__tests__/reservation-fixtures';
import { reserveCar } from '../../reservations/reserve-car';
import { createTestApp, TEST_TOKEN, waitForSearchIndex, type TestApp } from '../../test-support/test-app';
import { siteOrigin } from '../../../../shared/src/rules/site-urls';
import { parseEml } from '../../lead-delivery/testing/parse-eml';

const SITE = 'coastline-motor-group';
const BUY_ONLINE_SITE = 'capital-auto-direct';

/** The shopper of these tests: none of this may reach an ops answer or a log line. */
const SHOPPER = {
  name: 'Kimberley',
  last_name: 'Quartermaine',
  email: 'kim.q@example.com',
  phone: '0412 999 888',
};

/** A mail transport that records what it was given, or refuses shopper emails while `refusing` is set. */
function recordingTransport() {
  const sent: { message: MailMessage; key: string }[] = [];
  const state = { refusing: null as string | null };
  return {
    sent,
    state,
    async send(message: MailMessage, key: string) {
      if (state.refusing && key.startsWith('reservation-')) throw new Error(state.refusing);
      sent.push({ message, key });
    },
  };
}

/**
 * The shopper's emails of a reservation (receipt, cancellation notice) on a database `openDb` opens, the same
 * one every time (a PGlite directory, a PostgreSQL schema): queued in the transaction, sent once through the
 * mail transport by the lead delivery worker, kept across a restart, shown to ops without the shopper.
 */
export function describeReservationEmails(openDb: () => Promise<Db>) {
  let t: TestApp;
  let payments: TestPaymentProvider;
  let shop: FastifyInstance;
  let cars: { id: number; slug: string; price: number }[];
  const mail = recordingTransport();
  const logLines: string[] = [];
  const log = {
    warn: (fields: Record<string, unknown>, message: string) =>
      logLines.push(JSON.stringify({ fields, message })),
    error: (fields: Record<string, unknown>, message: string) =>
      logLines.push(JSON.stringify({ fields, message })),
  };
  const worker = (backoffMs = 1) =>
    createDeliveryWorker(
      t.app.platform.db,
      { mail, mailFrom: 'leads@test', webhook: async () => undefined },
      log,
      { ...DEFAULT_WORKER_OPTIONS, backoff: { baseMs: backoffMs, capMs: backoffMs } },
    );

  beforeAll(async () => {
    t = await createTestApp({ demoCars: 300, leadDelivery: { enabled: false } }, { db: await openDb() });
    await waitForSearchIndex(t.app);
    payments = createTestPaymentProvider();
    shop = await reservationsApp(t, payments);
    cars = await reservableCars(t, SITE);
  });
  afterAll(async () => {
    await shop?.close();
    await t?.close();
  });

  const nextCar = (() => {
    let next = 0;
    return () => cars[next++]!;
  })();

  const reserve = (slug: string, body = reservation(SHOPPER), site = SITE, key?: string) =>
    shop.inject({
      method: 'POST',
      url: `/api/cars/${slug}/reservations`,
      headers: {
        host: hostOf(site),
        'content-type': 'application/json',
        ...(key ? { 'idempotency-key': key } : {}),
      },
      payload: JSON.stringify(body),
    });

  const emailsOf = (reservationId: string) =>
    t.app.platform.db.query<{ kind: string; delivery_status: string }>(
      'SELECT kind, delivery_status FROM shopper_emails WHERE reservation_id = $1::uuid ORDER BY kind',
      [reservationId],
    );
  const emailCount = async () =>
    (await t.app.platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM shopper_emails'))[0]!.n;
  const sentFor = (reservationId: string) => mail.sent.filter((s) => s.key.includes(reservationId));

  const ops = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/ops${url}`,
      headers: { authorization: `Bearer ${TEST_TOKEN}`, 'x-ops-actor': 'sam.dealer' },
      ...(payload ? { payload } : {}),
    });

  it('queues the receipt with the reservation and sends it once, also when the request is retried', async () => {
    const car = nextCar();
    const res = await reserve(
      car.slug,
      reservation(SHOPPER),
      SITE,
      'receipt-once-0123456789abcdef0123456789',
    );
    expect(res.statusCode).toBe(201);
    const { reservation_id, payment_reference } = res.json();
    expect(await emailsOf(reservation_id)).toEqual([{ kind: 'receipt', delivery_status: 'pending' }]);

    await worker().runOnce();
    const sent = sentFor(reservation_id);
    expect(sent.map((s) => s.key)).toEqual([`reservation-${reservation_id}.receipt`]);
    const { message } = sent[0]!;
    expect(message.to).toBe(SHOPPER.email);
    const tenant = (await t.app.platform.sites.findBySlug(SITE))!;
    const origin = siteOrigin(tenant.site.domains, `http://${hostOf(SITE)}`);
    expect(message.text).toContain(`${origin}/cars/${car.slug}`);
    expect(message.text).toContain(`Reservation reference: ${reservation_id}`);
    expect(message.text).toContain(`Payment reference: ${payment_reference}`);
    expect(message.text).toContain('Paid by: Visa ending 4242');
    expect(message.text).not.toMatch(/4242\D*4242/);
    expect(message.text).toContain('deposit of $500 AUD');
    expect(await emailsOf(reservation_id)).toEqual([{ kind: 'receipt', delivery_status: 'delivered' }]);

    const again = await reserve(
      car.slug,
      reservation(SHOPPER),
      SITE,
      'receipt-once-0123456789abcdef0123456789',
    );
    expect(again.headers['idempotent-replayed']).toBe('true');
    await worker().runOnce();
    expect(sentFor(reservation_id)).toHaveLength(1);
    expect(await emailsOf(reservation_id)).toHaveLength(1);
  });

  it('gives an online purchase its balance', async () => {
    const [car] = await reservableCars(t, BUY_ONLINE_SITE);
    const res = await reserve(car!.slug, reservation({ ...SHOPPER, kind: 'buy_online' }), BUY_ONLINE_SITE);
    expect(res.statusCode).toBe(201);
    const { reservation_id, deposit } = res.json();
    await worker().runOnce();
    const { message } = sentFor(reservation_id)[0]!;
    expect(message.subject).toMatch(/^Your online purchase of .+: deposit received$/);
    expect(message.text).toContain(`Purchase reference: ${reservation_id}`);
    expect(message.text).toContain(
      car!.price > deposit
        ? `The balance of $${(car!.price - deposit).toLocaleString('en-AU')} AUD`
        : 'no balance',
    );
  });

  it('queues nothing when the card is declined or the transaction rolls back', async () => {
    const before = await emailCount();
    const declined = await reserve(nextCar().slug, withCard(CARDS.declined));
    expect(declined.statusCode).toBe(402);
    expect(await emailCount()).toBe(before);

    const car = nextCar();
    const attempt = reserveCar(
      {
        db: failingOn(t.app.platform.db, /INSERT INTO shopper_emails/),
        payments,
        events: t.app.platform.events,
        now: () => new Date(),
        log: { error: () => undefined },
      },
      {
        tenant: (await t.app.platform.sites.findBySlug(SITE))!,
        slug: car.slug,
        request: reservation(SHOPPER),
        inSiteStock: () => true,
        idempotencyKey: null,
        userAgent: null,
        origin: 'https://dealer.example',
      },
    );
    await expect(attempt).rejects.toThrow('disk full');
    expect(payments.charges().at(-1)!.refunded).toBe(true);
    const [stored] = await t.app.platform.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM reservations WHERE car_id = $1',
      [car.id],
    );
    expect(stored!.n).toBe(0);
    expect(await emailCount()).toBe(before);
  });

  it('sends the shopper a cancellation notice, refunded or not', async () => {
    const refunded = (await reserve(nextCar().slug)).json().reservation_id as string;
    const kept = (await reserve(nextCar().slug)).json().reservation_id as string;
    expect((await ops('POST', `/reservations/${refunded}/cancel`, { refund: true })).statusCode).toBe(200);
    expect((await ops('POST', `/reservations/${kept}/cancel`, { refund: false })).statusCode).toBe(200);
    expect((await ops('POST', `/reservations/${kept}/cancel`, { refund: true })).statusCode).toBe(409);
    await worker().runOnce();

    const notice = (id: string) => sentFor(id).find((s) => s.key.endsWith('.cancellation'))!.message;
    expect(sentFor(refunded).map((s) => s.key)).toEqual([
      `reservation-${refunded}.receipt`,
      `reservation-${refunded}.cancellation`,
    ]);
    expect(notice(refunded).to).toBe(SHOPPER.email);
    expect(notice(refunded).subject).toMatch(/^Your reservation of .+ is cancelled$/);
    expect(notice(refunded).text).toContain('has been refunded to your card (Visa ending 4242)');
    expect(notice(kept).text).toContain('has not been refunded to your card');
    expect(sentFor(kept).filter((s) => s.key.endsWith('.cancellation'))).toHaveLength(1);
  });

  it('shows ops the emails waiting and failing, never the shopper', async () => {
    const { reservation_id } = (await reserve(nextCar().slug)).json();
    mail.state.refusing = `550 5.1.1 <${SHOPPER.email}>: Recipient address rejected`;
    try {
      await worker().runOnce();
    } finally {
      mail.state.refusing = null;
    }
    const res = await ops('GET', '/leads/delivery');
    expect(res.statusCode).toBe(200);
    const report = res.json().shopper_emails;
    expect(report.counts.pending).toBeGreaterThanOrEqual(1);
    expect(report.recent_failures[0]).toEqual({
      reservation_id,
      kind: 'receipt',
      site: SITE,
      status: 'pending',
      attempts: 1,
      created_at: expect.any(String),
      next_attempt_at: expect.any(String),
      last_error: '550 5.1.1 <[shopper email]>: Recipient address rejected',
    });
    const warned = logLines.filter((line) => line.includes(reservation_id));
    expect(warned).toHaveLength(1);
    for (const shown of [res.body, ...logLines])
      for (const personal of [SHOPPER.email, SHOPPER.name, SHOPPER.last_name, SHOPPER.phone])
        expect(shown).not.toContain(personal);

    await new Promise((resolve) => setTimeout(resolve, 10)); // its backoff (1 ms here) has passed
    await worker().runOnce();
    expect(sentFor(reservation_id)).toHaveLength(1);
    expect((await ops('GET', '/leads/delivery')).json().shopper_emails.recent_failures).toEqual([]);
  });

  it('sends an email waiting out its backoff after a mail outage when ops retries the failed deliveries', async () => {
    const { reservation_id } = (await reserve(nextCar().slug)).json();
    mail.state.refusing = '421 4.3.2 Service not available';
    try {
      await worker(3_600_000).runOnce();
    } finally {
      mail.state.refusing = null;
    }
    await worker().runOnce();
    expect(sentFor(reservation_id)).toHaveLength(0); // due again in an hour

    const retried = await ops('POST', '/leads/retry', { scope: 'failed' });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().shopper_emails).toBeGreaterThanOrEqual(1);
    await worker().runOnce();
    expect(sentFor(reservation_id)).toHaveLength(1);
    expect(await emailsOf(reservation_id)).toEqual([{ kind: 'receipt', delivery_status: 'delivered' }]);
  });

  it('sends a receipt queued before a restart once the platform is back, one copy in the spool', async () => {
    const { reservation_id } = (await reserve(nextCar().slug)).json();
    const before = sentFor(reservation_id).length;
    await shop.close();
    await t.close(); // the server stops before its worker sent the receipt
    expect(before).toBe(0);

    t = await createTestApp({ leadDelivery: { pollMs: 50 } }, { db: await openDb() });
    await t.app.ready();
    shop = await reservationsApp(t, payments);
    const spool = path.join(t.config.dataDir, 'mail-spool');
    const file = `reservation-${reservation_id}.receipt.eml`;
    for (let i = 0; i < 200 && !(await readdir(spool).catch((): string[] => [])).includes(file); i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await readdir(spool)).filter((name) => name.includes(reservation_id))).toEqual([file]);
    const eml = parseEml(await readFile(path.join(spool, file), 'utf8'));
    expect(eml.headers.to).toBe(`<${SHOPPER.email}>`);
    expect(eml.parts[0]!.body).toContain(`Reservation reference: ${reservation_id}`);
    expect(await emailsOf(reservation_id)).toEqual([{ kind: 'receipt', delivery_status: 'delivered' }]);
  });
}
