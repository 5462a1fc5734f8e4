import type { Db } from '../db/db';
import { noDealershipMessage } from '../dealer-api/dealer-tokens';
import { DEALERLESS_DELIVERY, parseDeliveryConfig, type ChannelName } from './delivery-config';
import { DEALERSHIP, ISO, LEAD_ID } from './delivery-ops';
import { readTimeOrAgo, TIME_OR_AGO_FORMAT } from './time-or-ago';

/**
 * Resending delivered leads (POST /api/ops/leads/resend, `leads resend`): a lead the dealer says it never got
 * goes back in the delivery queue, due now, and the worker sends it again on every channel its dealership has
 * now, as resend n (lead_resends, migration 013: who and when). Its first delivery's record stays.
 */

/** The most leads one resend takes: a scoped resend that matches more is refused whole (narrow its window). */
export const RESEND_LIMIT = 200;

/** What to resend: lead ids, or a dealership's leads created in a window. Never every lead. */
export interface ResendRequest {
  lead_ids?: string[];
  dealership?: string;
  /** The window's start (inclusive) and end (exclusive, default now), as `TIME_OR_AGO_FORMAT` says. */
  since?: string;
  until?: string;
  /** List what would be resent; change nothing. */
  dry_run?: boolean;
}

/** A delivered lead put back in the delivery queue (or that would be, on a dry run). */
export interface ResentLead {
  lead_id: string;
  dealership: string | null;
  site: string;
  created_at: string;
  /** Its last delivery, before this resend. */
  delivered_at: string | null;
  /** This resend's number: 1 the first time the lead is resent. */
  resend: number;
  /** Where the worker sends it: the dealership's channels now. */
  channels: ChannelName[];
}

export interface ResendResult {
  dry_run: boolean;
  /** Who resent (the ops actor). */
  resent_by: string;
  /** When (the database's clock); null on a dry run or when nothing matched. */
  resent_at: string | null;
  /** The scoped form's dealership and window, its times resolved; null for lead ids. */
  window: { dealership: string; since: string; until: string | null } | null;
  /** Oldest first. */
  leads: ResentLead[];
  /** The scoped form: that dealership's leads of the window not delivered yet, left out (leads status). */
  not_delivered: number;
}

/**
 * Why nothing was resent: a malformed request (`invalid`, 400), an unknown lead or dealership (404), a lead
 * not delivered yet (409), more leads than RESEND_LIMIT (422).
 */
export class LeadResendRefused extends Error {
  constructor(
    message: string,
    readonly reason: 'invalid' | 'unknown' | 'not-delivered' | 'too-many',
  ) {
    super(message);
  }
}

type Scope = { leadIds: string[] } | { dealership: string; since: Date; until: Date | null };

/** A lead the request names, in whatever delivery state. */
interface Candidate extends Omit<ResentLead, 'channels'> {
  status: 'pending' | 'delivering' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: string;
  delivery: unknown;
}

const invalid = (message: string) => new LeadResendRefused(message, 'invalid');

function timeOf(text: string, name: string, now: number): Date {
  const time = readTimeOrAgo(text, now);
  if (!time) throw invalid(`${name} must be ${TIME_OR_AGO_FORMAT}, not "${text}"`);
  return time;
}

function scopeOf(request: ResendRequest, now: number): Scope {
  const { lead_ids: ids, dealership, since, until } = request;
  const windowed = dealership !== undefined || since !== undefined || until !== undefined;
  if (ids !== undefined && windowed) throw invalid('Give lead_ids, or dealership and since, not both');
  if (ids !== undefined) {
    if (ids.length === 0 || ids.length > RESEND_LIMIT)
      throw invalid(`lead_ids takes 1 to ${RESEND_LIMIT} lead ids`);
    return { leadIds: [...new Set(ids.map((id) => id.toLowerCase()))] };
  }
  if (dealership === undefined || since === undefined)
    throw invalid('Say which leads: lead_ids, or dealership and since (a resend never takes every lead)');
  const from = timeOf(since, 'since', now);
  const to = until === undefined ? null : timeOf(until, 'until', now);
  if (from.getTime() > now) throw invalid(`since is in the future (${from.toISOString()})`);
  if (to && to <= from)
    throw invalid(`until (${to.toISOString()}) must be after since (${from.toISOString()})`);
  return { dealership, since: from, until: to };
}

