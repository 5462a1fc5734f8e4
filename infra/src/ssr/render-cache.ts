/**
 * Server renders shared between requests (issue 9: a page's render costs 10-60 ms of CPU, and every shopper of
 * a tenant gets the same HTML, as nothing personal is rendered on the server). A request for a page that is
 * being rendered waits for that render instead of starting its own, and a finished render is kept `ttlMs`
 * more. A render that gave nothing (null, an error) is not kept.
 */
export function createRenderCache<T>(ttlMs: number, maxEntries: number, now: () => number = Date.now) {
  const entries = new Map<string, { owner: unknown; value: Promise<T | null>; doneAt?: number }>();
  /** The render of `key` by `owner` (the shell build: a new one renders again), shared or from `render`. */
  return (key: string, owner: unknown, render: () => Promise<T | null>): Promise<T | null> => {
    const hit = entries.get(key);
    const fresh = hit && (hit.doneAt === undefined || now() - hit.doneAt < ttlMs);
    if (hit && fresh && hit.owner === owner) return hit.value;
    const entry: { owner: unknown; value: Promise<T | null>; doneAt?: number } = { owner, value: render() };
    entries.delete(key);
    entries.set(key, entry);
    const settle = (kept: boolean) => {
      if (entries.get(key) !== entry) return;
      if (kept && ttlMs > 0) entry.doneAt = now();
      else entries.delete(key);
    };
    entry.value.then(
      (result) => settle(result !== null),
      () => settle(false),
    );
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
    return entry.value;
  };
}
