import type { SiteSummary, SitesRepository, Tenant } from './sites-repository';

/** How long a loaded site list or tenant is served from memory before it is read again. */
export const SITE_CACHE_MS = 5_000;

/** Promises by key, each kept for `ttl` ms; a rejected one is dropped so the next call loads again. */
function ttlCache<T>(ttl: number, now: () => number) {
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

/**
 * Every request resolves its tenant (the site list for the host, then the site with its dealer config,
 * locations and hours: several queries). This keeps both in memory for `ttlMs`: concurrent requests share
 * one load, a failed load is not kept, and this process's own `insert` / `save` forget everything at once.
 * Writes from elsewhere (another server, SQL by hand) show within `ttlMs`. Callers never change a tenant.
 */
export function cachedSitesRepository(
  inner: SitesRepository,
  options: { ttlMs?: number; now?: () => number } = {},
): SitesRepository {
  const ttl = options.ttlMs ?? SITE_CACHE_MS;
  const now = options.now ?? Date.now;
  const lists = ttlCache<SiteSummary[]>(ttl, now);
  const tenants = ttlCache<Tenant | null>(ttl, now);
  const forgetAfter = async (write: Promise<void>) => {
    try {
      await write;
    } finally {
      lists.clear();
      tenants.clear();
    }
  };
  return {
    count: () => inner.count(),
    list: () => lists.get('all', () => inner.list()),
    findBySlug: (slug) => tenants.get(slug, () => inner.findBySlug(slug)),
    insert: (tenant, extras) => forgetAfter(inner.insert(tenant, extras)),
    save: (tenant, extras) => forgetAfter(inner.save(tenant, extras)),
    stockFilter: (slug) => inner.stockFilter(slug),
  };
}
