import type { Db } from '../../db/db';

/** A car whose index update has not succeeded yet. Times in milliseconds since the epoch. */
export interface PendingCar {
  carId: number;
  /** The oldest change of the car the index does not have. */
  since: number;
  /** The latest such change: a write that read the car after it covers them all. */
  changedAt: number;
}

export interface OutboxSummary {
  /** Cars waiting, every server's. */
  cars: number;
  /** The oldest change among them (ms), null when none waits. */
  since: number | null;
}

/**
 * Where the cars of failed index updates are kept beyond this process (migration 015), so that on Algolia,
 * whose index outlives any one server, a change is not lost with a server that stops before its retries
 * succeed (a scale-down, a node drain): another server takes the cars over once the lease has run out.
 * The embedded engine needs none (each server rebuilds its index from the database on start).
 */
export interface SearchOutbox {
  /** Keeps these cars, held by `holder` for `leaseMs`: an earlier row keeps its `since`. */
  hold(holder: string, cars: readonly PendingCar[], leaseMs: number): Promise<void>;
  /**
   * Renews `holder`'s lease on the rows it holds, takes over the rows whose lease has run out (a server that
   * stopped), and returns them all (at most `limit`, oldest first).
   */
  claim(holder: string, leaseMs: number, limit: number): Promise<PendingCar[]>;
  /** `holder` stops: its rows may be taken over at once. */
  letGo(holder: string): Promise<void>;
  /** These cars' records were written from a read made at `readAt`: their rows of changes before it go. */
  release(carIds: readonly number[], readAt: number): Promise<void>;
  /** A full build that started at `startedAt` is done: every row of changes before it goes. */
  clear(startedAt: number): Promise<void>;
  summary(): Promise<OutboxSummary>;
}

const ms = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;
const timestamp = (param: string) => `to_timestamp(${param}::float8 / 1000)`;

interface OutboxRow {
  car_id: number;
  since: number;
  changed_at: number;
}

const toPending = (row: OutboxRow): PendingCar => ({
  carId: Number(row.car_id),
  since: Math.round(Number(row.since)),
  changedAt: Math.round(Number(row.changed_at)),
});

/** The search outbox in the platform's database (table search_outbox). */
export function createSearchOutbox(db: Db): SearchOutbox {
  return {
    async hold(holder, cars, leaseMs) {
      if (cars.length === 0) return;
      await db.query(
        `INSERT INTO search_outbox (car_id, since, changed_at, held_by, held_until)
         SELECT c.car_id, ${timestamp('c.since')}, ${timestamp('c.changed_at')}, $2,
                now() + make_interval(secs => $3::float8 / 1000)
           FROM json_to_recordset($1::json) AS c(car_id integer, since float8, changed_at float8)
         ON CONFLICT (car_id) DO UPDATE SET
           since = LEAST(search_outbox.since, EXCLUDED.since),
           changed_at = GREATEST(search_outbox.changed_at, EXCLUDED.changed_at),
           held_by = EXCLUDED.held_by,
           held_until = EXCLUDED.held_until`,
        [
          JSON.stringify(
            cars.map((car) => ({ car_id: car.carId, since: car.since, changed_at: car.changedAt })),
          ),
          holder,
          leaseMs,
        ],
      );
    },
    async claim(holder, leaseMs, limit) {
      const rows = await db.query<OutboxRow>(
        `UPDATE search_outbox o SET held_by = $1, held_until = now() + make_interval(secs => $2::float8 / 1000)
          WHERE o.car_id IN (
            SELECT car_id FROM search_outbox WHERE held_by = $1 OR held_until <= now()
             ORDER BY since LIMIT $3 FOR UPDATE SKIP LOCKED)
          RETURNING o.car_id, ${ms('o.since')} AS since, ${ms('o.changed_at')} AS changed_at`,
        [holder, leaseMs, limit],
      );
      return rows.map(toPending).sort((a, b) => a.since - b.since || a.carId - b.carId);
    },
    async letGo(holder) {
      await db.query('UPDATE search_outbox SET held_until = now() WHERE held_by = $1', [holder]);
    },
    async release(carIds, readAt) {
      if (carIds.length === 0) return;
      await db.query(
        `DELETE FROM search_outbox WHERE car_id = ANY($1::int[]) AND changed_at <= ${timestamp('$2')}`,
        [carIds, readAt],
      );
    },
    async clear(startedAt) {
      await db.query(`DELETE FROM search_outbox WHERE changed_at < ${timestamp('$1')}`, [startedAt]);
    },
    async summary() {
      const [row] = await db.query<{ cars: number; since: number | null }>(
        `SELECT count(*)::int AS cars, ${ms('min(since)')} AS since FROM search_outbox`,
      );
      return {
        cars: Number(row?.cars ?? 0),
        since: row?.since == null ? null : Math.round(Number(row.since)),
      };
    },
  };
}
