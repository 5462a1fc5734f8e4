import { isDatabaseUnavailable, OUTAGE_STALE_MS } from '../db/database-unavailable';
import type { SiteSummary, SitesRepository, Tenant } from './sites-repository';
import type { StockFilter } from './stock-filter';
import { ttlCache, type StaleOnError } from './ttl-cache';

/** How long a loaded site list, tenant or stock filter is served from memory before it is read again. */
export const SITE_CACHE_MS = 5_000;

/**
 * Every request resolves its tenant (the site list for the host, then the site with its dealer config,
 * locations and hours: several queries), and most read its stock filter. This keeps all three in memory for
 * `ttlMs`: concurrent requests share one load, a failed load is not kept, and this process's own `insert`,
 * `save` and `change` forget everything at once. Writes from elsewhere (another server, SQL by hand) show
 * within `ttlMs`. Callers never change a tenant. While the database cannot be reached, the last loaded values
 * are served for up to `staleMs` (OUTAGE_STALE_MS): pages and searches go on from memory meanwhile. Not
 * after this process's own write (they are out of date), but still after a write that failed. `inMemory`
 * reads what is held without a query (the page of a failed request: http/request-tenant.ts).
 */
export function cachedSitesRepository(
  inner: SitesRepository,
  options: { ttlMs?: number; staleMs?: number; now?: () => number } = {},
): SitesRepository {
  const ttl = options.ttlMs ?? SITE_CACHE_MS;
  const now = options.now ?? Date.now;
  const stale: StaleOnError = { when: isDatabaseUnavailable, maxAgeMs: options.staleMs ?? OUTAGE_STALE_MS };
  const lists = ttlCache<SiteSummary[]>(ttl, now, stale);
  const tenants = ttlCache<Tenant | null>(ttl, now, stale);
  const stockFilters = ttlCache<StockFilter | null>(ttl, now, stale);
  const caches = [lists, tenants, stockFilters];
  const forgetAfter = async <T>(write: Promise<T>): Promise<T> => {
    try {
      const result = await write;
      for (const cache of caches) cache.clear();
      return result;
    } catch (error) {
      // Nothing was written: what was read stays the outage's answer (a write tried during one fails).
      for (const cache of caches) cache.expire();
      throw error;
    }
  };
  return {
    count: () => inner.count(),
    list: () => lists.get('all', () => inner.list()),
    findBySlug: (slug) => tenants.get(slug, () => inner.findBySlug(slug)),
    insert: (tenant, extras) => forgetAfter(inner.insert(tenant, extras)),
    save: (tenant, extras) => forgetAfter(inner.save(tenant, extras)),
    stockFilter: (slug) => stockFilters.get(slug, () => inner.stockFilter(slug)),
    change: (work) => forgetAfter(inner.change(work)),
    inMemory: { list: () => lists.peek('all'), findBySlug: (slug) => tenants.peek(slug) },
  };
}
