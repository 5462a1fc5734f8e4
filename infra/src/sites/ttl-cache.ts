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
 * `stale.retryMs`, so during an outage the store is asked again once in a while, not on every call.
 */
export function ttlCache<T>(ttl: number, now: () => number, stale?: StaleOnError) {
  const entries = new Map<string, { until: number; value: Promise<T> }>();
  const lastGood = new Map<string, { at: number; value: T }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && now() < entry.until) return entry.value;
      const at = now();
      const fresh = {
        until: at + ttl,
        value: load().then(
          (value) => {
            lastGood.set(key, { at, value });
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
    },
  };
}
