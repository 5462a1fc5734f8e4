import type { Db } from '../db/db';
import { sqlIsoTime } from '../db/sql-iso-time';
import type { CancellationContent, ReceiptContent } from './reservation-email-content';

/** The emails a reservation's shopper gets: its receipt, and a notice when it is cancelled. */
export type ShopperEmailKind = 'receipt' | 'cancellation';

/** A claimed email with its recipient, read from the reservation (the shopper's details are kept there only). */
export type DueShopperEmail = {
  reservation_id: string;
  created_at: string;
  /** Including the attempt this claim starts. */
  delivery_attempts: number;
  site_slug: string;
  name: string;
  email: string;
} & ({ kind: 'receipt'; content: ReceiptContent } | { kind: 'cancellation'; content: CancellationContent });

/**
 * The outbox of shopper emails (shopper_emails, migration 020), as the leads' (delivery-repository.ts): a row
 * is queued in its reservation's (or cancellation's) transaction, claimed with a lease (FOR UPDATE SKIP LOCKED;
 * a claim whose worker died is due again when the lease ends) and marked sent or due again after a backoff.
 * One row per reservation and kind: queuing it again does nothing.
 */
export interface ShopperEmailQueue {
  queueReceipt(content: ReceiptContent): Promise<void>;
  /** The notice of a reservation cancelled in this transaction (its status already cancelled or refunded). */
  queueCancellation(reservationId: string): Promise<void>;
  claimDue(limit: number, leaseMs: number): Promise<DueShopperEmail[]>;
  /** Sent (error null), or due again after `retryDelayMs` with the error; resolves with the next attempt's time. */
  finish(
    email: Pick<DueShopperEmail, 'reservation_id' | 'kind'>,
    error: string | null,
    retryDelayMs: number,
  ): Promise<{ next_attempt_at: string | null }>;
}

/**
 * The cancellation notice's content: the reservation's car and deposit and whether it was refunded; the dealer
 * its receipt named (a reservation from before receipts: its dealership and the dealer's phone and email).
 */
const CANCELLATION_CONTENT = `jsonb_build_object(
    'reservation_id', r.id::text, 'kind', r.kind, 'site_name', s.name,
    'deposit', r.deposit_cents / 100.0, 'currency', r.currency,
    'card_brand', r.card_brand, 'card_last4', r.card_last4, 'car_name', r.car_name,
    'refunded', r.status = 'refunded',
    'dealer', COALESCE(receipt.content->'dealer', jsonb_build_object(
      'name', COALESCE(d.name, dc.name, s.name), 'phone', COALESCE(dc.phone, ''), 'email', NULLIF(dc.email, ''))))`;

export function createShopperEmailQueue(db: Db): ShopperEmailQueue {
  return {
    async queueReceipt(content) {
      await db.query(
        `INSERT INTO shopper_emails (reservation_id, kind, content) VALUES ($1::uuid, 'receipt', $2::jsonb)
         ON CONFLICT (reservation_id, kind) DO NOTHING`,
        [content.reservation_id, JSON.stringify(content)],
      );
    },
    async queueCancellation(reservationId) {
      await db.query(
        `INSERT INTO shopper_emails (reservation_id, kind, content)
         SELECT r.id, 'cancellation', ${CANCELLATION_CONTENT}
         FROM reservations r JOIN sites s ON s.id = r.site_id
         LEFT JOIN dealerships d ON d.id = r.dealership_id
         LEFT JOIN dealer_configs dc ON dc.site_id = r.site_id
         LEFT JOIN shopper_emails receipt ON receipt.reservation_id = r.id AND receipt.kind = 'receipt'
         WHERE r.id = $1::uuid
         ON CONFLICT (reservation_id, kind) DO NOTHING`,
        [reservationId],
      );
    },
    async claimDue(limit, leaseMs) {
      return db.query<DueShopperEmail>(
        `WITH due AS (
           SELECT reservation_id, kind FROM shopper_emails
           WHERE delivery_status IN ('pending', 'delivering') AND next_delivery_at <= now()
           ORDER BY next_delivery_at
           LIMIT $1
           FOR UPDATE SKIP LOCKED
         ), claimed AS (
           UPDATE shopper_emails e
           SET delivery_status = 'delivering', delivery_attempts = e.delivery_attempts + 1,
               next_delivery_at = now() + make_interval(secs => $2::double precision / 1000)
           FROM due WHERE e.reservation_id = due.reservation_id AND e.kind = due.kind
           RETURNING e.*
         )
         SELECT c.reservation_id::text, c.kind, c.content, ${sqlIsoTime('c.created_at')} AS created_at,
           c.delivery_attempts, s.slug AS site_slug, r.name, r.email
         FROM claimed c JOIN reservations r ON r.id = c.reservation_id JOIN sites s ON s.id = r.site_id
         ORDER BY c.created_at`,
        [limit, leaseMs],
      );
    },
    async finish(email, error, retryDelayMs) {
      const [row] = await db.query<{ next_attempt_at: string | null }>(
        `UPDATE shopper_emails SET
           delivery_status = CASE WHEN $3::text IS NULL THEN 'delivered' ELSE 'pending' END,
           delivered_at = CASE WHEN $3::text IS NULL THEN now() ELSE delivered_at END,
           last_delivery_error = $3::text,
           next_delivery_at = CASE WHEN $3::text IS NULL THEN next_delivery_at
             ELSE now() + make_interval(secs => $4::double precision / 1000) END
         WHERE reservation_id = $1::uuid AND kind = $2
         RETURNING CASE WHEN delivery_status = 'pending' THEN ${sqlIsoTime('next_delivery_at')} END AS next_attempt_at`,
        [email.reservation_id, email.kind, error?.slice(0, 1000) ?? null, retryDelayMs],
      );
      return row ?? { next_attempt_at: null };
    },
  };
}
