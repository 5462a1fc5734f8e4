import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { parseArgs, UsageError } from '../../cli/args';
import { checkCommand } from '../../cli/commands';
import { createHttpBackend } from '../../cli/http-backend';
import { OpsError } from '../../cli/ops-backend';
import { reservationsCommand } from '../../cli/reservation-commands';
import { createTestPaymentProvider, type TestPaymentProvider } from '../../payments/test-payment-provider';
import { createTestApp, TEST_TOKEN, waitForSearchIndex, type TestApp } from '../../test-support/test-app';
import { cancelReservation } from '../reservation-ops';
import { hostOf, indexRecord, reservableCars, reservation, reservationsApp } from './reservation-fixtures';

jest.setTimeout(180_000);

/**
 * A reservation the dealer cancels (the sale did not go ahead) frees its car: before, a confirmed reservation
 * held the car reserved for good, with no command to cancel it and a feed import unable to clear the flag.
 */
const SITE = 'coastline-motor-group';

let t: TestApp;
let payments: TestPaymentProvider;
let shop: FastifyInstance;
let cars: { id: number; slug: string; price: number }[];
let url: string;

beforeAll(async () => {
  // No delivery worker: the shopper emails stay waiting.
  t = await createTestApp({ demoCars: 300, leadDelivery: { enabled: false } });
  await waitForSearchIndex(t.app);
  payments = createTestPaymentProvider();
  shop = await reservationsApp(t, payments);
  cars = await reservableCars(t, SITE);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await shop?.close();
  await t?.close();
});

const nextCar = (() => {
  let next = 0;
  return () => cars[next++]!;
})();

