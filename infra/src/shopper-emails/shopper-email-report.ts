import type { Db } from '../db/db';
import { sqlIsoTime } from '../db/sql-iso-time';
import type { ShopperEmailKind } from './shopper-email-queue';

/** A shopper email not sent yet, as ops sees it: the reservation it is about, never the shopper's details. */
export interface WaitingShopperEmail {
  reservation_id: string;
  kind: ShopperEmailKind;
  site: string;
  status: 'pending' | 'delivering';
  attempts: number;
  created_at: string;
  /** When the next attempt is due (or the current one's lease ends). */
  next_attempt_at: string;
  last_error: string | null;
}

/** Shopper emails (receipts, cancellation notices) in the lead delivery report (GET /api/ops/leads/delivery). */
export interface ShopperEmailReport {
  counts: { pending: number; delivering: number; sent_24h: number };
  /** The oldest waiting and its age since it was queued (its reservation or cancellation); null: none waits. */
  oldest_pending: (WaitingShopperEmail & { age_seconds: number }) | null;
  /** The newest waiting emails whose last attempt failed, newest first. */
  recent_failures: WaitingShopperEmail[];
}

const COLUMNS = `e.reservation_id::text, e.kind, s.slug AS site, e.delivery_status AS status,
  e.delivery_attempts AS attempts, ${sqlIsoTime('e.created_at')} AS created_at,
  ${sqlIsoTime('e.next_delivery_at')} AS next_attempt_at, e.last_delivery_error AS last_error`;

const WAITING = `shopper_emails e JOIN reservations r ON r.id = e.reservation_id JOIN sites s ON s.id = r.site_id
  WHERE e.delivery_status IN ('pending', 'delivering')`;

export async function shopperEmailReport(db: Db, recentLimit: number): Promise<ShopperEmailReport> {
  const [counts] = await db.query<ShopperEmailReport['counts']>(
    `SELECT (count(*) FILTER (WHERE delivery_status = 'pending'))::int AS pending,
       (count(*) FILTER (WHERE delivery_status = 'delivering'))::int AS delivering,
       (count(*) FILTER (WHERE delivery_status = 'delivered' AND delivered_at > now() - interval '24 hours'))::int
         AS sent_24h
     FROM shopper_emails`,
  );
  const [oldest] = await db.query<WaitingShopperEmail & { age_seconds: number }>(
    `SELECT ${COLUMNS}, GREATEST(0, EXTRACT(EPOCH FROM now() - e.created_at))::float8 AS age_seconds
     FROM ${WAITING} ORDER BY e.created_at, e.reservation_id LIMIT 1`,
  );
  const recent = await db.query<WaitingShopperEmail>(
    `SELECT ${COLUMNS} FROM ${WAITING} AND e.last_delivery_error IS NOT NULL
     ORDER BY e.created_at DESC, e.reservation_id DESC LIMIT $1`,
    [recentLimit],
  );
  return { counts: counts!, oldest_pending: oldest ?? null, recent_failures: recent };
}
