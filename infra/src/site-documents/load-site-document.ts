import type { Db } from '../db/db';
import { parseDeliveryConfig } from '../lead-delivery/delivery-config';
import type { DealershipProfile } from '../sites/dealership-profile';
import { loadTenant } from '../sites/load-tenant';
import { readStockFilter, type StockFilter } from '../sites/stock-filter';
import { siteDocumentOf, type SiteDocument, type StoredDealership } from './site-document';

interface DealershipRow extends DealershipProfile {
  slug: string;
  delivery: unknown;
}

/** What the site's dealerships sell and where their leads go, read from `dealerships`. */
export async function loadStoredDealerships(db: Db, siteId: number): Promise<StoredDealership[]> {
  const rows = await db.query<DealershipRow>(
    `SELECT slug, manufacturers, kind, used_only, stock_weight, delivery
       FROM dealerships WHERE site_id = $1 ORDER BY position, id`,
    [siteId],
  );
  return rows.map(({ slug, delivery, manufacturers, kind, used_only, stock_weight }) => ({
    slug,
    profile: {
      manufacturers,
      kind,
      used_only,
      stock_weight: stock_weight === null ? null : Number(stock_weight),
    },
    delivery: parseDeliveryConfig(delivery),
  }));
}

export const noSiteMessage = (slug: string) =>
  `No site ${slug} (sites list shows the sites; sites put <file.json> creates one)`;

/**
 * A stored site's document (`sites show`), read straight from the database (never from a cache: the
 * operator edits what is stored). Null for an unknown slug.
 */
export async function loadSiteDocument(db: Db, slug: string): Promise<SiteDocument | null> {
  const tenant = await loadTenant(db, slug);
  if (!tenant) return null;
  const [stored] = await db.query<{ stock_filter: Partial<StockFilter>; favourites: boolean }>(
    'SELECT stock_filter, favourites FROM sites WHERE id = $1',
    [tenant.site.id],
  );
  const dealerships = await loadStoredDealerships(db, tenant.site.id);
  // The stored flag, not the tenant's (hasFavourites: on for Nissan's template whatever the flag says): a
  // document put back after its template changed must not keep favourites the template alone gave.
  const site = { ...tenant.site, favourites: stored?.favourites ?? tenant.site.favourites };
  return siteDocumentOf({ ...tenant, site }, dealerships, readStockFilter(stored?.stock_filter));
}
