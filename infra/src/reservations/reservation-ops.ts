import type { CarEvents } from '../cars/car-events';
import type { Db } from '../db/db';
import { ISO } from '../lead-delivery/delivery-ops';
import type { PaymentProvider } from '../payments/payment-provider';
import { createShopperEmailQueue } from '../shopper-emails/shopper-email-queue';

/**
 * What ops sees of reservations (GET /api/ops/reservations, `reservations list`) and how a dealer's
 * reservation is cancelled when the sale does not go ahead (`reservations cancel`). Ids, cars, deposits and
 * states only: never the shopper's personal data (the dealer has it with the reservation's lead; the shopper
 * quotes the reservation reference, which is the id).
 */

/** A reservation as ops sees it. */
export interface ReservationSummary {
  reservation_id: string;
  site: string;
  dealership: string | null;
  car_id: number | null;
  car_slug: string;
  car_name: string;
  kind: 'reserve' | 'buy_online';
  /** Deposit in dollars. */
  deposit: number;
  status: 'confirmed' | 'cancelled' | 'refunded';
  payment_reference: string;
  created_at: string;
  cancelled_at: string | null;
  cancelled_by: string | null;
  cancel_reason: string | null;
  /** The shopper's emails of it (receipt, cancellation notice), oldest first: sent, or waiting to be sent. */
  shopper_emails: { kind: 'receipt' | 'cancellation'; status: 'sent' | 'waiting' }[];
}

export interface ReservationListQuery {
  /** A site's slug: its reservations only. */
  site?: string;
  status?: ReservationSummary['status'];
  /** Newest first, at most this many (1–500). */
  limit: number;
}

export interface CancelReservationRequest {
  reservationId: string;
  /** Give the deposit back through the payment provider (status 'refunded'); else 'cancelled'. */
  refund: boolean;
  reason: string | null;
  actor: string;
}

export interface CancelledReservation extends ReservationSummary {
  /**
   * Whether cancelling freed the car (false: it was not marked reserved: it is gone, or the flag was cleared
   * by hand). A later feed import that says the car is reserved marks it again.
   */
  car_released: boolean;
}

/** Why a cancellation was refused: no such reservation (404), or it is not confirmed any more (409). */
export class ReservationCancelRefused extends Error {
  constructor(
    readonly reason: 'unknown' | 'not-confirmed',
    message: string,
  ) {
    super(message);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SUMMARY = `SELECT r.id::text AS reservation_id, s.slug AS site, d.slug AS dealership, r.car_id, r.car_slug,
    r.car_name, r.kind, r.deposit_cents / 100.0 AS deposit, r.status, r.payment_reference,
    ${ISO('r.created_at')} AS created_at,
    CASE WHEN r.cancelled_at IS NULL THEN NULL ELSE ${ISO('r.cancelled_at')} END AS cancelled_at,
    r.cancelled_by, r.cancel_reason,
    COALESCE((SELECT jsonb_agg(jsonb_build_object('kind', e.kind,
        'status', CASE WHEN e.delivery_status = 'delivered' THEN 'sent' ELSE 'waiting' END) ORDER BY e.created_at)
      FROM shopper_emails e WHERE e.reservation_id = r.id), '[]'::jsonb) AS shopper_emails
  FROM reservations r JOIN sites s ON s.id = r.site_id LEFT JOIN dealerships d ON d.id = r.dealership_id`;

const summaryOf = (row: ReservationSummary): ReservationSummary => ({ ...row, deposit: Number(row.deposit) });

/** The newest reservations, of one site and one status when asked. */
export async function listReservations(db: Db, query: ReservationListQuery): Promise<ReservationSummary[]> {
  const rows = await db.query<ReservationSummary>(
    `${SUMMARY}
     WHERE ($1::text IS NULL OR s.slug = $1) AND ($2::text IS NULL OR r.status = $2)
     ORDER BY r.created_at DESC, r.id LIMIT $3`,
    [query.site ?? null, query.status ?? null, query.limit],
  );
  return rows.map(summaryOf);
}

export interface CancelReservationDeps {
  db: Db;
  payments: PaymentProvider;
  events: CarEvents;
}

/**
 * Cancels a confirmed reservation (the sale did not go ahead), in one transaction: the reservation and its car
 * are locked, the deposit is refunded through the provider when asked (its idempotency key is the
 * reservation's, so a cancellation retried after a failure never refunds twice), the reservation records who,
 * when and why, the shopper's cancellation notice is queued (refunded or not; src/shopper-emails), and the car
 * is no longer reserved (a later feed import that says it is reserved marks it
 * again: cars-repository.ts keeps a reservation's flag only while the reservation is confirmed). Then the
 * search index reads the car again, so it can be reserved or bought online once more. A refund the provider
 * refuses leaves everything as it was (the error goes to the caller).
 */
export async function cancelReservation(
  deps: CancelReservationDeps,
  request: CancelReservationRequest,
): Promise<CancelledReservation> {
  const unknown = () => new ReservationCancelRefused('unknown', `No reservation ${request.reservationId}.`);
  if (!UUID.test(request.reservationId)) throw unknown();
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<{ status: string; car_id: number | null; payment_reference: string }>(
      'SELECT status, car_id, payment_reference FROM reservations WHERE id = $1::uuid FOR UPDATE',
      [request.reservationId],
    );
    if (!row) throw unknown();
    if (row.status !== 'confirmed')
      throw new ReservationCancelRefused(
        'not-confirmed',
        `Reservation ${request.reservationId} is ${row.status} already: nothing to cancel.`,
      );
    if (row.car_id !== null) await tx.query('SELECT 1 FROM cars WHERE id = $1 FOR UPDATE', [row.car_id]);
    if (request.refund) await deps.payments.refund(row.payment_reference, `cancel:${request.reservationId}`);
    await tx.query(
      `UPDATE reservations SET status = $2, cancelled_at = now(), cancelled_by = $3, cancel_reason = $4
       WHERE id = $1::uuid`,
      [request.reservationId, request.refund ? 'refunded' : 'cancelled', request.actor, request.reason],
    );
    await createShopperEmailQueue(tx).queueCancellation(request.reservationId);
    // The car was reserved by this reservation (the reserve rule refuses a reserved car): it is free again.
    const released =
      row.car_id !== null &&
      (
        await tx.query(
          'UPDATE cars SET reserved = false, updated_at = now() WHERE id = $1 AND reserved RETURNING id',
          [row.car_id],
        )
      ).length > 0;
    const [summary] = await tx.query<ReservationSummary>(`${SUMMARY} WHERE r.id = $1::uuid`, [
      request.reservationId,
    ]);
    return { summary: summaryOf(summary!), carId: row.car_id, released };
  });
  if (outcome.carId !== null) await deps.events.emitCarsChanged([outcome.carId]);
  return { ...outcome.summary, car_released: outcome.released };
}