const CANDIDATES = `SELECT l.id::text AS lead_id, d.slug AS dealership, s.slug AS site,
    ${ISO('l.created_at')} AS created_at, ${ISO('l.delivered_at')} AS delivered_at,
    l.delivery_status AS status, l.delivery_attempts AS attempts,
    ${ISO('l.next_delivery_at')} AS next_attempt_at, d.delivery,
    COALESCE((SELECT max(r.resend) FROM lead_resends r WHERE r.lead_id = l.id), 0) + 1 AS resend
  FROM leads l JOIN sites s ON s.id = l.site_id ${DEALERSHIP}`;

/** The leads of dealership $1 (as the worker delivers them) created from $2 to $3 (epoch ms, $3 null: now). */
const IN_WINDOW = `l.site_id = (SELECT site_id FROM dealerships WHERE slug = $1) AND d.slug = $1
  AND l.created_at >= to_timestamp($2::float8 / 1000)
  AND ($3::float8 IS NULL OR l.created_at < to_timestamp($3::float8 / 1000))`;

function notDelivered(lead: Candidate): string {
  const id = lead.lead_id;
  const tries = `${lead.attempts} attempt${lead.attempts === 1 ? '' : 's'}`;
  if (lead.status === 'delivering')
    return `lead ${id} is being delivered right now (attempt ${lead.attempts})`;
  if (lead.status === 'failed')
    return `lead ${id} failed and was never delivered (${tries}; leads retry ${id} sends it)`;
  return (
    `lead ${id} is pending, not delivered yet (${tries}, next attempt at ${lead.next_attempt_at}; ` +
    `leads retry ${id} makes it due now)`
  );
}

async function namedLeads(tx: Db, leadIds: string[]): Promise<Candidate[]> {
  const wellFormed = leadIds.filter((id) => LEAD_ID.test(id));
  const leads = await tx.query<Candidate>(
    `${CANDIDATES} WHERE l.id = ANY($1::uuid[]) ORDER BY l.created_at, l.id FOR UPDATE OF l`,
    [wellFormed],
  );
  const found = new Set(leads.map((lead) => lead.lead_id));
  const unknown = leadIds.filter((id) => !found.has(id));
  if (unknown.length)
    throw new LeadResendRefused(
      `Nothing was resent: no lead ${unknown.join(', ')} (a lead id is a UUID, as leads status shows it)`,
      'unknown',
    );
  const waiting = leads.filter((lead) => lead.status !== 'delivered');
  if (waiting.length)
    throw new LeadResendRefused(
      `Nothing was resent: only a delivered lead is resent, and ${waiting.map(notDelivered).join('; ')}`,
      'not-delivered',
    );
  return leads;
}

