import type { DealerConfig, SiteConfig } from '../../../shared/src/domain/site';
import type { Db } from '../db/db';

/** A tenant as the server hands it out: the public site config and the dealer config. */
export interface Tenant {
  site: SiteConfig;
  dealer: DealerConfig;
}

export interface SiteSummary {
  id: number;
  slug: string;
  name: string;
  template: string;
  domains: string[];
}

/**
 * Every site query of the platform. Sites are stored as jsonb documents for now; a later schema change to
 * relational tables only has to change this file.
 */
export interface SitesRepository {
  count(): Promise<number>;
  list(): Promise<SiteSummary[]>;
  findBySlug(slug: string): Promise<Tenant | null>;
  insert(tenant: Tenant): Promise<void>;
}

export function createSitesRepository(db: Db): SitesRepository {
  return {
    async count() {
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sites');
      return row?.n ?? 0;
    },
    async list() {
      return db.query<SiteSummary>('SELECT id, slug, name, template, domains FROM sites ORDER BY id');
    },
    async findBySlug(slug) {
      const [row] = await db.query<{ id: number; site: SiteConfig; dealer: DealerConfig }>(
        'SELECT id, site, dealer FROM sites WHERE slug = $1',
        [slug],
      );
      return row ? { site: { ...row.site, id: row.id }, dealer: row.dealer } : null;
    },
    async insert({ site, dealer }) {
      await db.query(
        `INSERT INTO sites (id, slug, name, template, domains, site, dealer) VALUES ($1, $2, $3, $4, $5, $6::text::jsonb, $7::text::jsonb)
         ON CONFLICT (slug) DO NOTHING`,
        [
          site.id,
          site.slug,
          site.name,
          site.template,
          site.domains,
          JSON.stringify(site),
          JSON.stringify(dealer),
        ],
      );
      await db.query(`SELECT setval(pg_get_serial_sequence('sites', 'id'), (SELECT max(id) FROM sites))`);
    },
  };
}
