/** The answer of a rate limiter: allowed, or refused with the seconds until the next request is allowed. */
export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface SlidingWindowLimiter {
  /** Counts a request of `key` at the current time, unless it is over the limit. */
  hit(key: string): LimitDecision;
  /** What `hit` would answer now, counting nothing (to refuse before work that only some requests count). */
  peek(key: string): LimitDecision;
}

/** Keys kept before a sweep drops those with no request inside the window (bounds memory under a flood). */
const SWEEP_AT_KEYS = 10_000;

/**
 * An in-memory sliding-window log: at most `limit` requests per key in any `windowMs`. Each key keeps the
 * times of its last `limit` allowed requests, so memory is O(keys × limit); refused requests are not
 * counted (a client that waits Retry-After gets through). `limit` 0 allows everything.
 */
export function createSlidingWindowLimiter(options: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): SlidingWindowLimiter {
  const { limit, windowMs } = options;
  const now = options.now ?? Date.now;
  const hits = new Map<string, number[]>();
  const sweep = (at: number) => {
    for (const [key, times] of hits) if (times[times.length - 1]! <= at - windowMs) hits.delete(key);
  };
  const decide = (times: number[], at: number): LimitDecision =>
    times.length >= limit
      ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((times[0]! + windowMs - at) / 1000)) }
      : { allowed: true };
  return {
    hit(key) {
      if (limit <= 0) return { allowed: true };
      const at = now();
      if (hits.size >= SWEEP_AT_KEYS) sweep(at);
      const times = (hits.get(key) ?? []).filter((time) => time > at - windowMs);
      const decision = decide(times, at);
      if (decision.allowed) times.push(at);
      hits.set(key, times);
      return decision;
    },
    peek(key) {
      if (limit <= 0) return { allowed: true };
      const at = now();
      return decide(
        (hits.get(key) ?? []).filter((time) => time > at - windowMs),
        at,
      );
    },
  };
}
