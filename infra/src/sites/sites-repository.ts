import type { Db } from '../db/db';
import { loadTenant } from './load-tenant';
import { saveTenant, type TenantExtras } from './save-tenant';
import { readStockFilter, type StockFilter } from './stock-filter';
import type { Tenant } from './tenant';

export type { Tenant } from './tenant';

export interface SiteSummary {
  id: number;
  slug: string;
  name: string;
  template: string;
  domains: string[];
  /** The slugs of the site's dealerships, in the site's order (what `dealer-token` takes). */
  dealerships: string[];
  /** Cars of the site's dealerships (filled in where the caller asks for it). */
  cars?: number;
}

/**
 * Every site query of the platform. Sites live in relational tables (migration 002: sites, dealer_configs,
 * dealerships, locations, opening_hours, special_hours); this repository hands them out as the same
 * SiteConfig + DealerConfig the shell and the remotes read.
 */
export interface SitesRepository {
  count(): Promise<number>;
  list(): Promise<SiteSummary[]>;
  findBySlug(slug: string): Promise<Tenant | null>;
  /** Inserts a tenant whose slug is not taken yet (an existing one is left alone). */
  insert(tenant: Tenant, extras?: TenantExtras): Promise<void>;
  /** Inserts or replaces a tenant's config, keeping its ids (and the cars of dealerships it still lists). */
  save(tenant: Tenant, extras?: TenantExtras): Promise<void>;
  /** The site's server-side stock filter (null for an unknown site). */
  stockFilter(slug: string): Promise<StockFilter | null>;
  /**
   * Runs other writes of sites in one transaction (`sites put`: checks and saves that must see the same
   * rows); like insert and save, a cached repository forgets what it holds once it ends.
   */
  change<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * What a cached repository holds in memory, read without a query (undefined where it holds nothing): for
   * an answer that must not wait for the database (http/request-tenant.ts, knownRequestTenant).
   */
  inMemory?: {
    list(): SiteSummary[] | undefined;
    findBySlug(slug: string): Tenant | null | undefined;
  };
}

export function createSitesRepository(db: Db): SitesRepository {
  return {
    async count() {
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sites');
      return row?.n ?? 0;
    },
    async list() {
      return db.query<SiteSummary>(
        `SELECT id, slug, name, template, domains,
                ARRAY(SELECT d.slug FROM dealerships d WHERE d.site_id = sites.id ORDER BY d.position, d.id)
                  AS dealerships
           FROM sites ORDER BY id`,
      );
    },
    findBySlug: (slug) => loadTenant(db, slug),
    async insert(tenant, extras) {
      await db.transaction(async (tx) => {
        const taken = await tx.query('SELECT 1 FROM sites WHERE slug = $1 OR id = $2', [
          tenant.site.slug,
          tenant.site.id,
        ]);
        if (taken.length === 0) await saveTenant(tx, tenant, extras);
      });
    },
    save: (tenant, extras) => db.transaction((tx) => saveTenant(tx, tenant, extras)),
    async stockFilter(slug) {
      const [row] = await db.query<{ stock_filter: Partial<StockFilter> }>(
        'SELECT stock_filter FROM sites WHERE slug = $1',
        [slug],
      );
      return row ? readStockFilter(row.stock_filter) : null;
    },
    change: (work) => db.transaction(work),
  };
}
