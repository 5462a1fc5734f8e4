import type { Db } from '../db/db';
import type { MailMode } from './mail-transport';

/**
 * What ops sees of lead delivery across every dealership (GET /api/ops/leads/delivery, `leads status`) and
 * how it makes leads due again (`leads retry`). Lead ids, dealerships, attempts and errors only: never the
 * lead's personal data (its payload).
 */

export const ISO = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The lead's dealership, else its site's first one (as the worker delivers it): joined as `d`, with its slug
 * and its channels (`delivery`).
 */
export const DEALERSHIP = `LEFT JOIN LATERAL (
    SELECT slug, delivery FROM dealerships
    WHERE site_id = l.site_id AND (l.dealership_id IS NULL OR id = l.dealership_id)
    ORDER BY position, id LIMIT 1
  ) d ON true`;

/** A lead not delivered yet, as ops sees it. */
export interface UndeliveredLead {
  lead_id: string;
  dealership: string | null;
  site: string;
  status: 'pending' | 'delivering' | 'failed';
  attempts: number;
  created_at: string;
  /** Pending or delivering: when the next attempt is due (or the current one's lease ends). */
  next_attempt_at: string | null;
  last_error: string | null;
}

export interface DealershipDelivery {
  dealership: string | null;
  site: string;
  /** Pending and delivering. */
  pending: number;
  failed: number;
  oldest_pending_at: string | null;
}

export interface LeadDeliveryReport {
  /** When the report was made (the database's clock). */
  at: string;
  /** The answering server's worker and how its emails leave; null straight on the database (CLI --local). */
  worker: { running: boolean; email: MailMode } | null;
  counts: { pending: number; delivering: number; failed: number; delivered_24h: number };
  /** The oldest lead waiting (pending or delivering) and its age in seconds; null when none waits. */
  oldest_pending: (UndeliveredLead & { age_seconds: number }) | null;
  /** Dealerships with leads waiting or failed, most waiting first. */
  dealerships: DealershipDelivery[];
  /** The newest leads not delivered that have an error (failed, or waiting to be retried), newest first. */
  recent_failures: UndeliveredLead[];
}

const UNDELIVERED_COLUMNS = `l.id::text AS lead_id, d.slug AS dealership, s.slug AS site,
  l.delivery_status AS status, l.delivery_attempts AS attempts, ${ISO('l.created_at')} AS created_at,
  CASE WHEN l.delivery_status IN ('pending', 'delivering') THEN ${ISO('l.next_delivery_at')} END
    AS next_attempt_at,
  l.last_delivery_error AS last_error`;

export async function leadDeliveryReport(db: Db, recentLimit = 20): Promise<LeadDeliveryReport> {
  const [counts] = await db.query<LeadDeliveryReport['counts'] & { at: string }>(
    `SELECT ${ISO('now()')} AS at,
       (count(*) FILTER (WHERE delivery_status = 'pending'))::int AS pending,
       (count(*) FILTER (WHERE delivery_status = 'delivering'))::int AS delivering,
       (count(*) FILTER (WHERE delivery_status = 'failed'))::int AS failed,
       (count(*) FILTER (WHERE delivery_status = 'delivered' AND delivered_at > now() - interval '24 hours'))::int
         AS delivered_24h
     FROM leads`,
  );
  const [oldest] = await db.query<UndeliveredLead & { age_seconds: number }>(
    `SELECT ${UNDELIVERED_COLUMNS},
       GREATEST(0, EXTRACT(EPOCH FROM now() - l.created_at))::float8 AS age_seconds
     FROM leads l JOIN sites s ON s.id = l.site_id ${DEALERSHIP}
     WHERE l.delivery_status IN ('pending', 'delivering')
     ORDER BY l.created_at, l.id LIMIT 1`,
  );
  const dealerships = await db.query<DealershipDelivery>(
    `SELECT d.slug AS dealership, s.slug AS site,
       (count(*) FILTER (WHERE l.delivery_status IN ('pending', 'delivering')))::int AS pending,
       (count(*) FILTER (WHERE l.delivery_status = 'failed'))::int AS failed,
       ${ISO("min(l.created_at) FILTER (WHERE l.delivery_status IN ('pending', 'delivering'))")}
         AS oldest_pending_at
     FROM leads l JOIN sites s ON s.id = l.site_id ${DEALERSHIP}
     WHERE l.delivery_status IN ('pending', 'delivering', 'failed')
     GROUP BY d.slug, s.slug
     ORDER BY pending DESC, failed DESC, d.slug`,
  );
  const recent = await db.query<UndeliveredLead>(
    `SELECT ${UNDELIVERED_COLUMNS}
     FROM leads l JOIN sites s ON s.id = l.site_id ${DEALERSHIP}
     WHERE l.delivery_status IN ('pending', 'delivering', 'failed') AND l.last_delivery_error IS NOT NULL
     ORDER BY l.created_at DESC, l.id DESC LIMIT $1`,
    [recentLimit],
  );
  const { at, ...rest } = counts!;
  return {
    at,
    worker: null,
    counts: rest,
    oldest_pending: oldest ?? null,
    dealerships,
    recent_failures: recent,
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

/** Which leads `retryLeads` makes due: the failed ones, or every lead not delivered (pending and failed). */
export type RetryScope = 'failed' | 'undelivered';

/** Makes every failed (or every pending and failed) lead due now; resolves with how many. */
export async function retryLeads(db: Db, scope: RetryScope): Promise<number> {
  const statuses = scope === 'failed' ? ['failed'] : ['pending', 'failed'];
  const rows = await db.query<{ id: string }>(
    `UPDATE leads SET delivery_status = 'pending', next_delivery_at = now()
     WHERE delivery_status = ANY($1::text[]) RETURNING id::text`,
    [statuses],
  );
  return rows.length;
}
