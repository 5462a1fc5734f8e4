import { randomUUID } from 'node:crypto';
import type { Car } from '../../../shared/src/domain/car';
import type { ReservationConfirmed, ReservationRequest } from '../../../shared/src/domain/vehicle';
import { reservationDeposit } from '../../../shared/src/rules/reservation-deposit';
import type { CarEvents } from '../cars/car-events';
import { createCarsRepository } from '../cars/cars-repository';
import type { Db } from '../db/db';
import { KEY_REUSED_MESSAGE } from '../leads/idempotency-key';
import { RequestError } from '../leads/request-errors';
import { saveLead } from '../leads/save-lead';
import { CardInvalid, PaymentDeclined, type PaymentProvider } from '../payments/payment-provider';
import { receiptContent } from '../shopper-emails/reservation-email-content';
import { createShopperEmailQueue } from '../shopper-emails/shopper-email-queue';
import type { Tenant } from '../sites/tenant';
import { paymentCardOf } from './payment-card-of';
import { DEPOSIT_CURRENCY, reservationLead, reservationRow } from './reservation-records';
import { reservationRefusal } from './reservation-refusal';
import { RESERVATION_MESSAGES } from './reservation-messages';
import { createReservationsRepository, type StoredReservation } from './reservations-repository';

export interface ReserveCarDeps {
  db: Db;
  payments: PaymentProvider;
  events: CarEvents;
  now: () => Date;
  log: { error(error: unknown, message: string): void };
}

export interface ReserveCarInput {
  tenant: Tenant;
  slug: string;
  request: ReservationRequest;
  /** Whether the site shows the car (its stock filter): a car it does not show is a 404. */
  inSiteStock: (car: Car) => boolean;
  idempotencyKey: string | null;
  userAgent: string | null;
  /** The site's own origin (siteOrigin): the shopper's receipt links the car's page on it. */
  origin: string;
}

export interface ReserveCarResult {
  confirmed: ReservationConfirmed;
  /** True when the Idempotency-Key named a reservation made earlier (nothing was charged now). */
  replayed: boolean;
}

/** The car's price is not the one the checkout showed (ReservationRequest.price): 409 with the price now. */
export class PriceChanged extends RequestError {
  constructor(
    shown: number,
    /** The car's price now. */
    readonly price: number,
  ) {
    super(409, RESERVATION_MESSAGES.repriced(shown, price));
  }
}

const confirmationOf = (row: StoredReservation): ReservationConfirmed => ({
  reservation_id: row.id,
  lead_id: row.lead_id,
  deposit: row.deposit_cents / 100,
  payment_reference: row.payment_reference,
});

/**
 * Reserves (or buys online) one car of the site and takes the deposit, all or nothing:
 *
 * 1. The card is checked first (400); nothing is locked for a malformed card.
 * 2. In one transaction: the site's row and then the car's are locked (lockSiteCar: SELECT … FOR UPDATE
 *    on the car), so concurrent attempts on one car queue here; each re-reads the row it locked. The first
 *    checks the reserve rule and that the price is still the one the checkout showed (409 PriceChanged, as
 *    a feed import may have changed it meanwhile: the deposit shown was worked out from it), charges the card,
 *    marks the car reserved, stores the lead (category Reserve / Buy Online, saveLead), the reservation and
 *    the shopper's receipt email (queued: the lead delivery worker sends it, src/shopper-emails), and
 *    commits. Every later attempt then finds the car reserved and gets 409 before its card is touched, so of
 *    concurrent attempts exactly one is charged and succeeds. A declined card rolls back (402), queuing
 *    nothing.
 * 3. A charge whose transaction then fails (a broken connection, a failed commit) is refunded in full.
 * 4. After the commit the search index re-reads the car (events.onCarsChanged), so its card shows RESERVED.
 *
 * The charge is made while the row lock is held: other reservations of the same car wait for the payment
 * call, other cars do not (on PostgreSQL; PGlite runs one transaction at a time anyway). The provider's
 * idempotency key is the reservation's id, so a retried charge call cannot charge twice. An Idempotency-Key
 * from the client makes a retried request answer the reservation it already made.
 */
