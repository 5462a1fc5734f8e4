export interface StaleOnError {
  /** Which failed loads may be answered with the last good value (a database that cannot be reached). */
  when: (error: unknown) => boolean;
  /** How old that value may be, from its load (beyond it the failure is the answer). */
  maxAgeMs: number;
  /** How long a stale answer stands before the store is asked again (default: the cache's ttl). */
  retryMs?: number;
}

interface Entry<T> {
  until: number;
  value: Promise<T>;
  /** The value is the last good one, answered because the store could not be reached. */
  outage?: boolean;
}

/**
 * Promises by key, each kept for `ttl` ms; a rejected one is dropped so the next call loads again. With
 * `stale`, a load that fails that way answers the key's last good value instead, and that answer stands for
 * `stale.retryMs`; after it, calls are still answered the last good value at once while one load in the
 * background asks the store again (a store that does not answer at all makes a load wait for its timeout:
 * no call waits for that during an outage). The last good value is the one of the latest load begun: loads
 * that overlap (a ttl of 0) can end in any order. `clear()` forgets it too, with what loads begun before read
 * (the caller's own write changed it); `expire()` only has the next call load again. `peek(key)` is what
 * memory holds for the key, never a load: the last good value while a call could be answered it (within the
 * ttl, or `stale.maxAgeMs`).
 */
export function ttlCache<T>(ttl: number, now: () => number, stale?: StaleOnError) {
  const entries = new Map<string, Entry<T>>();
  const lastGood = new Map<string, { at: number; number: number; value: T }>();
  /** Loads begun so far: each is numbered. */
  let loads = 0;
  /** The last load begun before clear(). */
  let clearedAfter = 0;

  /** The key's last good value while it may still be served for a failure like `error`. */
  const fallback = (key: string, error?: unknown) => {
    const good = lastGood.get(key);
    const usable =
      good && stale && now() - good.at <= stale.maxAgeMs && (error === undefined || stale.when(error));
    return usable ? good : undefined;
  };

  /** A load of `key`, remembered as the last good value when it is the latest begun. */
  const begin = (key: string, load: () => Promise<T>): Promise<T> => {
    const at = now();
    const number = ++loads;
    return load().then((value) => {
      const good = lastGood.get(key);
      if (number > clearedAfter && (!good || good.number < number)) lastGood.set(key, { at, number, value });
      return value;
    });
  };

  /** During an outage: one load in the background; the entry stands until it answers or fails. */
  const retryInBackground = (key: string, entry: Entry<T>, load: () => Promise<T>) => {
    entry.until = Number.POSITIVE_INFINITY;
    begin(key, load).then(
      (value) => {
        if (entries.get(key) === entry)
          entries.set(key, { until: now() + ttl, value: Promise.resolve(value) });
      },
      (error: unknown) => {
        if (entries.get(key) !== entry) return;
        if (fallback(key, error)) entry.until = now() + (stale?.retryMs ?? ttl);
        else entries.delete(key);
      },
    );
  };

  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && now() < entry.until) return entry.value;
      if (entry?.outage && fallback(key)) {
        retryInBackground(key, entry, load);
        return entry.value;
      }
      const fresh: Entry<T> = {
        until: now() + ttl,
        value: begin(key, load).catch((error: unknown) => {
          const good = fallback(key, error);
          if (good) {
            fresh.until = now() + (stale?.retryMs ?? ttl);
            fresh.outage = true;
            return good.value;
          }
          if (entries.get(key) === fresh) entries.delete(key);
          throw error;
        }),
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
    peek(key: string): T | undefined {
      const good = lastGood.get(key);
      const maxAge = Math.max(ttl, stale?.maxAgeMs ?? 0);
      return good && now() - good.at <= maxAge ? good.value : undefined;
    },
  };
}
