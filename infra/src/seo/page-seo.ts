import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { requestOrigin } from '../http/request-tenant';
import { galleryImage } from '../../../shared/src/ui/first-view-images';
import type { PageMeta } from '../shell/render-shell';
import type { Tenant } from '../sites/tenant';
import { siteCarsOf } from '../vehicles/site-cars';
import { matchesRoute, routeAt, routesFor, routeTitle } from '../../../shell/src/app/route-table';
import { canonicalUrl } from '../../../shared/src/rules/canonical-path';
import { routeHead } from '../../../shared/src/rules/page-head';
import { pageTitle } from '../../../shared/src/rules/page-title';
import { siteOrigin } from '../../../shared/src/rules/site-urls';
import { locationJsonLd, shownLocations, siteJsonLd } from './dealer-json-ld';
import { jsonLdScript, NOINDEX } from './head-tags';
import { modelsPageMeta, searchPageMeta } from './search-seo';
import { pastLastSearchPage, searchPageNumber } from '../../../shared/src/rules/search-page';
import { searchPath } from '../../../shared/src/rules/search-path';
import { matchesSearchPath, siteStockLinesOf } from './search-stock';
import { pastLastPageMeta } from './search-page-range';
import { vehiclePageMeta } from './vehicle-seo';

/** /cars/{slug}: a vehicle page (not /cars/trade-in, a lead form). */
const VEHICLE_PAGE = /^\/cars\/([^/]+)\/?$/;
/** The reserve and buy-online steps of a car: not for search results. */
const CHECKOUT_PAGE = /^\/cars\/([^/]+)\/(checkout|buy-online)\/?$/;
const BRAND_PAGE = /^\/brands\/([^/]+)\/?$/;
const NOT_CARS = new Set(['trade-in']);
/** The h1 of the vehicle page of a car the site does not have (mf-vehicle's vehicle-page.tsx). */
const VEHICLE_NOT_FOUND = 'Vehicle not found';
/** Pages of one shopper, not for search results: the thank-you page after a lead, the saved cars. */
const PRIVATE_PAGES = ['/success', '/garage'];
const SEARCH_PAGE = /^\/search(\/|$)/i;
/** /contact-us/{slug}: a location's page (the router matches its words in any case). */
const LOCATION_PAGE = /^\/contact-us\/([^/]+)\/?$/i;

export type PageSeo = (request: FastifyRequest, tenant: Tenant, pathname: string) => Promise<PageMeta>;

function segment(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The head of each served page (issue 6 item 5), from the route's head (routeHead, shared/src/rules/page-head.ts,
 * which the browser writes after each in-app navigation too: title, description, canonical URL, the picture
 * of a shared link; render-shell makes every page's Open Graph and Twitter tags from it): a vehicle page gets
 * its car's title, description, picture (Open Graph type product) and JSON-LD (one car lookup), or noindex and `missing` when the site has no such car (the page still
 * serves, as a 404: the browser shows its not-found); a car's checkout noindex (and `missing` likewise); search, model and brand pages their titles and descriptions; a content page its own
 * SEO title and description; any other page its route's title (shell's route table), else the site's name.
 * A search page whose path matches none of the site's available cars, the thank-you page and the garage are
 * noindex; a search page past every search's last page (`?page=49` and up) is noindex and `missing` (404).
 * The canonical URL is the page's normalised path (canonicalPath). Nothing here searches: a search page's
 * stock is one grouped query of the site's cars (search-stock.ts). A missing car's or brand's page is
 * titled as its heading says; /contact, /finance, /trade-in and /special-offers have descriptions of their
 * own (shared/src/rules/page-descriptions.ts); the home page and a location's page carry the dealer's JSON-LD
 * (dealer-json-ld.ts), both from the tenant as loaded. When that lookup cannot reach the database, the page
 * gets its route's title, noindex and `unavailable` (the route answers 503).
 */