export async function reserveCar(deps: ReserveCarDeps, input: ReserveCarInput): Promise<ReserveCarResult> {
  const { tenant, request, idempotencyKey } = input;
  if (request.kind === 'buy_online' && !tenant.site.buy_online)
    throw new RequestError(400, RESERVATION_MESSAGES.noBuyOnline);
  const checked = paymentCardOf(request.payment, deps.now());
  const reservationId = randomUUID();
  const charge: { reference: string | null } = { reference: null };
  let outcome: ReserveCarResult & { carId: number };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const reservations = createReservationsRepository(tx);
      const carId = await reservations.lockSiteCar(tenant.site.id, input.slug);
      if (carId === null) throw new RequestError(404, RESERVATION_MESSAGES.notFound);
      if (idempotencyKey) {
        const earlier = await reservations.findByKey(tenant.site.id, idempotencyKey);
        if (earlier && (earlier.car_id !== carId || earlier.kind !== request.kind))
          throw new RequestError(422, KEY_REUSED_MESSAGE);
        // A retry of a reservation cancelled since (reservation-ops.ts) is told so, not confirmed again.
        if (earlier && earlier.status !== 'confirmed')
          throw new RequestError(409, RESERVATION_MESSAGES.cancelled);
        if (earlier) return { confirmed: confirmationOf(earlier), replayed: true, carId };
      }
      const [car] = await createCarsRepository(tx).findByIds([carId]);
      if (!car || !input.inSiteStock(car)) throw new RequestError(404, RESERVATION_MESSAGES.notFound);
      const refusal = reservationRefusal(car, tenant.dealer);
      if (refusal) throw new RequestError(409, refusal);
      if (await reservations.hasConfirmed(car.id))
        throw new RequestError(409, RESERVATION_MESSAGES.takenByOther);
      // The shopper agreed to the price (and so the deposit) the checkout showed: never charge for another.
      if (request.price !== undefined && request.price !== car.price)
        throw new PriceChanged(request.price, car.price);

      const deposit = reservationDeposit(car.price, request.kind);
      const { reference } = await deps.payments.charge({
        amountCents: Math.round(deposit * 100),
        currency: DEPOSIT_CURRENCY,
        card: checked.card,
        description: `${request.kind === 'reserve' ? 'Reservation' : 'Online purchase'} deposit: ${car.name} (stock ${car.stocknum})`,
        idempotencyKey: reservationId,
      });
      charge.reference = reference;

      await reservations.markReserved(car.id);
      const lead = await saveLead(tx, {
        siteId: tenant.site.id,
        submission: reservationLead(car, input.request, { deposit, reservationId, reference }),
        carId: car.id,
        dealershipId: car.dealership_id,
        idempotencyKey: null,
        userAgent: input.userAgent,
      });
      const row = reservationRow(car, input, {
        id: reservationId,
        depositCents: Math.round(deposit * 100),
        provider: deps.payments.name,
        reference,
        card: checked,
        leadId: lead.lead_id,
      });
      await reservations.insert(row);
      await createShopperEmailQueue(tx).queueReceipt(
        receiptContent(car, tenant, input.origin, {
          reservationId,
          kind: request.kind,
          deposit,
          currency: row.currency,
          reference,
          brand: checked.brand,
          last4: checked.last4,
        }),
      );
      return { confirmed: confirmationOf({ ...row, status: 'confirmed' }), replayed: false, carId: car.id };
    });
  } catch (error) {
    if (charge.reference) await refund(deps, charge.reference, reservationId);
    if (error instanceof PaymentDeclined) throw new RequestError(402, error.message);
    if (error instanceof CardInvalid) throw new RequestError(400, error.message);
    throw error;
  }
  if (!outcome.replayed) await deps.events.emitCarsChanged([outcome.carId]);
  return { confirmed: outcome.confirmed, replayed: outcome.replayed };
}

/** Gives back a charge whose reservation was not stored; a failure is logged for the payments team. */
async function refund(deps: ReserveCarDeps, reference: string, reservationId: string): Promise<void> {
  try {
    await deps.payments.refund(reference, `refund:${reservationId}`);
  } catch (error) {
    deps.log.error(
      error,
      `refund of charge ${reference} (reservation ${reservationId}) failed: refund it by hand`,
    );
  }
}

/**
 * The reservation of the site's car `slug` that a checkout made under its Idempotency-Key (ReservationConfirmed),
 * or null: none, another kind, another car, or no longer confirmed. A checkout whose payment's answer was lost
 * (a reload while paying, a dropped connection) finds its car reserved: this tells it the reservation is its own.
 * It answers what the POST would answer to the same key, so it reveals nothing the key does not already reach.
 */
export async function findReservation(
  db: Db,
  input: { siteId: number; slug: string; kind: ReservationRequest['kind']; idempotencyKey: string },
): Promise<ReservationConfirmed | null> {
  const row = await createReservationsRepository(db).findByKey(input.siteId, input.idempotencyKey);
  if (!row || row.status !== 'confirmed' || row.kind !== input.kind || row.car_slug !== input.slug)
    return null;
  return confirmationOf(row);
}
