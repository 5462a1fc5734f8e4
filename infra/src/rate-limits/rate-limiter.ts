import type { Db } from '../db/db';

/** The answer of a rate limiter: allowed, or refused with the seconds until the next request is allowed. */
export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts a request of `key` at the current time, unless it is over the limit. */
  hit(key: string): Promise<LimitDecision>;
  /** What `hit` would answer now, counting nothing (to refuse before work that only some requests count). */
  peek(key: string): Promise<LimitDecision>;
}

export interface RateLimitOptions {
  /** What is counted ('lead-ip'): keys of different limits never meet. */
  bucket: string;
  /** Requests per key in any window; 0 allows everything. */
  limit: number;
  windowMs: number;
  now?: () => number;
}

/** Counted requests after which this process sweeps its bucket's rows that have left the window. */
const SWEEP_EVERY_HITS = 500;

const ALLOWED: LimitDecision = { allowed: true };

/**
 * A sliding-window log kept in the database (rate_limit_hits, migration 021), so every platform server shares
 * it: at most `limit` requests per key in any `windowMs`. Refused requests are not counted (a client that waits
 * Retry-After gets through). A key's check and count are one transaction under an advisory lock of the key,
 * so two servers counting the same client at once cannot both take its last place. The time is this server's
 * clock, as the window's edge and Retry-After are.
 */
export function createRateLimiter(db: Db, options: RateLimitOptions): RateLimiter {
  const { bucket, limit, windowMs } = options;
  const now = options.now ?? Date.now;
  let hitsSinceSweep = 0;

  /** The times (ms) of the key's newest `limit` requests inside the window, newest first. */
  const recent = async (tx: Db, key: string, at: number) =>
    (
      await tx.query<{ at_ms: number }>(
        `SELECT (EXTRACT(EPOCH FROM at) * 1000)::float8 AS at_ms FROM rate_limit_hits
         WHERE bucket = $1 AND key = $2 AND at > to_timestamp($3::float8 / 1000)
         ORDER BY at DESC LIMIT $4`,
        [bucket, key, at - windowMs, limit],
      )
    ).map((row) => Number(row.at_ms));

  const decide = (times: number[], at: number): LimitDecision =>
    times.length >= limit
      ? {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((times[limit - 1]! + windowMs - at) / 1000)),
        }
      : ALLOWED;

  async function sweep(at: number) {
    hitsSinceSweep = 0;
    await db.query(
      'DELETE FROM rate_limit_hits WHERE bucket = $1 AND at <= to_timestamp($2::float8 / 1000)',
      [bucket, at - windowMs],
    );
  }

  return {
    async hit(key) {
      if (limit <= 0) return ALLOWED;
      const at = now();
      const decision = await db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))', [bucket, key]);
        const decided = decide(await recent(tx, key, at), at);
        if (decided.allowed)
          await tx.query(
            'INSERT INTO rate_limit_hits (bucket, key, at) VALUES ($1, $2, to_timestamp($3::float8 / 1000))',
            [bucket, key, at],
          );
        return decided;
      });
      if (decision.allowed && ++hitsSinceSweep >= SWEEP_EVERY_HITS) await sweep(at);
      return decision;
    },
    async peek(key) {
      if (limit <= 0) return ALLOWED;
      const at = now();
      return decide(await recent(db, key, at), at);
    },
  };
}
