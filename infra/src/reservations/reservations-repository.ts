import type { ReservationKind } from '../../../shared/src/domain/vehicle';
import type { Db } from '../db/db';

/** A row of `reservations` (migration 004), as written. */
export interface ReservationRow {
  id: string;
  site_id: number;
  car_id: number;
  car_slug: string;
  car_name: string;
  dealership_id: number;
  kind: ReservationKind;
  name: string;
  last_name: string | null;
  email: string;
  phone: string;
  postcode: string | null;
  deposit_cents: number;
  currency: string;
  payment_provider: string;
  payment_reference: string;
  card_brand: string;
  card_last4: string;
  lead_id: string;
  idempotency_key: string | null;
}

export interface StoredReservation extends ReservationRow {
  status: 'confirmed' | 'cancelled' | 'refunded';
}

/** The queries of a reservation; made on the reservation's transaction. */
export interface ReservationsRepository {
  /**
   * Locks the site's car of this slug until the transaction ends (SELECT … FOR UPDATE): a second reservation
   * of the same car waits here for the first to commit or roll back. Returns its id, or null when the site
   * has no car of that slug.
   *
   * The site's row is locked first (FOR KEY SHARE, as the foreign keys of the lead and the reservation stored
   * later lock it): a `sites put` holds the sites table (EXCLUSIVE) while it rewrites its cars' copies of the
   * locations, so a reservation that held its car and only then reached for its site would wait for the put
   * while the put waited for the car, and PostgreSQL would abort one of them. This way the put waits here
   * for the reservation, or the reservation for the put, before either holds anything the other needs.
   */
  lockSiteCar(siteId: number, slug: string): Promise<number | null>;
  /** Whether the car has a confirmed reservation (even when a feed import has cleared its reserved flag since). */
  hasConfirmed(carId: number): Promise<boolean>;
  markReserved(carId: number): Promise<void>;
  insert(row: ReservationRow): Promise<void>;
  findByKey(siteId: number, idempotencyKey: string): Promise<StoredReservation | null>;
  findById(id: string): Promise<StoredReservation | null>;
}

const SELECT = `SELECT id::text, site_id, car_id, car_slug, car_name, dealership_id, kind, name, last_name, email,
  phone, postcode, deposit_cents, currency, payment_provider, payment_reference, card_brand, card_last4,
  lead_id::text, idempotency_key, status FROM reservations`;

const COLUMNS = [
  'id',
  'site_id',
  'car_id',
  'car_slug',
  'car_name',
  'dealership_id',
  'kind',
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'deposit_cents',
  'currency',
  'payment_provider',
  'payment_reference',
  'card_brand',
  'card_last4',
  'lead_id',
  'idempotency_key',
] as const satisfies readonly (keyof ReservationRow)[];

export function createReservationsRepository(db: Db): ReservationsRepository {
  return {
    async lockSiteCar(siteId, slug) {
      await db.query('SELECT 1 FROM sites WHERE id = $1 FOR KEY SHARE', [siteId]);
      const [row] = await db.query<{ id: number }>(
        `SELECT c.id FROM cars c JOIN dealerships d ON d.id = c.dealership_id
         WHERE c.slug = $1 AND d.site_id = $2
         FOR UPDATE OF c`,
        [slug, siteId],
      );
      return row?.id ?? null;
    },
    async hasConfirmed(carId) {
      const rows = await db.query(`SELECT 1 FROM reservations WHERE car_id = $1 AND status = 'confirmed'`, [
        carId,
      ]);
      return rows.length > 0;
    },
    async markReserved(carId) {
      await db.query('UPDATE cars SET reserved = true, updated_at = now() WHERE id = $1', [carId]);
    },
    async insert(row) {
      await db.query(
        `INSERT INTO reservations (${COLUMNS.join(', ')})
         VALUES (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})`,
        COLUMNS.map((column) => row[column]),
      );
    },
    async findByKey(siteId, idempotencyKey) {
      const [row] = await db.query<StoredReservation>(
        `${SELECT} WHERE site_id = $1 AND idempotency_key = $2`,
        [siteId, idempotencyKey],
      );
      return row ?? null;
    },
    async findById(id) {
      const [row] = await db.query<StoredReservation>(`${SELECT} WHERE id = $1::uuid`, [id]);
      return row ?? null;
    },
  };
}
