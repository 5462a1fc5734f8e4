import type { FastifyInstance } from 'fastify';
import { BODY_TYPE_LABELS } from '../../../shared/src/domain/catalogue';
import type { SearchPath } from '../../../shared/src/rules/search-path';
import { slugify } from '../../../shared/src/rules/slugs';
import type { CarEvents } from '../cars/car-events';
import type { Db } from '../db/db';
import { SITE_CACHE_MS } from '../sites/cached-sites-repository';
import type { StockFilter } from '../sites/stock-filter';
import type { Tenant } from '../sites/tenant';
import { ttlCache } from '../sites/ttl-cache';
import { inSiteStock, siteStockRule, type StockCar } from '../vehicles/site-stock';

/** One kind of car a site has available (its stock filter's attributes, make, model and body). */
export interface StockLine extends StockCar {
  model: string;
  simple_body: string | null;
}

/** Whether cars of `line` are listed by the search page of `path`. */
export function matchesSearchPath(
  line: Pick<StockLine, 'car_type' | 'make' | 'model' | 'simple_body'>,
  path: SearchPath,
): boolean {
  switch (path.kind) {
    case 'stock':
      return path.carTypes.length === 0 || path.carTypes.includes(line.car_type);
    case 'body':
      return line.simple_body === BODY_TYPE_LABELS[path.body];
    case 'make':
      return (
        slugify(line.make) === path.makeSlug &&
        (path.modelSlug === undefined || slugify(line.model) === path.modelSlug)
      );
  }
}

/**
 * The available stock of a site, one line per kind of car (not per car); with `only`, just the lines it keeps
 * (tested before the stock filter, the dearer test).
 */
export type SiteStockLines = (tenant: Tenant, only?: (line: StockLine) => boolean) => Promise<StockLine[]>;

export interface SiteStockLinesDeps {
  db: Pick<Db, 'query'>;
  stockFilter: (slug: string) => Promise<StockFilter | null>;
  /** Clock in milliseconds: the search's own. */
  now: () => number;
  /** Inventory changes (an import, a sale, a reservation): the kept rows are read again after one. */
  events?: Pick<CarEvents, 'onCarsChanged'>;
}

/**
 * The kinds of car a site shows and has available (no sold ones), as its stock filter lets them through
 * (siteStockRule: the filter its search key carries): what decides whether a search page lists anything, and
 * which make, model and body pages the sitemap lists. One grouped query: a line per dealership, location,
 * state, status, car type, make, model and body.
 */
export function createSiteStockLines(deps: SiteStockLinesDeps): SiteStockLines {
  // Every search page asks (its robots tag): the grouped rows of a site are kept for SITE_CACHE_MS, so a
  // burst of search pages costs one query; the platform's own inventory changes clear them at once, as they
  // update the search index.
  const siteRows = ttlCache<Omit<StockLine, 'sold_date_timestamp'>[]>(SITE_CACHE_MS, () => Date.now());
  deps.events?.onCarsChanged(() => siteRows.clear());
  return async (tenant, only = () => true) => {
    const [stockFilter, rows] = await Promise.all([
      deps.stockFilter(tenant.site.slug),
      siteRows.get(String(tenant.site.id), () =>
        deps.db.query<Omit<StockLine, 'sold_date_timestamp'>>(
          `SELECT c.dealership_id, c.location_id, c.state, c.status, c.car_type, c.make, c.model, c.simple_body,
                c.show_on_dealer_website
         FROM cars c JOIN dealerships d ON d.id = c.dealership_id
         WHERE d.site_id = $1 AND c.show_on_dealer_website AND c.status <> 'sold'
         GROUP BY c.dealership_id, c.location_id, c.state, c.status, c.car_type, c.make, c.model, c.simple_body,
                  c.show_on_dealer_website`,
          [tenant.site.id],
        ),
      ),
    ]);
    if (!stockFilter) return [];
    const rule = siteStockRule(tenant, stockFilter, Math.floor(deps.now() / 1000));
    return rows
      .map((row) => ({ ...row, sold_date_timestamp: null }))
      .filter((line) => only(line) && inSiteStock(rule, line));
  };
}

/** The site stock lines of the app's platform, on the search's clock. */
export function siteStockLinesOf(app: FastifyInstance): SiteStockLines {
  const { db, sites } = app.platform;
  return createSiteStockLines({
    db,
    stockFilter: (slug) => sites.stockFilter(slug),
    now: () => app.searchService.now(),
    events: app.platform.events,
  });
}
