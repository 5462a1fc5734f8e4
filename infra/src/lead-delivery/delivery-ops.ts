import type { Db } from '../db/db';
import { shopperEmailReport, type ShopperEmailReport } from '../shopper-emails/shopper-email-report';
import type { MailMode } from './mail-transport';

/**
 * What ops sees of lead delivery across every dealership (GET /api/ops/leads/delivery, `leads status`) and
 * how it makes leads due again (`leads retry`). Lead ids, dealerships, attempts and errors only: never the
 * lead's personal data (its payload).
 */

export const ISO = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The lead's dealership, joined as `d`, with its slug and its channels (`delivery`); none (null) for a lead
 * whose dealership was deleted, which the worker sends to the dealer's email (DEALERLESS_DELIVERY).
 */
export const DEALERSHIP = `LEFT JOIN dealerships d ON d.id = l.dealership_id AND d.site_id = l.site_id`;

/**
 * The latest resend of a lead (`rs`: resend, resent_at, resent_by; none: never resent), for the leads not
 * delivered: only a delivered lead is resent, so one waiting or failed with a resend is that resend's sending
 * (a delivered lead's would be one long done).
 */
const LATEST_RESEND = `LEFT JOIN LATERAL (
    SELECT r.resend, r.resent_at, r.resent_by FROM lead_resends r
    WHERE r.lead_id = l.id ORDER BY r.resend DESC LIMIT 1
  ) rs ON true`;

/** A lead not delivered yet, as ops sees it. */
export interface UndeliveredLead {
  lead_id: string;
  dealership: string | null;
  site: string;
  status: 'pending' | 'delivering' | 'failed';
  /** Which sending it is: 0 its first delivery, n the nth resend an operator asked for (leads resend). */
  resend: number;
  attempts: number;
  created_at: string;
  /** Pending or delivering: when the next attempt is due (or the current one's lease ends). */
  next_attempt_at: string | null;
  last_error: string | null;
}

/** A resend waiting (pending or delivering), aged from when it was asked for. */
export interface WaitingResend extends UndeliveredLead {
  resent_at: string;
  resent_by: string;
  /** Seconds since the resend was asked for (not since the shopper sent the lead). */
  age_seconds: number;
}

export interface DealershipDelivery {
  dealership: string | null;
  site: string;
  /** First deliveries pending and delivering. */
  pending: number;
  /** First deliveries failed. */
  failed: number;
  /** When the oldest of `pending` was sent by its shopper. */
  oldest_pending_at: string | null;
  /** Resends pending and delivering. */
  resends_pending: number;
  resends_failed: number;
  /** When the oldest of `resends_pending` was asked for. */
  oldest_resend_at: string | null;
}

export interface LeadDeliveryReport {
  /** When the report was made (the database's clock). */
  at: string;
  /** The answering server's worker and how its emails leave; null straight on the database (CLI --local). */
  worker: { running: boolean; email: MailMode } | null;
  /**
   * First deliveries (leads never delivered yet) by state, and the leads delivered in the last 24 h (their
   * last delivery, a resend's too). Resends are counted apart (`resends`).
   */
  counts: { pending: number; delivering: number; failed: number; delivered_24h: number };
  /**
   * The oldest first delivery waiting (pending or delivering) and its age since the shopper sent it; null
   * when none waits.
   */
  oldest_pending: (UndeliveredLead & { age_seconds: number }) | null;
  /**
   * Delivered leads an operator put back in the queue (leads resend) and not delivered again yet, by state,
   * and the oldest waiting, aged from when its resend was asked for: a resend of week-old leads is not a
   * week-long delivery outage.
   */
  resends: { pending: number; delivering: number; failed: number; oldest: WaitingResend | null };
  /** Dealerships with leads waiting or failed (first deliveries or resends), most waiting first. */
  dealerships: DealershipDelivery[];
  /**
   * The newest leads not delivered that have an error (failed, or waiting to be retried), newest first (a
   * resend by when it was asked for).
   */
  recent_failures: UndeliveredLead[];
  /** The emails to shoppers the same worker sends (a reservation's receipt, its cancellation notice). */
  shopper_emails: ShopperEmailReport;
}

const UNDELIVERED_COLUMNS = `l.id::text AS lead_id, d.slug AS dealership, s.slug AS site,
  l.delivery_status AS status, COALESCE(rs.resend, 0) AS resend, l.delivery_attempts AS attempts,
  ${ISO('l.created_at')} AS created_at,
  CASE WHEN l.delivery_status IN ('pending', 'delivering') THEN ${ISO('l.next_delivery_at')} END
    AS next_attempt_at,
  l.last_delivery_error AS last_error`;

