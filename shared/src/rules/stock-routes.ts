import type { CarType } from '../domain/car';
import type { SiteConfig } from '../domain/site';

/**
 * The stock routes of spec §2 (`/search/{route}`): their title and the car types each shows (none: all). The
 * search page (mf-search) and the served page titles (infra SEO) both read this, through stockRouteTitle (which
 * puts the site's words in place of "Used" and "Cars").
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

/** What a site calls its stock when it names nothing else (`vehicle_noun` absent): the routes' own word. */
export const DEFAULT_VEHICLE_NOUN = 'Cars';

/** The site's word for its stock in stock route titles: its `vehicle_noun` ("Caravans"), else "Cars". */
export function vehicleNoun(site: Pick<SiteConfig, 'vehicle_noun'>): string {
  return site.vehicle_noun?.trim() || DEFAULT_VEHICLE_NOUN;
}

/**
 * The title of a stock route on a site, in its words: its word for used and its word for its stock
 * ("Used Caravans", "New, Pre-Owned and Demo Cars"); undefined for a path that is no stock route. A used-only
 * dealer's all-stock route lists its used cars, so it is titled as they are ("Pre-Owned Cars"), not "New,
 * Pre-Owned and Demo Cars". Every title built from a stock route comes from here (the search page's heading
 * and title, the served page title, the vehicle trail, the success page's link); the paths stay
 * `/search/used-cars` whatever the site calls its stock (spec §2).
 */
export function stockRouteTitle(
  route: string,
  site: Pick<SiteConfig, 'template' | 'used_label' | 'vehicle_noun'>,
): string | undefined {
  const stock = STOCK_ROUTES[route.toLowerCase()];
  if (!stock) return undefined;
  const allStock = stock.carTypes.length === 0;
  const title =
    allStock && site.template === USED_ONLY_TEMPLATE ? STOCK_ROUTES['used-cars']!.title : stock.title;
  // Every title ends in the routes' word ("… Cars"): the car types before it, then the site's own word.
  const types = title.slice(0, title.lastIndexOf(' '));
  return `${withUsedLabel(types, site.used_label)} ${vehicleNoun(site)}`;
}
