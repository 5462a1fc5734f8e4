import type { LeadSubmission } from '../../../shared/src/domain/vehicle';
import type { Db } from '../db/db';

/** A lead as its dealership reads it through GET /api/dealer/leads, with its delivery state. */
export interface DealerLead {
  id: string;
  created_at: string;
  category: string;
  subcategory: string | null;
  car_id: number | null;
  /**
   * The car the lead is about as it is now (null without one, or once it is gone): what the dealer knows it
   * by (stock number, VIN), as the lead's email and ADF name it; `car_id` alone is the platform's own id.
   */
  vehicle: {
    stocknum: string | null;
    vin: string | null;
    year: number;
    make: string;
    model: string;
    car_type: string;
    price: number;
  } | null;
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
  CASE WHEN car.id IS NULL THEN NULL ELSE jsonb_build_object('stocknum', NULLIF(car.stocknum, ''),
    'vin', car.vin, 'year', car.year, 'make', car.make, 'model', car.model, 'car_type', car.car_type,
    'price', car.price) END AS vehicle,
  l.payload, jsonb_build_object(
    'status', l.delivery_status, 'attempts', l.delivery_attempts,
    'delivered_at', ${iso('l.delivered_at')}, 'last_error', l.last_delivery_error,
    'channels', COALESCE((SELECT jsonb_agg(jsonb_build_object('channel', d.channel,
                                  'delivered_at', ${iso('d.delivered_at')}) ORDER BY d.channel)
                          FROM lead_deliveries d WHERE d.lead_id = l.id), '[]'::jsonb)
  ) AS delivery
  FROM leads l LEFT JOIN cars car ON car.id = l.car_id`;

/** A lead's creation time as the API shows it (to the millisecond), the order pages follow. */
const SHOWN_TIME = `date_trunc('milliseconds', l.created_at)`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Where a page of leads starts: at `since` (a lead's `created_at`, to the millisecond as the API shows it),
 * and after the lead `after` of that millisecond. Without `after` the leads of that millisecond come again;
 * without either, from the first lead.
 */
export interface DealerLeadsCursor {
  since: string | null;
  after: string | null;
}

/** Reads of one dealership's leads: every query is scoped by dealership id, so another's never shows. */
export interface DealerLeadsRepository {
  /**
   * The leads from the cursor on, oldest first (by the millisecond the API shows, then by id, so that paging
   * on with the last lead's `created_at` and `id` skips none that share a millisecond), at most `limit`.
   */
  list(dealershipId: number, cursor: DealerLeadsCursor, limit: number): Promise<DealerLead[]>;
  /** The dealership's lead with this id, or null (also for another dealership's lead or a malformed id). */
  find(dealershipId: number, id: string): Promise<DealerLead | null>;
}

export function createDealerLeadsRepository(db: Db): DealerLeadsRepository {
  return {
    list(dealershipId, { since, after }, limit) {
      return db.query<DealerLead>(
        `${SELECT} WHERE l.dealership_id = $1
           AND ($2::timestamptz IS NULL OR l.created_at >= $2::timestamptz)
           AND ($2::timestamptz IS NULL OR $3::uuid IS NULL OR ${SHOWN_TIME} > $2::timestamptz OR l.id > $3::uuid)
         ORDER BY ${SHOWN_TIME}, l.id LIMIT $4`,
        [dealershipId, since, after, limit],
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