export function createPageSeo(app: FastifyInstance): PageSeo {
  const { catalogue, content } = app.platform;
  const siteCars = siteCarsOf(app);
  const stockLines = siteStockLinesOf(app);
  return async (request, tenant, pathname) => {
    const origin = requestOrigin(request);
    const query = request.query as Record<string, unknown>;
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    const address = { origin, pathname, search };
    /** The page's head before its own lookup: the site's name as its title. */
    const fallback: PageMeta = routeHead(tenant, address);
    /** The page's head with its route's title (the route table's name of the page, else the site's). */
    const titled = (): PageMeta => {
      const route = routeAt(routesFor(tenant.site, tenant.dealer), pathname);
      return routeHead(tenant, address, route && routeTitle(route, pathname, tenant.dealer));
    };
    try {
      return await lookedUp();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return { ...titled(), head: [NOINDEX], unavailable: true };
    }

    /** The page's head from its own lookup (a car, a search page's stock, a content page…). */
    async function lookedUp(): Promise<PageMeta> {
      const vehicle = VEHICLE_PAGE.exec(pathname);
      if (vehicle && !NOT_CARS.has(vehicle[1]!)) {
        const slug = segment(vehicle[1]!);
        const car = slug ? await siteCars.bySlug(tenant, slug) : null;
        // Titled as the vehicle page's not-found heading says (mf-vehicle's vehicle-page.tsx).
        if (!car)
          return {
            ...fallback,
            title: pageTitle(VEHICLE_NOT_FOUND, tenant.site.name),
            head: [NOINDEX],
            missing: true,
          };
        const carCanonical = canonicalUrl(tenant.site.domains, origin, `/cars/${car.slug}`);
        const base = { ...fallback, canonical: carCanonical };
        const meta = vehiclePageMeta(car, tenant, base, siteOrigin(tenant.site.domains, origin));
        const photo = car.images[0]?.url;
        // The gallery's first photo is the page's largest content: the page preloads it (render-shell).
        return photo ? { ...meta, picture: galleryImage(photo) } : meta;
      }
      const checkout = CHECKOUT_PAGE.exec(pathname);
      if (checkout) {
        const slug = segment(checkout[1]!);
        const car = slug ? await siteCars.bySlug(tenant, slug) : null;
        return { ...titled(), head: [NOINDEX], ...(car ? {} : { missing: true }) };
      }
      if (SEARCH_PAGE.test(pathname)) {
        const path = searchPath(pathname);
        const lines = await stockLines(tenant, (line) => matchesSearchPath(line, path));
        const listsStock = lines.length > 0;
        const meta = await searchPageMeta(pathname, tenant, catalogue, fallback, listsStock);
        // Past every search's last page (`?page=49`, `?page=1001`): known without the search. A page past the
        // last of its own results is known once the server has rendered it (withRenderedSearch).
        const page = searchPageNumber(new URLSearchParams(search).get('page'));
        return pastLastSearchPage(page) ? pastLastPageMeta(meta) : meta;
      }
      if (pathname === '/models' || pathname === '/models/') {
        const body = typeof query.body === 'string' ? query.body : undefined;
        return modelsPageMeta(tenant, catalogue, fallback, { body });
      }
      const brand = BRAND_PAGE.exec(pathname);
      const makeSlug = brand && segment(brand[1]!);
      if (makeSlug) return modelsPageMeta(tenant, catalogue, fallback, { makeSlug });
      const page = await content.page(tenant.site.id, pathname.replace(/\/+$/, '') || '/', new Date());
      if (page) return { ...fallback, title: page.seo.title, description: page.seo.description };
      if (PRIVATE_PAGES.some((path) => matchesRoute(path, pathname))) return { ...titled(), head: [NOINDEX] };
      const dealer = dealerJsonLd(tenant, pathname, siteOrigin(tenant.site.domains, origin), new Date());
      return { ...titled(), ...(dealer && { head: [jsonLdScript(dealer)] }) };
    }
  };
}

/**
 * The dealer's JSON-LD of the home page (the site: siteJsonLd) and of a /contact-us/{slug} page of a location
 * the site shows (that location: locationJsonLd), from the tenant's locations (no query), with the holiday
 * hours from `now` on; null elsewhere.
 */
function dealerJsonLd(
  tenant: Tenant,
  pathname: string,
  origin: string,
  now: Date,
): Record<string, unknown> | null {
  if (pathname === '/') return siteJsonLd(tenant, origin, now);
  const match = LOCATION_PAGE.exec(pathname);
  const slug = match && segment(match[1]!);
  // The location the page shows, as the route table finds it (a visible location of exactly that slug).
  const location = slug && shownLocations(tenant).find((l) => l.slug === slug);
  return location ? locationJsonLd(location, tenant, origin, now) : null;
}
