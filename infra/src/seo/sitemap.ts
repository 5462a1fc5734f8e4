import { BODY_TYPE_LABELS } from '../../../shared/src/domain/catalogue';
import { bodyTypeFromSlug, bodyTypeSlug, slugify } from '../../../shared/src/rules/slugs';
import type { CatalogueRepository } from '../content/catalogue-repository';
import type { ContentRepository } from '../content/content-repository';
import { pageExists } from '../content/page-status';
import type { Tenant } from '../sites/tenant';
import type { SiteCars } from '../vehicles/site-cars';
import { canonicalSearchPath } from '../../../shared/src/rules/canonical-path';
import { matchesSearchPath, type SiteStockLines, type StockLine } from './search-stock';
import { searchPath } from '../../../shared/src/rules/search-path';
import { STOCK_ROUTES } from '../../../shared/src/rules/stock-routes';

/** One URL of a sitemap: a path on the site's origin and, when known, when it last changed (ISO 8601). */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** The sitemap protocol's limit of URLs per file: beyond it /sitemap.xml becomes an index of pages. */
export const SITEMAP_MAX_URLS = 50_000;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

export interface SitemapDeps {
  siteCars: Pick<SiteCars, 'available'>;
  content: Pick<ContentRepository, 'pageList' | 'page'>;
  catalogue: Pick<CatalogueRepository, 'manufacturers'>;
  /** The kinds of car the site has available (search-stock.ts). */
  stockLines: SiteStockLines;
}

/** The stock routes of spec §2 (STOCK_ROUTES), each at its canonical path (the all-stock one with its slash). */
const STOCK_PATHS = Object.keys(STOCK_ROUTES).map((route) => canonicalSearchPath(`/search/${route}`)!);

/**
 * The search pages of the site's stock, each at its canonical path: the stock routes, /search/{body},
 * /search/{make} and /search/{make}/{model} of the kinds of car it has available, and only those that list
 * one (a search page that lists none is noindex: page-seo.ts), read as the search page reads its path.
 */
function stockSearchPaths(lines: readonly StockLine[]): string[] {
  const candidates = new Set(STOCK_PATHS);
  for (const line of lines) {
    const body = line.simple_body ? bodyTypeFromSlug(line.simple_body) : null;
    if (body && BODY_TYPE_LABELS[body] === line.simple_body) candidates.add(`/search/${bodyTypeSlug(body)}`);
    const make = slugify(line.make);
    const model = slugify(line.model);
    if (!make) continue;
    candidates.add(`/search/${make}`);
    if (model) candidates.add(`/search/${make}/${model}`);
  }
  return [...candidates].filter((path) => {
    const search = searchPath(path);
    return canonicalSearchPath(path) === path && lines.some((line) => matchesSearchPath(line, search));
  });
}

/**
 * The pages of a site worth finding (issue 6 item 5), each at its canonical path and only where the site has
 * it (pageExists; a brand page for a make it sells that the catalogue knows, as modelsPageMeta decides):
 * home, the search pages of its available stock (stock routes, body types, makes, makes and models), /models
 * and /brands/{make} when it sells makes new, /special-offers while it has offers, /finance, /trade-in,
 * /contact and the /contact-us/{slug} of each location it shows, its content pages, then every vehicle page of
 * its live stock (available cars its stock filter shows; sold cars are left out: their pages go in days) with
 * the car's last change.
 */
export async function sitemapEntries(deps: SitemapDeps, tenant: Tenant): Promise<SitemapEntry[]> {
  const { site, dealer } = tenant;
  const sold = [...new Set(dealer.locations.flatMap((location) => location.manufacturers))];
  const [lines, pages, cars, makes] = await Promise.all([
    deps.stockLines(tenant),
    deps.content.pageList(site.id),
    deps.siteCars.available(tenant),
    sold.length > 0 ? deps.catalogue.manufacturers(sold) : Promise.resolve([]),
  ]);
  const brands = makes.filter((make) => sold.includes(make.slug)).map((make) => `/brands/${make.slug}`);
  const locations = dealer.locations
    .filter((location) => location.visible)
    .map((location) => `/contact-us/${location.slug}`);
  const sitePages = [
    ...(sold.length > 0 ? ['/models'] : []),
    '/special-offers',
    '/finance',
    '/trade-in',
    '/contact',
    ...locations,
    ...pages.map((page) => page.slug),
  ];
  const exists = await Promise.all(sitePages.map((path) => pageExists(deps.content, tenant, path)));
  const paths = ['/', ...stockSearchPaths(lines), ...brands, ...sitePages.filter((_, i) => exists[i])];
  const unique = [...new Set(paths)].map((path) => ({ path }));
  return [...unique, ...cars.map((car) => ({ path: `/cars/${car.slug}`, lastmod: car.updated_at }))];
}

/** A `<urlset>` of entries on `origin`. */
export function urlsetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${xml(origin + entry.path)}</loc>${entry.lastmod ? `<lastmod>${xml(entry.lastmod)}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** A `<sitemapindex>` of `/sitemap.xml?page=1…pages` on `origin`. */
export function sitemapIndexXml(origin: string, pages: number): string {
  const maps = Array.from(
    { length: pages },
    (_, i) => `<sitemap><loc>${xml(`${origin}/sitemap.xml?page=${i + 1}`)}</loc></sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...maps,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled (pages need /api/ to render); the sitemap on `origin`. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
