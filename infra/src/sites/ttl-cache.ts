export interface StaleOnError {
  /** Which failed loads may be answered with the last good value (a database that cannot be reached). */
  when: (error: unknown) => boolean;
  /** How old that value may be, from its load (beyond it the failure is the answer). */
  maxAgeMs: number;
  /** How long a stale answer stands before the store is asked again (default: the cache's ttl). */
  retryMs?: number;
}

/**
 * Promises by key, each kept for `ttl` ms; a rejected one is dropped so the next call loads again. With
 * `stale`, a load that fails that way answers the key's last good value instead, and that answer stands for
 * `stale.retryMs`, so during an outage the store is asked again once in a while, not on every call. The last
 * good value is the one of the latest load begun: loads that overlap (a ttl of 0) can end in any order.
 * `clear()` forgets it too, with what loads begun before read (the caller's own write changed it);
 * `expire()` only has the next call load again.
 */
export function ttlCache<T>(ttl: number, now: () => number, stale?: StaleOnError) {
  const entries = new Map<string, { until: number; value: Promise<T> }>();
  const lastGood = new Map<string, { at: number; number: number; value: T }>();
  /** Loads begun so far: each is numbered. */
  let loads = 0;
  /** The last load begun before clear(). */
  let clearedAfter = 0;
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && now() < entry.until) return entry.value;
      const at = now();
      const number = ++loads;
      const fresh = {
        until: at + ttl,
        value: load().then(
          (value) => {
            const good = lastGood.get(key);
            if (number > clearedAfter && (!good || good.number < number))
              lastGood.set(key, { at, number, value });
            return value;
          },
          (error: unknown) => {
            const good = lastGood.get(key);
            if (good && stale?.when(error) && now() - good.at <= stale.maxAgeMs) {
              fresh.until = now() + (stale.retryMs ?? ttl);
              return good.value;
            }
            if (entries.get(key) === fresh) entries.delete(key);
            throw error;
          },
        ),
      };
      entries.set(key, fresh);
      return fresh.value;
    },
    clear: () => {
      entries.clear();
      lastGood.clear();
      clearedAfter = loads;
    },
    expire: () => entries.clear(),
  };
}
