import type { LeadSubmission } from '../../../shared/src/domain/vehicle';
import type { Db } from '../db/db';

/** A row of `leads` (migration 004), as written. */
export interface LeadRow {
  id: string;
  site_id: number;
  category: string;
  subcategory: string | null;
  payload: LeadSubmission;
  car_id: number | null;
  dealership_id: number | null;
  idempotency_key: string | null;
  request_hash: string;
  user_agent: string | null;
}

/** A stored lead with its delivery state (issue 7 reads and advances it). */
export interface StoredLead extends LeadRow {
  created_at: string;
  delivery_status: 'pending' | 'delivering' | 'delivered' | 'failed';
  delivery_attempts: number;
}

/** Every query on `leads`. Create one on a transaction to write with other rows atomically. */
export interface LeadsRepository {
  /** Inserts the row unless the site already has a lead with its idempotency key; true when inserted. */
  insert(row: LeadRow): Promise<boolean>;
  findByKey(siteId: number, idempotencyKey: string): Promise<StoredLead | null>;
  findById(id: string): Promise<StoredLead | null>;
  countForSite(siteId: number): Promise<number>;
}

const SELECT = `SELECT id::text, site_id, category, subcategory, payload, car_id, dealership_id, idempotency_key,
  request_hash, user_agent, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  delivery_status, delivery_attempts FROM leads`;

export function createLeadsRepository(db: Db): LeadsRepository {
  return {
    async insert(row) {
      const inserted = await db.query(
        `INSERT INTO leads (id, site_id, category, subcategory, payload, car_id, dealership_id, idempotency_key,
                            request_hash, user_agent)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10)
         ON CONFLICT (site_id, idempotency_key) DO NOTHING
         RETURNING id`,
        [
          row.id,
          row.site_id,
          row.category,
          row.subcategory,
          JSON.stringify(row.payload),
          row.car_id,
          row.dealership_id,
          row.idempotency_key,
          row.request_hash,
          row.user_agent,
        ],
      );
      return inserted.length === 1;
    },
    async findByKey(siteId, idempotencyKey) {
      const [lead] = await db.query<StoredLead>(`${SELECT} WHERE site_id = $1 AND idempotency_key = $2`, [
        siteId,
        idempotencyKey,
      ]);
      return lead ?? null;
    },
    async findById(id) {
      const [lead] = await db.query<StoredLead>(`${SELECT} WHERE id = $1::uuid`, [id]);
      return lead ?? null;
    },
    async countForSite(siteId) {
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads WHERE site_id = $1', [
        siteId,
      ]);
      return row?.n ?? 0;
    },
  };
}
