import { types } from 'node:util';
import type { Car } from '../../../shared/src/domain/car';
import { MAX_ROW_ID, type Db } from '../db/db';
import { CAR_COLUMNS, CAR_SELECT, rowToCar, type CarRow, type StoredCar } from './car-row';
import { INDEXED_CAR_SELECT, rowToIndexedCar, type IndexedCar, type IndexedCarRow } from './indexed-car';
import type { LocationCopy } from './location-copy';

/** Rows per INSERT statement: the whole batch travels as one JSON parameter. */
export const CAR_BATCH_SIZE = 500;

/** What the importer needs to know about a car that is already stored (issue 3 item 4 upsert). */
export interface StoredCarKey {
  id: number;
  dealership_id: number;
  stocknum: string | null;
  vin: string | null;
  content_hash: string | null;
  status: Car['status'];
  sold_date_timestamp: number | null;
  created_at: string;
}

/** A VIN already held by some car, and the site that car belongs to. */
export interface VinOwner {
  id: number;
  vin: string;
  site_id: number;
}

/** Every query on the `cars` table (migration 002). Create one on a transaction to write atomically. */
export interface CarsRepository {
  count(): Promise<number>;
  /** Cars per site slug (sites without cars are listed with 0). */
  countBySite(): Promise<{ slug: string; cars: number }[]>;
  /** Plain INSERT of new rows, CAR_BATCH_SIZE per statement. */
  insertRows(rows: readonly CarRow[]): Promise<void>;
  /**
   * INSERT, or UPDATE every column but `id` and `views` of the row with the same id; `reserved` stays true
   * while the car has a confirmed reservation.
   */
  upsertRows(rows: readonly CarRow[]): Promise<void>;
  /** `count` fresh ids from the cars id sequence. */
  allocateIds(count: number): Promise<number[]>;
  /** Moves the id sequence past the largest id (after rows were inserted with explicit ids). */
  syncIdSequence(): Promise<void>;
  /** Deletes every car; returns the ids that were deleted. */
  deleteAll(): Promise<number[]>;
  keysForSite(siteId: number): Promise<StoredCarKey[]>;
  vinOwners(vins: readonly string[]): Promise<VinOwner[]>;
  /**
   * Marks the site's cars (only `dealershipId`'s, when given) that are not sold and not in `keepIds` as sold at
   * `soldAt` (unix seconds); clears
   * their content hash so the same row coming back later is written again. Returns their ids.
   */
  markSoldExcept(
    siteId: number,
    keepIds: readonly number[],
    soldAt: number,
    dealershipId?: number,
  ): Promise<number[]>;
  findByIds(ids: readonly number[]): Promise<Car[]>;
  findBySlug(slug: string): Promise<Car | null>;
  /** What the search indexer reads of the cars in id order after `afterId` (keyset paging). */
  pageForIndex(afterId: number, limit: number): Promise<IndexedCar[]>;
  /** What the search indexer reads of these cars (those that exist), in id order. */
  findForIndex(ids: readonly number[]): Promise<IndexedCar[]>;
  /** What the site's cars at these locations keep of them, in id order. */
  locationCopies(siteId: number, locationIds: readonly number[]): Promise<LocationCopy[]>;
  /** Writes cars' location, location_id, city and state (updated now), CAR_BATCH_SIZE per statement. */
  saveLocationCopies(copies: readonly LocationCopy[]): Promise<void>;
}

const COLUMN_LIST = CAR_COLUMNS.join(', ');
const INSERT = `INSERT INTO cars (${COLUMN_LIST}) SELECT ${COLUMN_LIST} FROM json_populate_recordset(NULL::cars, $1::json)`;
/**
 * A feed says whether the dealer's system holds the car, but a shopper's confirmed online reservation is
 * ours: a feed row that says "not reserved" must not put a reserved car back on sale.
 */
const RESERVED_SET = `reserved = EXCLUDED.reserved OR EXISTS (SELECT 1 FROM reservations r WHERE r.car_id = cars.id AND r.status = 'confirmed')`;
const UPDATE_SET = CAR_COLUMNS.filter((column) => column !== 'id' && column !== 'views')
  .map((column) => (column === 'reserved' ? RESERVED_SET : `${column} = EXCLUDED.${column}`))
  .join(', ');
const UPSERT = `${INSERT} ON CONFLICT (id) DO UPDATE SET ${UPDATE_SET}`;
const FROM = 'FROM cars c JOIN dealerships d ON d.id = c.dealership_id';
const SAVE_LOCATION_COPIES = `UPDATE cars c SET location_id = u.location_id, location = u.location, city = u.city,
  state = u.state, updated_at = now()
  FROM json_populate_recordset(NULL::cars, $1::json) u WHERE c.id = u.id`;

