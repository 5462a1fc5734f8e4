import type { ContentRepository } from '../content/content-repository';
import type { StockFilter } from '../sites/stock-filter';
import type { Tenant } from '../sites/tenant';
import type { SiteCars } from '../vehicles/site-cars';

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
  content: Pick<ContentRepository, 'pageList'>;
  stockFilter: (slug: string) => Promise<StockFilter | null>;
}

/**
 * The pages of a site worth finding (issue 6 item 5): home, the search routes its stock has (a used-only
 * site only the all-stock and used routes), /models when it sells makes new, /special-offers while it has
 * offers, /contact, its content pages, then every vehicle page of its live stock (available cars its stock
 * filter shows; sold cars are left out: their pages go in days) with the car's last change.
 */
export async function sitemapEntries(deps: SitemapDeps, tenant: Tenant): Promise<SitemapEntry[]> {
  const { site, dealer } = tenant;
  const [stockFilter, pages, cars] = await Promise.all([
    deps.stockFilter(site.slug),
    deps.content.pageList(site.id),
    deps.siteCars.available(tenant),
  ]);
  const searches = stockFilter?.used_only
    ? ['/search/new-used-and-demo-cars/', '/search/used-cars']
    : [
        '/search/new-used-and-demo-cars/',
        '/search/new-cars',
        '/search/used-cars',
        '/search/demo-cars',
        '/search/new-and-demo-cars',
      ];
  const sellsNew = dealer.locations.some((location) => location.manufacturers.length > 0);
  const paths = [
    '/',
    ...searches,
    ...(sellsNew ? ['/models'] : []),
    ...(dealer.offers.count > 0 ? ['/special-offers'] : []),
    '/contact',
    ...pages.map((page) => page.slug),
  ];
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
