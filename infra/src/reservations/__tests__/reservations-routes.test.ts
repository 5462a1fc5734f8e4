import Fastify, { type FastifyInstance } from 'fastify';
import { CARD_MESSAGES } from '../../../../shared/src/rules/payment-card';
import { carToRow } from '../../cars/car-row';
import { createLeadsRepository } from '../../leads/leads-repository';
import { createTestPaymentProvider, type TestPaymentProvider } from '../../payments/test-payment-provider';
import { createTestApp, waitForSearchIndex, type TestApp } from '../../test-support/test-app';
import { installErrorHandlers } from '../../http/error-handler';
import { createReservationsRepository } from '../reservations-repository';
import { reservationsRoutes } from '../reservations-routes';
import { reserveCar } from '../reserve-car';
import {
  CARDS,
  failingOn,
  hostOf,
  indexRecord,
  reservableCars,
  reservation,
  reservationsApp,
  withCard,
} from './reservation-fixtures';

jest.setTimeout(180_000);

const COASTLINE = 'coastline-motor-group'; // autograb, no buy online
const CAPITAL = 'capital-auto-direct'; // autograb and buy online
const NISSAN = 'harbour-nissan'; // no autograb: never reservable

let t: TestApp;
let payments: TestPaymentProvider;
let side: FastifyInstance;
let coastline: { id: number; slug: string; price: number }[];

beforeAll(async () => {
  t = await createTestApp({ demoCars: 400 });
  await waitForSearchIndex(t.app);
  payments = createTestPaymentProvider();
  side = await reservationsApp(t, payments);
  coastline = await reservableCars(t, COASTLINE);
  expect(coastline.length).toBeGreaterThan(12);
});
afterAll(async () => {
  await side?.close();
  await t?.close();
});

/** A fresh reservable coastline car for each test. */
const nextCar = (() => {
  let next = 0;
  return () => coastline[next++]!;
})();

