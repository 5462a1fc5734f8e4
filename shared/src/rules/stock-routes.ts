import type { CarType } from '../domain/car';
import type { SiteConfig } from '../domain/site';

/**
 * The stock routes of spec §2 (`/search/{route}`): their title and the car types each shows (none: all). The
 * search page (mf-search) and the served page titles (infra SEO) both read this.
 */
export const STOCK_ROUTES: Readonly<Record<string, { title: string; carTypes: CarType[] }>> = {
  'new-used-and-demo-cars': { title: 'New, Used and Demo Cars', carTypes: [] },
  'used-cars': { title: 'Used Cars', carTypes: ['used'] },
  'demo-cars': { title: 'Demo Cars', carTypes: ['demo'] },
  'new-cars': { title: 'New Cars', carTypes: ['new'] },
  'new-and-demo-cars': { title: 'New and Demo Cars', carTypes: ['new', 'demo'] },
};

/**
 * A stock route's title in the site's word for used, as the header's link names it: "Used Cars" → "Pre-Owned
 * Cars", "New, Used and Demo Cars" → "New, Pre-Owned and Demo Cars".
 */
export function withUsedLabel(title: string, usedLabel: string): string {
  return title.replace(/\bUsed\b/, usedLabel || 'Used');
}

/** The template of used-only dealers: their stock is used cars only (the server's stock filter says so too). */
export const USED_ONLY_TEMPLATE = 'used';

/**
 * The title of a stock route on a site, in its word for used; undefined for a path that is no stock route. A
 * used-only dealer's all-stock route lists its used cars, so it is titled as they are ("Pre-Owned Cars"), not
 * "New, Pre-Owned and Demo Cars".
 */
export function stockRouteTitle(
  route: string,
  site: Pick<SiteConfig, 'template' | 'used_label'>,
): string | undefined {
  const stock = STOCK_ROUTES[route.toLowerCase()];
  if (!stock) return undefined;
  const allStock = stock.carTypes.length === 0;
  const title =
    allStock && site.template === USED_ONLY_TEMPLATE ? STOCK_ROUTES['used-cars']!.title : stock.title;
  return withUsedLabel(title, site.used_label);
}
