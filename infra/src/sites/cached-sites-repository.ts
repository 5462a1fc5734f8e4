import type { SiteSummary, SitesRepository, Tenant } from './sites-repository';
import { ttlCache } from './ttl-cache';

/** How long a loaded site list or tenant is served from memory before it is read again. */
export const SITE_CACHE_MS = 5_000;

/**
 * Every request resolves its tenant (the site list for the host, then the site with its dealer config,
 * locations and hours: several queries). This keeps both in memory for `ttlMs`: concurrent requests share
 * one load, a failed load is not kept, and this process's own `insert`, `save` and `change` forget everything
 * at once. Writes from elsewhere (another server, SQL by hand) show within `ttlMs`. Callers never change a tenant.
 */
export function cachedSitesRepository(
  inner: SitesRepository,
  options: { ttlMs?: number; now?: () => number } = {},
): SitesRepository {
  const ttl = options.ttlMs ?? SITE_CACHE_MS;
  const now = options.now ?? Date.now;
  const lists = ttlCache<SiteSummary[]>(ttl, now);
  const tenants = ttlCache<Tenant | null>(ttl, now);
  const forgetAfter = async <T>(write: Promise<T>): Promise<T> => {
    try {
      return await write;
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
    change: (work) => forgetAfter(inner.change(work)),
  };
}
