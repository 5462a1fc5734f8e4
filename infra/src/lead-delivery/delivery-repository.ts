import type { LeadSubmission } from '../../../shared/src/domain/vehicle';
import type { Db } from '../db/db';
import type { AdfVehicle } from './adf';
import type { DeliveryOutcome } from './deliver-lead';
import type { ChannelName } from './delivery-config';

/** A claimed lead with what its delivery needs: dealership, dealer contact, car and channels done. */
export interface DueLead {
  id: string;
  created_at: string;
  /** Including the attempt this claim starts. */
  delivery_attempts: number;
  /** Which sending this is: 0 the first delivery, n the nth resend an operator asked for (lead_resends). */
  resend: number;
  payload: LeadSubmission;
  site_name: string;
  dealer_email: string | null;
  dealer_phone: string | null;
  /**
   * The lead's dealership; null when it has none (its dealership was deleted by a `sites put`, or the site had
   * none when it was sent): such a lead goes to the dealer's email (`DEALERLESS_DELIVERY`), never to another
   * dealership's channels.
   */
  dealership_name: string | null;
  dealership_slug: string | null;
  site_slug: string;
  delivery: unknown;
  vehicle: AdfVehicle | null;
  /** The channels that acknowledged this sending (`resend`) already. */
  delivered_channels: ChannelName[];
}

/** Delivery state of one lead (for the dealer leads API and ops). */
export interface LeadDeliveryState {
  lead_id: string;
  status: 'pending' | 'delivering' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: string | null;
  delivered_at: string | null;
  last_error: string | null;
  /** Every acknowledgement: of the first delivery (resend 0) and of each resend, in that order. */
  channels: { channel: ChannelName; target: string; delivered_at: string; resend: number }[];
}

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface DeliveryRepository {
  /**
   * Claims up to `limit` due leads for `leaseMs` (status delivering, attempts + 1). Rows another worker holds
   * are skipped; a claim whose worker died is due again when its lease ends.
   */
  claimDue(limit: number, leaseMs: number): Promise<DueLead[]>;
  /**
   * Records an attempt of the claimed sending in one statement: the channels that acknowledged it, and the
   * lead's new state — delivered, pending again after `retryDelayMs` (with the error), or failed (with the
   * reason). `delivered_at` is the last delivery's time: an attempt of a resend that fails keeps it.
   */
  finish(
    lead: Pick<DueLead, 'id' | 'resend'>,
    outcome: DeliveryOutcome,
    retryDelayMs: number,
  ): Promise<FinishedAttempt>;
}

/** The lead's state after an attempt was recorded. */
export interface FinishedAttempt {
  status: 'delivered' | 'pending' | 'failed';
  /** When the next attempt is due (pending only), ISO 8601. */
  next_attempt_at: string | null;
}

export function createDeliveryRepository(db: Db): DeliveryRepository {
  return {
    async claimDue(limit, leaseMs) {
      return db.query<DueLead>(
        `WITH due AS (
           SELECT id FROM leads
           WHERE delivery_status IN ('pending', 'delivering') AND next_delivery_at <= now()
           ORDER BY next_delivery_at
           LIMIT $1
           FOR UPDATE SKIP LOCKED
         ), claimed AS (
           UPDATE leads l
           SET delivery_status = 'delivering', delivery_attempts = l.delivery_attempts + 1,
               next_delivery_at = now() + make_interval(secs => $2::double precision / 1000)
           FROM due WHERE l.id = due.id
           RETURNING l.*
         )
         SELECT c.id::text, ${ISO('c.created_at')} AS created_at, c.delivery_attempts, rs.resend, c.payload,
           s.name AS site_name, s.slug AS site_slug, dc.email AS dealer_email, dc.phone AS dealer_phone,
           d.name AS dealership_name, d.slug AS dealership_slug, d.delivery,
           CASE WHEN car.id IS NULL THEN NULL ELSE jsonb_build_object('year', car.year, 'make', car.make,
             'model', car.model, 'stocknum', car.stocknum, 'vin', car.vin, 'price', car.price,
             'car_type', car.car_type) END AS vehicle,
           ARRAY(SELECT ld.channel FROM lead_deliveries ld WHERE ld.lead_id = c.id AND ld.resend = rs.resend)
             AS delivered_channels
         FROM claimed c
         CROSS JOIN LATERAL (
           SELECT COALESCE(max(r.resend), 0) AS resend FROM lead_resends r WHERE r.lead_id = c.id
         ) rs
         JOIN sites s ON s.id = c.site_id
         LEFT JOIN dealer_configs dc ON dc.site_id = c.site_id
         LEFT JOIN dealerships d ON d.id = c.dealership_id AND d.site_id = c.site_id
         LEFT JOIN cars car ON car.id = c.car_id
         ORDER BY c.created_at`,
        [limit, leaseMs],
      );
    },
    async finish(lead, outcome, retryDelayMs) {
      const status = { delivered: 'delivered', retry: 'pending', failed: 'failed' }[outcome.kind];
      const [finished] = await db.query<FinishedAttempt>(
        `WITH channels AS (
           INSERT INTO lead_deliveries (lead_id, resend, channel, target)
           SELECT $1::uuid, $6::int, c->>'channel', c->>'target' FROM jsonb_array_elements($2::jsonb) c
           ON CONFLICT (lead_id, resend, channel) DO NOTHING
         )
         UPDATE leads SET delivery_status = $3, last_delivery_error = $4,
           delivered_at = CASE WHEN $3 = 'delivered' THEN now() ELSE delivered_at END,
           next_delivery_at = CASE WHEN $3 = 'pending'
             THEN now() + make_interval(secs => $5::double precision / 1000) ELSE next_delivery_at END
         WHERE id = $1::uuid
         RETURNING delivery_status AS status,
           CASE WHEN delivery_status = 'pending' THEN ${ISO('next_delivery_at')} END AS next_attempt_at`,
        [
          lead.id,
          JSON.stringify(outcome.channels),
          status,
          outcome.kind === 'delivered' ? null : outcome.error.slice(0, 1000),
          retryDelayMs,
          lead.resend,
        ],
      );
      return finished ?? { status: status as FinishedAttempt['status'], next_attempt_at: null };
    },
  };
}

/** The delivery state of the given leads (unknown ids are left out): what the dealer leads API shows. */
export async function leadDeliveryStates(db: Db, leadIds: string[]): Promise<LeadDeliveryState[]> {
  if (leadIds.length === 0) return [];
  return db.query<LeadDeliveryState>(
    `SELECT l.id::text AS lead_id, l.delivery_status AS status, l.delivery_attempts AS attempts,
       CASE WHEN l.delivery_status IN ('pending', 'delivering') THEN ${ISO('l.next_delivery_at')} END
         AS next_attempt_at,
       ${ISO('l.delivered_at')} AS delivered_at, l.last_delivery_error AS last_error,
       COALESCE((SELECT jsonb_agg(jsonb_build_object('channel', ld.channel, 'target', ld.target,
         'delivered_at', ${ISO('ld.delivered_at')}, 'resend', ld.resend) ORDER BY ld.resend, ld.channel)
         FROM lead_deliveries ld WHERE ld.lead_id = l.id), '[]'::jsonb) AS channels
     FROM leads l WHERE l.id = ANY($1::uuid[])`,
    [leadIds],
  );
}