async function leadsInWindow(
  tx: Db,
  { dealership, since, until }: Extract<Scope, { dealership: string }>,
): Promise<{ leads: Candidate[]; notDelivered: number }> {
  const known = await tx.query('SELECT 1 FROM dealerships WHERE slug = $1', [dealership]);
  if (!known.length) throw new LeadResendRefused(noDealershipMessage(dealership), 'unknown');
  const window = [dealership, since.getTime(), until?.getTime() ?? null];
  const [counts] = await tx.query<{ delivered: number; not_delivered: number }>(
    `SELECT (count(*) FILTER (WHERE l.delivery_status = 'delivered'))::int AS delivered,
       (count(*) FILTER (WHERE l.delivery_status <> 'delivered'))::int AS not_delivered
     FROM leads l ${DEALERSHIP} WHERE ${IN_WINDOW}`,
    window,
  );
  const leads = await tx.query<Candidate>(
    `${CANDIDATES} WHERE ${IN_WINDOW} AND l.delivery_status = 'delivered'
     ORDER BY l.created_at, l.id LIMIT $4 FOR UPDATE OF l`,
    [...window, RESEND_LIMIT + 1],
  );
  const matching = Math.max(counts!.delivered, leads.length);
  if (matching > RESEND_LIMIT) {
    const to = until ? `before ${until.toISOString()}` : 'until now';
    throw new LeadResendRefused(
      `Nothing was resent: ${matching} delivered leads of ${dealership} were created from ` +
        `${since.toISOString()} ${to}, and a resend takes at most ${RESEND_LIMIT} at once: narrow the ` +
        'window (since, until)',
      'too-many',
    );
  }
  return { leads, notDelivered: counts!.not_delivered };
}

/** Marks the leads pending and due now, each with its next resend number, by `actor`; resolves with when. */
async function recordResend(tx: Db, leadIds: string[], actor: string): Promise<string> {
  const [row] = await tx.query<{ resent_at: string }>(
    `WITH resent AS (
       UPDATE leads SET delivery_status = 'pending', next_delivery_at = now()
       WHERE id = ANY($1::uuid[]) AND delivery_status = 'delivered'
       RETURNING id
     )
     INSERT INTO lead_resends (lead_id, resend, resent_by)
     SELECT r.id, COALESCE((SELECT max(x.resend) FROM lead_resends x WHERE x.lead_id = r.id), 0) + 1, $2
     FROM resent r
     RETURNING ${ISO('resent_at')} AS resent_at`,
    [leadIds, actor],
  );
  return row!.resent_at;
}

/** The lead as the answer shows it: where it goes now instead of its delivery state. */
function shown({
  status: _status,
  attempts: _attempts,
  next_attempt_at: _next,
  delivery,
  ...lead
}: Candidate) {
  // A lead whose dealership was deleted goes to the dealer's email, as the worker sends it.
  const config = lead.dealership === null ? DEALERLESS_DELIVERY : parseDeliveryConfig(delivery);
  return { ...lead, channels: (['webhook', 'email'] as const).filter((channel) => config[channel]) };
}

/**
 * Puts delivered leads back in the delivery queue, due now, all or none: the named leads (refused when one is
 * unknown or not delivered), or the delivered leads of a dealership created in a window (refused over
 * RESEND_LIMIT). The worker then sends each on its dealership's channels as resend n: the webhook with a new
 * Idempotency-Key and the same lead id, the email as a new message marked "[Resent]" (delivery-key.ts). Their
 * attempts go on counting; the acknowledgements of the earlier sendings stay in lead_deliveries.
 * `now` resolves a window given as a time ago.
 */
export async function resendLeads(
  db: Db,
  request: ResendRequest,
  actor: string,
  now = Date.now(),
): Promise<ResendResult> {
  const scope = scopeOf(request, now);
  const dryRun = request.dry_run === true;
  return db.transaction(async (tx) => {
    const { leads, notDelivered } =
      'leadIds' in scope
        ? { leads: await namedLeads(tx, scope.leadIds), notDelivered: 0 }
        : await leadsInWindow(tx, scope);
    const ids = leads.map((lead) => lead.lead_id);
    return {
      dry_run: dryRun,
      resent_by: actor,
      resent_at: dryRun || ids.length === 0 ? null : await recordResend(tx, ids, actor),
      window:
        'leadIds' in scope
          ? null
          : {
              dealership: scope.dealership,
              since: scope.since.toISOString(),
              until: scope.until?.toISOString() ?? null,
            },
      leads: leads.map(shown),
      not_delivered: notDelivered,
    };
  });
}