function reserve(app: FastifyInstance, slug: string, body: unknown, site = COASTLINE, headers = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/cars/${slug}/reservations`,
    headers: { host: hostOf(site), 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

const db = () => t.app.platform.db;
const isReserved = async (carId: number) =>
  (await db().query<{ reserved: boolean }>('SELECT reserved FROM cars WHERE id = $1', [carId]))[0]!.reserved;
const reservationsOf = async (carId: number) =>
  (
    await db().query<{ n: number }>('SELECT count(*)::int AS n FROM reservations WHERE car_id = $1', [carId])
  )[0]!.n;
const leadsOf = async (carId: number) =>
  (await db().query<{ n: number }>('SELECT count(*)::int AS n FROM leads WHERE car_id = $1', [carId]))[0]!.n;

describe('POST /api/cars/{slug}/reservations', () => {
  it('reserves with 4242…: charges the deposit, marks the car reserved in the database and the index, stores the lead', async () => {
    const car = nextCar();
    const before = await indexRecord(t, car.id);
    expect(before.reserved).toBe(false);

    const res = await reserve(t.app, car.slug, reservation());
    expect(res.statusCode).toBe(201);
    const confirmed = res.json();
    expect(confirmed).toEqual({
      reservation_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      lead_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      deposit: 500,
      payment_reference: expect.stringMatching(/^ch_test_/),
    });

    expect(await isReserved(car.id)).toBe(true);
    const stored = await createReservationsRepository(db()).findById(confirmed.reservation_id);
    expect(stored).toMatchObject({
      car_id: car.id,
      car_slug: car.slug,
      kind: 'reserve',
      email: 'jo@example.com',
      deposit_cents: 50_000,
      currency: 'AUD',
      payment_provider: 'test',
      payment_reference: confirmed.payment_reference,
      card_brand: 'visa',
      card_last4: '4242',
      lead_id: confirmed.lead_id,
      status: 'confirmed',
    });
    const lead = await createLeadsRepository(db()).findById(confirmed.lead_id);
    expect(lead).toMatchObject({ category: 'Reserve', car_id: car.id, delivery_status: 'pending' });
    expect(lead!.payload).toMatchObject({
      name: 'Jo',
      email: 'jo@example.com',
      source: 'Website',
      params: { reservation_id: confirmed.reservation_id, deposit: 500 },
    });

    const after = await indexRecord(t, car.id);
    expect(after.reserved).toBe(true);
    expect(after.custom_rank as number).toBeLessThan(before.custom_rank as number);
  });

  it('keeps a reserved car reserved when a feed import later says it is not', async () => {
    const car = nextCar();
    expect((await reserve(t.app, car.slug, reservation())).statusCode).toBe(201);
    const [stored] = await t.app.platform.cars.findByIds([car.id]);
    const feedSays = carToRow(
      { ...stored!, reserved: false, km: stored!.km + 1 },
      null,
      new Date().toISOString(),
    );
    await t.app.platform.cars.upsertRows([feedSays]);
    expect(await isReserved(car.id)).toBe(true);
    const [updated] = await t.app.platform.cars.findByIds([car.id]);
    expect(updated!.km).toBe(stored!.km + 1);
  });

  it('answers a second attempt on a reserved car 409 without charging it', async () => {
    const car = nextCar();
    expect((await reserve(side, car.slug, reservation())).statusCode).toBe(201);
    const charges = payments.charges().length;
    const again = await reserve(side, car.slug, reservation({ email: 'someone@else.com' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Sorry, this car has just been reserved by someone else.');
    expect(payments.charges()).toHaveLength(charges);
  });

  it.each([
    [CARDS.declined, 'Your card was declined.'],
    [CARDS.insufficient, 'Your card has insufficient funds.'],
  ])(
    'answers 402 for %s with the decline, and leaves the car, the leads and the card alone',
    async (card, message) => {
      const car = nextCar();
      const charges = payments.charges().length;
      const res = await reserve(side, car.slug, withCard(card));
      expect(res.statusCode).toBe(402);
      expect(res.json().message).toBe(message);
      expect(await isReserved(car.id)).toBe(false);
      expect(await reservationsOf(car.id)).toBe(0);
      expect(await leadsOf(car.id)).toBe(0);
      expect(payments.charges()).toHaveLength(charges);
      // The same car can then be reserved with a good card.
      expect((await reserve(side, car.slug, reservation())).statusCode).toBe(201);
    },
  );

  it.each([
    ['a number failing the Luhn check', withCard('4242 4242 4242 4241'), CARD_MESSAGES.number],
    ['an expired card', withCard(CARDS.ok, { expiry: '01/20' }), CARD_MESSAGES.expired],
    ['an unreadable expiry', withCard(CARDS.ok, { expiry: '13/30' }), CARD_MESSAGES.expiry],
    ['a 2-digit security code', withCard(CARDS.ok, { cvc: '12' }), CARD_MESSAGES.cvc],
    ['no name on the card', withCard(CARDS.ok, { name_on_card: ' ' }), CARD_MESSAGES.nameOnCard],
    [
      'a bad postcode',
      reservation({ postcode: '12345' }),
      'Invalid postcode. Please enter a 4-digit number.',
    ],
    ['a bad email', reservation({ email: 'jo' }), 'Please enter a valid email address.'],
    [
      'an unticked disclaimer',
      reservation({ terms_conditions: false }),
      '*You must agree to the terms of use before submitting.',
    ],
    ['no postcode', reservation({ postcode: null }), 'Invalid postcode. Please enter a 4-digit number.'],
    [
      'a phone number that is not Australian',
      reservation({ phone: '+1 415 555 0100' }),
      'Please enter a valid Australian phone number.',
    ],
    [
      'a name of digits',
      reservation({ name: '12345' }),
      'First name can only contain letters, spaces, full stops, apostrophes and hyphens.',
    ],
    [
      'an unknown kind',
      { ...reservation(), kind: 'lease' },
      'kind must be equal to one of the allowed values',
    ],
    ['no payment', { ...reservation(), payment: undefined }, 'payment is required'],
  ])('answers 400 for %s, before anything is charged or locked', async (_, body, message) => {
    const car = coastline[coastline.length - 1]!;
    const charges = payments.charges().length;
    const res = await reserve(side, car.slug, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(payments.charges()).toHaveLength(charges);
    expect(await isReserved(car.id)).toBe(false);
  });

  it('answers 409 when the reserve rule does not hold: price 200 or less, coming soon, sold', async () => {
    const [cheap, soon, sold] = [nextCar(), nextCar(), nextCar()];
    await db().query('UPDATE cars SET price = 200 WHERE id = $1', [cheap.id]);
    await db().query(`UPDATE cars SET status = 'coming_soon' WHERE id = $1`, [soon.id]);
    await db().query(
      `UPDATE cars SET status = 'sold', sold = true, sold_date_timestamp = extract(epoch FROM now())::bigint WHERE id = $1`,
      [sold.id],
    );
    const answers = await Promise.all(
      [cheap, soon, sold].map((car) => reserve(side, car.slug, reservation())),
    );
    expect(answers.map((res) => [res.statusCode, res.json().message])).toEqual([
      [409, 'Sorry, this car cannot be reserved online.'],
      [409, 'Sorry, this car cannot be reserved online.'],
      [409, 'Sorry, this car has just been sold.'],
    ]);
  });

  it('answers 409 on a dealer without autograb', async () => {
    const [car] = await db().query<{ slug: string }>(
      `SELECT c.slug FROM cars c JOIN dealerships d ON d.id = c.dealership_id JOIN sites s ON s.id = d.site_id
       WHERE s.slug = $1 AND c.status = 'in_stock' AND c.price > 200 AND NOT c.reserved LIMIT 1`,
      [NISSAN],
    );
    const res = await reserve(side, car!.slug, reservation(), NISSAN);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Sorry, this car cannot be reserved online.');
  });

  it('answers 404 for an unknown car and for another site’s car', async () => {
    const unknown = await reserve(side, 'no-such-car', reservation());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Sorry, this car could not be found.');
    const [capitalCar] = await reservableCars(t, CAPITAL);
    const foreign = await reserve(side, capitalCar!.slug, reservation());
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses buy_online on a site without online buying (400) and sells online where the site has it', async () => {
    const car = nextCar();
    const refused = await reserve(side, car.slug, reservation({ kind: 'buy_online' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Buying online is not available on this site.');
    expect(await isReserved(car.id)).toBe(false);

    const capitalCar = (await reservableCars(t, CAPITAL)).find((c) => c.price > 10_000)!;
    const res = await reserve(side, capitalCar.slug, reservation({ kind: 'buy_online' }), CAPITAL);
    expect(res.statusCode).toBe(201);
    const expected = Math.min(5000, Math.max(500, Math.round(capitalCar.price * 0.1)));
    expect(res.json().deposit).toBe(expected);
    const lead = await createLeadsRepository(db()).findById(res.json().lead_id);
    expect(lead!.category).toBe('Buy Online');
    expect(await isReserved(capitalCar.id)).toBe(true);
  });

  it('of 20 concurrent attempts on one car exactly one is charged and succeeds; 19 get 409', async () => {
    const car = nextCar();
    const charges = payments.charges().length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        reserve(side, car.slug, reservation({ email: `buyer${i}@example.com` })),
      ),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, ...Array(19).fill(409)]);
    for (const res of answers.filter((r) => r.statusCode === 409))
      expect(res.json().message).toBe('Sorry, this car has just been reserved by someone else.');
    expect(payments.charges()).toHaveLength(charges + 1);
    expect(await reservationsOf(car.id)).toBe(1);
    expect(await leadsOf(car.id)).toBe(1);
    expect((await indexRecord(t, car.id)).reserved).toBe(true);
  });

  it('answers a retried request with the same Idempotency-Key with the first reservation, charging once', async () => {
    const car = nextCar();
    const charges = payments.charges().length;
    const key = { 'idempotency-key': 'checkout-attempt-1' };
    const first = await reserve(side, car.slug, reservation(), COASTLINE, key);
    const again = await reserve(side, car.slug, reservation(), COASTLINE, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(payments.charges()).toHaveLength(charges + 1);
    const other = await reserve(side, nextCar().slug, reservation(), COASTLINE, key);
    expect(other.statusCode).toBe(422);
  });

  it('takes no payment when the car’s price is no longer the one the checkout showed (409 with the price now)', async () => {
    const car = nextCar();
    const charges = payments.charges().length;
    // A feed import put the price up while the shopper was on the checkout.
    await db().query('UPDATE cars SET price = $2 WHERE id = $1', [car.id, car.price + 1000]);
    const res = await reserve(side, car.slug, reservation({ price: car.price }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: expect.stringMatching(
        /^The price of this car has changed from \$[\d,]+ to \$[\d,]+ since this page was opened\. Please check the new price and deposit, then pay again\.$/,
      ),
      price: car.price + 1000,
    });
    expect(payments.charges()).toHaveLength(charges);
    expect(await isReserved(car.id)).toBe(false);
    expect(await reservationsOf(car.id)).toBe(0);
    expect(await leadsOf(car.id)).toBe(0);

    // At the price it shows now, it pays; a checkout that sends no price (an older one) is not checked.
    expect((await reserve(side, car.slug, reservation({ price: car.price + 1000 }))).statusCode).toBe(201);
    await db().query('UPDATE cars SET price = $2 WHERE id = $1', [car.id, car.price]);
    const other = nextCar();
    expect((await reserve(side, other.slug, reservation())).statusCode).toBe(201);
    expect(payments.charges()).toHaveLength(charges + 2);
  });

  it('answers a replay under the same key with the first reservation though the price changed since', async () => {
    const car = nextCar();
    const key = { 'idempotency-key': 'checkout-price-then-replay' };
    const first = await reserve(side, car.slug, reservation({ price: car.price }), COASTLINE, key);
    expect(first.statusCode).toBe(201);
    await db().query('UPDATE cars SET price = $2 WHERE id = $1', [car.id, car.price + 500]);
    const again = await reserve(side, car.slug, reservation({ price: car.price }), COASTLINE, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
  });

  it('refunds the charge and reserves nothing when storing the reservation fails after the charge', async () => {
    const car = nextCar();
    const tenant = (await t.app.platform.sites.findBySlug(COASTLINE))!;
    const errors: string[] = [];
    const attempt = reserveCar(
      {
        db: failingOn(db(), /INSERT INTO reservations/),
        payments,
        events: t.app.platform.events,
        now: () => new Date(),
        log: { error: (_, message) => errors.push(message) },
      },
      {
        tenant,
        slug: car.slug,
        request: reservation(),
        inSiteStock: () => true,
        idempotencyKey: null,
        userAgent: null,
        origin: 'https://dealer.example',
      },
    );
    await expect(attempt).rejects.toThrow('disk full');
    const last = payments.charges().at(-1)!;
    expect(last.refunded).toBe(true);
    expect(errors).toEqual([]);
    expect(await isReserved(car.id)).toBe(false);
    expect(await reservationsOf(car.id)).toBe(0);
    expect(await leadsOf(car.id)).toBe(0);
  });

  it('never stores a full card number', async () => {
    const rows = await db().query<{ text: string }>(
      `SELECT (SELECT coalesce(string_agg(r::text, ' '), '') FROM reservations r) ||
              (SELECT coalesce(string_agg(l::text, ' '), '') FROM leads l) AS text`,
    );
    const text = rows[0]!.text;
    expect(text).toContain('4242');
    for (const number of ['4242424242424242', '4242 4242 4242 4242', '4000000000000002']) {
      expect(text).not.toContain(number);
    }
  });
});

describe('declined payments from one IP (card testing)', () => {
  it('refuses payments from an IP with 3 declines in 15 minutes (429, Retry-After) before any card is charged', async () => {
    let now = new Date('2026-03-01T10:00:00Z').getTime();
    const app = Fastify({ logger: false });
    app.decorate('platform', t.app.platform);
    installErrorHandlers(app);
    await app.register(reservationsRoutes, { payments, declinesPerIp: 3, now: () => new Date(now) });
    await app.ready();
    try {
      const attempt = (slug: string, body: unknown, ip = '203.0.113.7') =>
        app.inject({
          method: 'POST',
          url: `/api/cars/${slug}/reservations`,
          remoteAddress: ip,
          headers: { host: hostOf(COASTLINE), 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
      const car = nextCar();
      // Refusals for the car or a mistyped card are not declines: they never hold a shopper back.
      expect((await attempt(car.slug, withCard('4242 4242 4242 4241'))).statusCode).toBe(400);
      expect((await attempt('no-such-car-1', reservation())).statusCode).toBe(404);
      for (let i = 0; i < 3; i++) {
        expect((await attempt(car.slug, withCard(CARDS.declined))).statusCode).toBe(402);
        now += 60_000;
      }
      const charges = payments.charges().length;
      const held = await attempt(car.slug, reservation());
      expect(held.statusCode).toBe(429);
      expect(held.json()).toEqual({
        message:
          'Too many declined payments in a short time. Please try again later, or call us to reserve this car.',
      });
      expect(Number(held.headers['retry-after'])).toBe(12 * 60);
      expect(payments.charges()).toHaveLength(charges);
      expect(await isReserved(car.id)).toBe(false);
      // Another shopper is not held back; this one is once the first decline is 15 minutes old.
      expect((await attempt(nextCar().slug, reservation(), '198.51.100.20')).statusCode).toBe(201);
      now += 12 * 60_000;
      expect((await attempt(car.slug, reservation())).statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/cars/{slug}/reservation', () => {
  const KEY = 'a'.repeat(16) + '0123456789abcdef';
  const lookup = (slug: string, kind: string, key?: string, site = COASTLINE) =>
    side.inject({
      method: 'GET',
      url: `/api/cars/${slug}/reservation?kind=${kind}`,
      headers: { host: hostOf(site), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    });

  it('answers the reservation a checkout’s key made, for a checkout that lost its payment’s answer', async () => {
    const car = nextCar();
    expect((await lookup(car.slug, 'reserve', KEY)).statusCode).toBe(404);
    const paid = await reserve(side, car.slug, reservation(), COASTLINE, { 'idempotency-key': KEY });
    expect(paid.statusCode).toBe(201);

    const found = await lookup(car.slug, 'reserve', KEY);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual(paid.json());
    expect(found.headers['cache-control']).toBe('no-store');
    // Another kind, another car, another site, another key: not this checkout's.
    expect((await lookup(car.slug, 'buy_online', KEY)).statusCode).toBe(404);
    expect((await lookup(nextCar().slug, 'reserve', KEY)).statusCode).toBe(404);
    expect((await lookup(car.slug, 'reserve', KEY, CAPITAL)).statusCode).toBe(404);
    expect((await lookup(car.slug, 'reserve', 'b'.repeat(32))).json()).toEqual({
      message: 'No reservation of this car was made with this Idempotency-Key.',
    });
  });

  it('refuses a lookup without a key long enough to be the checkout’s, or without its kind (400)', async () => {
    const car = nextCar();
    for (const key of [undefined, 'short-key', 'é'.repeat(40)]) {
      const res = await lookup(car.slug, 'reserve', key);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Idempotency-Key/);
    }
    expect((await lookup(car.slug, 'rent', KEY)).statusCode).toBe(400);
    const noKind = await side.inject({
      method: 'GET',
      url: `/api/cars/${car.slug}/reservation`,
      headers: { host: hostOf(COASTLINE), 'idempotency-key': KEY },
    });
    expect(noKind.statusCode).toBe(400);
  });
});
