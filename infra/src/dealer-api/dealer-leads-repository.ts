import type { LeadSubmission } from '../../../shared/src/domain/vehicle';
import type { Db } from '../db/db';

/** A lead as its dealership reads it through GET /api/dealer/leads, with its delivery state. */
export interface DealerLead {
  id: string;
  created_at: string;
  category: string;
  subcategory: string | null;
  car_id: number | null;
  payload: LeadSubmission;
  delivery: {
    status: 'pending' | 'delivering' | 'delivered' | 'failed';
    attempts: number;
    delivered_at: string | null;
    last_error: string | null;
    /** The channels (webhook, email) that acknowledged the lead (lead-delivery, migration 005). */
    channels: { channel: string; delivered_at: string }[];
  };
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const SELECT = `SELECT l.id::text, ${iso('l.created_at')} AS created_at, l.category, l.subcategory, l.car_id,
  l.payload, jsonb_build_object(
    'status', l.delivery_status, 'attempts', l.delivery_attempts,
    'delivered_at', ${iso('l.delivered_at')}, 'last_error', l.last_delivery_error,
    'channels', COALESCE((SELECT jsonb_agg(jsonb_build_object('channel', d.channel,
                                  'delivered_at', ${iso('d.delivered_at')}) ORDER BY d.channel)
                          FROM lead_deliveries d WHERE d.lead_id = l.id), '[]'::jsonb)
  ) AS delivery
  FROM leads l`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads of one dealership's leads: every query is scoped by dealership id, so another's never shows. */
export interface DealerLeadsRepository {
  /** Leads created after `since` (all when null), oldest first, at most `limit`. */
  list(dealershipId: number, since: string | null, limit: number): Promise<DealerLead[]>;
  /** The dealership's lead with this id, or null (also for another dealership's lead or a malformed id). */
  find(dealershipId: number, id: string): Promise<DealerLead | null>;
}

export function createDealerLeadsRepository(db: Db): DealerLeadsRepository {
  return {
    list(dealershipId, since, limit) {
      return db.query<DealerLead>(
        `${SELECT} WHERE l.dealership_id = $1 AND ($2::timestamptz IS NULL OR l.created_at > $2::timestamptz)
         ORDER BY l.created_at, l.id LIMIT $3`,
        [dealershipId, since, limit],
      );
    },
    async find(dealershipId, id) {
      if (!UUID.test(id)) return null;
      const [lead] = await db.query<DealerLead>(`${SELECT} WHERE l.dealership_id = $1 AND l.id = $2::uuid`, [
        dealershipId,
        id,
      ]);
      return lead ?? null;
    },
  };
}