const UNDELIVERED_FROM = `leads l JOIN sites s ON s.id = l.site_id ${DEALERSHIP} ${LATEST_RESEND}`;

/** Of the leads joined with LATEST_RESEND: a first delivery, a resend, waiting (pending or being delivered). */
const FIRST = 'rs.resend IS NULL';
const RESENT = 'rs.resend IS NOT NULL';
const WAITING = `l.delivery_status IN ('pending', 'delivering')`;

export async function leadDeliveryReport(db: Db, recentLimit = 20): Promise<LeadDeliveryReport> {
  const [counts] = await db.query<
    LeadDeliveryReport['counts'] & {
      at: string;
      resends_pending: number;
      resends_delivering: number;
      resends_failed: number;
    }
  >(
    `SELECT ${ISO('now()')} AS at,
       (count(*) FILTER (WHERE l.delivery_status = 'pending' AND ${FIRST}))::int AS pending,
       (count(*) FILTER (WHERE l.delivery_status = 'delivering' AND ${FIRST}))::int AS delivering,
       (count(*) FILTER (WHERE l.delivery_status = 'failed' AND ${FIRST}))::int AS failed,
       (SELECT count(*) FROM leads
        WHERE delivery_status = 'delivered' AND delivered_at > now() - interval '24 hours')::int AS delivered_24h,
       (count(*) FILTER (WHERE l.delivery_status = 'pending' AND ${RESENT}))::int AS resends_pending,
       (count(*) FILTER (WHERE l.delivery_status = 'delivering' AND ${RESENT}))::int AS resends_delivering,
       (count(*) FILTER (WHERE l.delivery_status = 'failed' AND ${RESENT}))::int AS resends_failed
     FROM leads l ${LATEST_RESEND}
     WHERE l.delivery_status IN ('pending', 'delivering', 'failed')`,
  );
  const [oldest] = await db.query<UndeliveredLead & { age_seconds: number }>(
    `SELECT ${UNDELIVERED_COLUMNS},
       GREATEST(0, EXTRACT(EPOCH FROM now() - l.created_at))::float8 AS age_seconds
     FROM ${UNDELIVERED_FROM}
     WHERE ${WAITING} AND ${FIRST}
     ORDER BY l.created_at, l.id LIMIT 1`,
  );
  const [oldestResend] = await db.query<WaitingResend>(
    `SELECT ${UNDELIVERED_COLUMNS}, ${ISO('rs.resent_at')} AS resent_at, rs.resent_by,
       GREATEST(0, EXTRACT(EPOCH FROM now() - rs.resent_at))::float8 AS age_seconds
     FROM ${UNDELIVERED_FROM}
     WHERE ${WAITING} AND ${RESENT}
     ORDER BY rs.resent_at, l.id LIMIT 1`,
  );
  const dealerships = await db.query<DealershipDelivery>(
    `SELECT d.slug AS dealership, s.slug AS site,
       (count(*) FILTER (WHERE ${WAITING} AND ${FIRST}))::int AS pending,
       (count(*) FILTER (WHERE l.delivery_status = 'failed' AND ${FIRST}))::int AS failed,
       ${ISO(`min(l.created_at) FILTER (WHERE ${WAITING} AND ${FIRST})`)} AS oldest_pending_at,
       (count(*) FILTER (WHERE ${WAITING} AND ${RESENT}))::int AS resends_pending,
       (count(*) FILTER (WHERE l.delivery_status = 'failed' AND ${RESENT}))::int AS resends_failed,
       ${ISO(`min(rs.resent_at) FILTER (WHERE ${WAITING})`)} AS oldest_resend_at
     FROM ${UNDELIVERED_FROM}
     WHERE l.delivery_status IN ('pending', 'delivering', 'failed')
     GROUP BY d.slug, s.slug
     ORDER BY pending DESC, failed DESC, resends_pending DESC, resends_failed DESC, d.slug`,
  );
  const recent = await db.query<UndeliveredLead>(
    `SELECT ${UNDELIVERED_COLUMNS}
     FROM ${UNDELIVERED_FROM}
     WHERE l.delivery_status IN ('pending', 'delivering', 'failed') AND l.last_delivery_error IS NOT NULL
     ORDER BY COALESCE(rs.resent_at, l.created_at) DESC, l.id DESC LIMIT $1`,
    [recentLimit],
  );
  const { at, resends_pending, resends_delivering, resends_failed, ...rest } = counts!;
  return {
    at,
    worker: null,
    counts: rest,
    oldest_pending: oldest ?? null,
    resends: {
      pending: resends_pending,
      delivering: resends_delivering,
      failed: resends_failed,
      oldest: oldestResend ?? null,
    },
    dealerships,
    recent_failures: recent,
    shopper_emails: await shopperEmailReport(db, recentLimit),
  };
}

