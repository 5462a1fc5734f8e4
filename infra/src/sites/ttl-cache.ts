/** Promises by key, each kept for `ttl` ms; a rejected one is dropped so the next call loads again. */
export function ttlCache<T>(ttl: number, now: () => number) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && now() - entry.at < ttl) return entry.value;
      const fresh = { at: now(), value: load() };
      entries.set(key, fresh);
      fresh.value.catch(() => {
        if (entries.get(key) === fresh) entries.delete(key);
      });
      return fresh.value;
    },
    clear: () => entries.clear(),
  };
}