async function inBatches(db: Db, sql: string, rows: readonly object[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CAR_BATCH_SIZE) {
    await db.query(sql, [JSON.stringify(rows.slice(start, start + CAR_BATCH_SIZE))]);
  }
}

export function createCarsRepository(db: Db): CarsRepository {
  const select = async (where: string, params: unknown[]) =>
    (await db.query<StoredCar>(`SELECT ${CAR_SELECT} ${FROM} ${where}`, params)).map(rowToCar);
  const selectForIndex = async (where: string, params: unknown[]) =>
    (await db.query<IndexedCarRow>(`SELECT ${INDEXED_CAR_SELECT} ${FROM} ${where}`, params)).map(
      rowToIndexedCar,
    );
  return {
    async count() {
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM cars');
      return row?.n ?? 0;
    },
    async countBySite() {
      return db.query<{ slug: string; cars: number }>(
        `SELECT s.slug, count(c.id)::int AS cars FROM sites s
         LEFT JOIN dealerships d ON d.site_id = s.id LEFT JOIN cars c ON c.dealership_id = d.id
         GROUP BY s.id, s.slug ORDER BY s.id`,
      );
    },
    insertRows: (rows) => inBatches(db, INSERT, rows),
    upsertRows: (rows) => inBatches(db, UPSERT, rows),
    async allocateIds(count) {
      if (count <= 0) return [];
      const rows = await db.query<{ id: number }>(
        `SELECT nextval(pg_get_serial_sequence('cars', 'id'))::int AS id FROM generate_series(1, $1::int)`,
        [count],
      );
      return rows.map((row) => row.id);
    },
    async syncIdSequence() {
      await db.query(
        `SELECT setval(pg_get_serial_sequence('cars', 'id'), GREATEST((SELECT max(id) FROM cars), 1))`,
      );
    },
    async deleteAll() {
      return (await db.query<{ id: number }>('DELETE FROM cars RETURNING id')).map((row) => row.id);
    },
    async keysForSite(siteId) {
      const rows = await db.query<Omit<StoredCarKey, 'created_at'> & { created_at: Date | string }>(
        `SELECT c.id, c.dealership_id, c.stocknum, c.vin, c.content_hash, c.status,
                c.sold_date_timestamp::float8 AS sold_date_timestamp, c.created_at
         ${FROM} WHERE d.site_id = $1`,
        [siteId],
      );
      return rows.map((row) => ({
        ...row,
        created_at: types.isDate(row.created_at) ? row.created_at.toISOString() : row.created_at,
      }));
    },
    async vinOwners(vins) {
      if (vins.length === 0) return [];
      return db.query<VinOwner>(`SELECT c.id, c.vin, d.site_id ${FROM} WHERE c.vin = ANY($1::text[])`, [
        vins,
      ]);
    },
    async markSoldExcept(siteId, keepIds, soldAt, dealershipId) {
      const rows = await db.query<{ id: number }>(
        `UPDATE cars c SET status = 'sold', sold = true, sold_date_timestamp = $3, content_hash = NULL,
                updated_at = now()
         FROM dealerships d
         WHERE d.id = c.dealership_id AND d.site_id = $1 AND c.status <> 'sold' AND NOT (c.id = ANY($2::int[]))
           AND ($4::int IS NULL OR d.id = $4)
         RETURNING c.id`,
        [siteId, keepIds, soldAt, dealershipId ?? null],
      );
      return rows.map((row) => row.id).sort((a, b) => a - b);
    },
    async findByIds(ids) {
      // An id past the int column's range (a URL's) is no car's: the database would refuse the whole query.
      const inRange = ids.filter((id) => Number.isInteger(id) && id >= 1 && id <= MAX_ROW_ID);
      if (inRange.length === 0) return [];
      return select('WHERE c.id = ANY($1::int[]) ORDER BY c.id', [inRange]);
    },
    async findBySlug(slug) {
      const [car] = await select('WHERE c.slug = $1', [slug]);
      return car ?? null;
    },
    async pageForIndex(afterId, limit) {
      return selectForIndex('WHERE c.id > $1 ORDER BY c.id LIMIT $2', [afterId, limit]);
    },
    async findForIndex(ids) {
      if (ids.length === 0) return [];
      return selectForIndex('WHERE c.id = ANY($1::int[]) ORDER BY c.id', [ids]);
    },
    async locationCopies(siteId, locationIds) {
      if (locationIds.length === 0) return [];
      return db.query<LocationCopy>(
        `SELECT c.id, c.dealership_id, c.location_id, c.location, c.city, c.state
         ${FROM} WHERE d.site_id = $1 AND c.location_id = ANY($2::int[]) ORDER BY c.id`,
        [siteId, locationIds],
      );
    },
    saveLocationCopies: (copies) => inBatches(db, SAVE_LOCATION_COPIES, copies),
  };
}