/** A lead made due now. */
export interface RetriedLead {
  lead_id: string;
  previous_status: 'pending' | 'failed';
  status: 'pending';
  attempts: number;
  next_attempt_at: string;
}

/** Why a lead cannot be retried: unknown (404), or delivered / being delivered right now (409). */
export class LeadRetryRefused extends Error {
  constructor(
    message: string,
    readonly reason: 'unknown' | 'delivered' | 'delivering',
  ) {
    super(message);
  }
}

export const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Makes a pending or failed lead due now: next attempt now, a failed one pending again. Its attempts, last
 * error and the channels that already acknowledged it are kept (those are not sent again).
 */
export async function retryLead(db: Db, leadId: string): Promise<RetriedLead> {
  if (!LEAD_ID.test(leadId)) throw new LeadRetryRefused(`No lead ${leadId} (a lead id is a UUID)`, 'unknown');
  const [row] = await db.query<{
    previous: string;
    delivered_at: string | null;
    attempts: number;
    next_attempt_at: string | null;
    updated: boolean;
  }>(
    `WITH target AS (
       SELECT id, delivery_status AS previous FROM leads WHERE id = $1::uuid FOR UPDATE
     ), updated AS (
       UPDATE leads l SET delivery_status = 'pending', next_delivery_at = now()
       FROM target t WHERE l.id = t.id AND t.previous IN ('pending', 'failed')
       RETURNING l.id
     )
     SELECT t.previous, ${ISO('l.delivered_at')} AS delivered_at, l.delivery_attempts AS attempts,
       ${ISO('CASE WHEN u.id IS NULL THEN l.next_delivery_at ELSE now() END')} AS next_attempt_at,
       u.id IS NOT NULL AS updated
     FROM target t JOIN leads l ON l.id = t.id LEFT JOIN updated u ON u.id = t.id`,
    [leadId],
  );
  if (!row) throw new LeadRetryRefused(`No lead ${leadId}`, 'unknown');
  if (row.previous === 'delivered')
    throw new LeadRetryRefused(
      `Lead ${leadId} was delivered at ${row.delivered_at}; nothing to retry (leads resend sends it again)`,
      'delivered',
    );
  if (!row.updated)
    throw new LeadRetryRefused(
      `Lead ${leadId} is being delivered right now (attempt ${row.attempts}); see leads status`,
      'delivering',
    );
  return {
    lead_id: leadId,
    previous_status: row.previous as RetriedLead['previous_status'],
    status: 'pending',
    attempts: row.attempts,
    next_attempt_at: row.next_attempt_at!,
  };
}

/**
 * Which leads `retryLeads` makes due: the failed ones, or every lead not delivered (pending and failed). The
 * shopper emails of reservations go with them: those whose last attempt failed, or every one waiting.
 */
export type RetryScope = 'failed' | 'undelivered';

/** How many leads and shopper emails `retryLeads` made due now. */
export interface RetriedDeliveries {
  retried: number;
  shopper_emails: number;
}

/**
 * Makes every failed (or every pending and failed) lead due now, and the shopper emails of the same scope
 * (a shopper email is never given up on, so "failed" is one whose last attempt failed), e.g. after a mail
 * outage instead of waiting out the backoff. One taken by a worker right now is left to it.
 */
export async function retryLeads(db: Db, scope: RetryScope): Promise<RetriedDeliveries> {
  const statuses = scope === 'failed' ? ['failed'] : ['pending', 'failed'];
  const leads = await db.query<{ id: string }>(
    `UPDATE leads SET delivery_status = 'pending', next_delivery_at = now()
     WHERE delivery_status = ANY($1::text[]) RETURNING id::text`,
    [statuses],
  );
  const emails = await db.query<{ reservation_id: string }>(
    `UPDATE shopper_emails SET next_delivery_at = now()
     WHERE delivery_status = 'pending' AND ($1::boolean OR last_delivery_error IS NOT NULL)
     RETURNING reservation_id::text`,
    [scope === 'undelivered'],
  );
  return { retried: leads.length, shopper_emails: emails.length };
}