async function reserve(slug: string) {
  const res = await shop.inject({
    method: 'POST',
    url: `/api/cars/${slug}/reservations`,
    headers: { host: hostOf(SITE), 'content-type': 'application/json' },
    payload: JSON.stringify(reservation()),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { reservation_id: string; payment_reference: string };
}

const ops = (method: 'GET' | 'POST', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/ops${path}`,
    headers: { authorization: `Bearer ${TEST_TOKEN}`, 'x-ops-actor': 'sam.dealer' },
    ...(payload ? { payload } : {}),
  });

const reservedFlag = async (carId: number) =>
  (
    await t.app.platform.db.query<{ reserved: boolean }>('SELECT reserved FROM cars WHERE id = $1', [carId])
  )[0]!.reserved;

describe('cancelling a reservation', () => {
  it('refunds the deposit once, frees the car in the database and the index, and records who and why', async () => {
    const car = nextCar();
    const { reservation_id, payment_reference } = await reserve(car.slug);
    expect((await indexRecord(t, car.id)).reserved).toBe(true);
    const deps = { db: t.app.platform.db, payments, events: t.app.platform.events };
    const cancelled = await cancelReservation(deps, {
      reservationId: reservation_id,
      refund: true,
      reason: 'buyer withdrew',
      actor: 'sam.dealer',
    });
    expect(cancelled).toMatchObject({
      reservation_id,
      site: SITE,
      car_slug: car.slug,
      status: 'refunded',
      deposit: 500,
      cancelled_by: 'sam.dealer',
      cancel_reason: 'buyer withdrew',
      car_released: true,
    });
    expect(payments.charges().find((c) => c.reference === payment_reference)?.refunded).toBe(true);
    expect(await reservedFlag(car.id)).toBe(false);
    expect((await indexRecord(t, car.id)).reserved).toBe(false);
    // Once only: a second cancellation is refused, nothing refunded again.
    await expect(
      cancelReservation(deps, { reservationId: reservation_id, refund: true, reason: null, actor: 'x' }),
    ).rejects.toThrow(`Reservation ${reservation_id} is refunded already: nothing to cancel.`);
    // The car can be reserved again.
    await reserve(car.slug);
  });

  it('answers a retry of a cancelled reservation (same Idempotency-Key) that it was cancelled, charging nothing', async () => {
    const car = nextCar();
    const send = () =>
      shop.inject({
        method: 'POST',
        url: `/api/cars/${car.slug}/reservations`,
        headers: {
          host: hostOf(SITE),
          'content-type': 'application/json',
          'idempotency-key': 'a-retried-checkout-key-0123456789abcdef',
        },
        payload: JSON.stringify(reservation()),
      });
    const first = await send();
    expect(first.statusCode).toBe(201);
    const deps = { db: t.app.platform.db, payments, events: t.app.platform.events };
    await cancelReservation(deps, {
      reservationId: first.json().reservation_id,
      refund: true,
      reason: null,
      actor: 'sam.dealer',
    });
    const charged = payments.charges().length;

    const retry = await send();
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(
      'This reservation has been cancelled. Please contact the dealer about this car.',
    );
    expect(payments.charges()).toHaveLength(charged);
    expect(await reservedFlag(car.id)).toBe(false);
  });

  it('through the ops API: lists without personal data, cancels without a refund, 404 and 409', async () => {
    const car = nextCar();
    const { reservation_id } = await reserve(car.slug);
    const listed = await ops('GET', `/reservations?site=${SITE}&status=confirmed`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().reservations).toContainEqual(
      expect.objectContaining({
        reservation_id,
        car_slug: car.slug,
        status: 'confirmed',
        kind: 'reserve',
        shopper_emails: [{ kind: 'receipt', status: 'waiting' }],
      }),
    );
    expect(listed.body).not.toMatch(/jo@example\.com|0412 345 678|Citizen/);

    const cancelled = await ops('POST', `/reservations/${reservation_id}/cancel`, {
      refund: false,
      reason: 'failed inspection',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'sam.dealer',
      cancel_reason: 'failed inspection',
      car_released: true,
      shopper_emails: [
        { kind: 'receipt', status: 'waiting' },
        { kind: 'cancellation', status: 'waiting' },
      ],
    });
    expect(await reservedFlag(car.id)).toBe(false);
    expect((await ops('POST', `/reservations/${reservation_id}/cancel`, { refund: true })).statusCode).toBe(
      409,
    );
    const unknown = await ops('POST', '/reservations/00000000-0000-4000-8000-000000000000/cancel', {
      refund: true,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await ops('POST', '/reservations/not-an-id/cancel', { refund: true })).statusCode).toBe(404);
    expect((await ops('POST', `/reservations/${reservation_id}/cancel`, {})).statusCode).toBe(400);
  });

  it('with the CLI: reservations list and reservations cancel --refund through the platform', async () => {
    const car = nextCar();
    const { reservation_id } = await reserve(car.slug);
    const backend = createHttpBackend(url, TEST_TOKEN);
    const run = async (...argv: string[]) => {
      const args = parseArgs(argv);
      checkCommand(args);
      const printed: string[] = [];
      await reservationsCommand(
        args,
        backend,
        (text) => printed.push(text),
        () => 'sam.dealer',
      );
      return printed.join('\n');
    };
    const list = await run('reservations', 'list', '--site', SITE, '--status', 'confirmed');
    expect(list.split('\n')[0]).toMatch(
      /^RESERVATION\s+SITE\s+CAR\s+KIND\s+DEPOSIT\s+STATUS\s+MADE\s+SHOPPER EMAILS\s+CANCELLED$/,
    );
    expect(list).toContain(`${reservation_id}  ${SITE}`);
    expect(list.split('\n').find((line) => line.startsWith(reservation_id))).toMatch(/ receipt waiting\s*$/);

    expect(
      await run('reservations', 'cancel', reservation_id, '--refund', '--reason', 'buyer withdrew'),
    ).toBe(
      `Reservation ${reservation_id} (${car.slug}, ${SITE}) is refunded: its $500 deposit was refunded ` +
        `(payment ${(await t.app.platform.db.query<{ p: string }>('SELECT payment_reference AS p FROM reservations WHERE id = $1::uuid', [reservation_id]))[0]!.p}). ` +
        'The car can be reserved and bought online again.',
    );
    await expect(run('reservations', 'cancel', reservation_id)).rejects.toThrow(OpsError);
    await expect(run('reservations', 'cancel', 'nope')).rejects.toThrow(UsageError);
    await expect(run('reservations', 'list', '--status', 'held')).rejects.toThrow(UsageError);
    expect(() => checkCommand(parseArgs(['reservations', 'cancel', reservation_id, '--dry-run']))).toThrow(
      /reservations cancel does not take --dry-run/,
    );
  });
});
