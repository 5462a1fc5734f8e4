import type { DealerConfig, SiteConfig } from '@dealerline/shared';
import type { RegionSpec } from '../components/remote-region';

/** A feature some sites have and others do not (spec §6: gated by site configuration). */
export type RouteGate = 'offers' | 'favourites' | 'reserve' | 'buy_online';

/** A path's named segments (`/contact-us/:locationSlug` → `{ locationSlug }`). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface RouteEntry {
  path: string;
  regions: RegionSpec[];
  /**
   * The page's name in its title ("Contact Us" → "Contact Us | {site}"), for a route whose page the route
   * names. Pages with a subject of their own (a car, a search, a content page) leave it out and name
   * themselves (useDocumentTitle); the site's name stands until they do.
   */
  title?: RouteTitle;
  gate?: RouteGate;
  /** For a path with a named segment: whether this tenant has the page it names (else it is a 404). */
  exists?: (params: RouteParams, dealer: DealerConfig) => boolean;
}

/** A route's page name: fixed, or made of the path's named segments (the location of /contact-us/{slug}). */
export type RouteTitle = string | ((params: RouteParams, dealer: DealerConfig) => string);

/** The page name of `route` at `pathname` for this dealer, if the route names its pages. */
export function routeTitle(route: RouteEntry, pathname: string, dealer: DealerConfig): string | undefined {
  return typeof route.title === 'function'
    ? route.title(routeParams(route.path, pathname), dealer)
    : route.title;
}

const locationOf = ({ locationSlug }: RouteParams, dealer: DealerConfig) =>
  dealer.locations.find((location) => location.visible && location.slug === locationSlug);

/** /contact-us/{slug} of a location the dealer shows; any other slug is no page of the site. */
const shownLocation = (params: RouteParams, dealer: DealerConfig) => locationOf(params, dealer) !== undefined;

/** /contact-us/{slug}'s name, as its heading has it: "Contact Coastline Mazda Maroochydore". */
const contactLocationTitle = (params: RouteParams, dealer: DealerConfig) =>
  `Contact ${locationOf(params, dealer)?.name ?? 'Us'}`;

const search = (module: string, variant?: string): RegionSpec => ({ remote: 'mf-search', module, variant });
const vehicle = (module: string, variant?: string): RegionSpec => ({ remote: 'mf-vehicle', module, variant });
const finance = (module: string, variant?: string): RegionSpec => ({ remote: 'mf-finance', module, variant });
const leads = (module: string, variant?: string): RegionSpec => ({ remote: 'mf-leads', module, variant });
const locations = (module: string, variant?: string): RegionSpec => ({
  remote: 'mf-locations',
  module,
  variant,
});

const contentPage = (path: string): RouteEntry => ({ path, regions: [locations('content-page')] });
const contentWithForm = (path: string, form: string): RouteEntry => ({
  path,
  regions: [locations('content-page'), leads('lead-form', form)],
});

/** Every route of spec §2, mapped to the remote module(s) that render it. The shell owns only this map. */
export const ROUTE_TABLE: RouteEntry[] = [
  {
    path: '/',
    regions: [
      search('home-search'),
      search('home-stock'),
      finance('finance-teaser'),
      locations('location-block'),
    ],
  },

  // Search (mf-search)
  { path: '/search/*', regions: [search('search-page')] },
  { path: '/models', regions: [search('models-page')], title: 'New Models' },
  { path: '/brands/:manufacturer', regions: [search('brand-page')] },
  { path: '/special-offers', regions: [search('offers-page')], gate: 'offers', title: 'Special Offers' },
  { path: '/garage', regions: [search('garage-page')], gate: 'favourites', title: 'My Garage' },

  // Vehicle detail, reserve and buy online (mf-vehicle)
  { path: '/cars/:slug', regions: [vehicle('vehicle-page')] },
  {
    path: '/cars/:slug/checkout',
    regions: [vehicle('checkout-page', 'reserve')],
    gate: 'reserve',
    title: 'Reserve this car',
  },
  {
    path: '/cars/:slug/buy-online',
    regions: [vehicle('checkout-page', 'buy-online')],
    gate: 'buy_online',
    title: 'Buy online',
  },

  // Finance (mf-finance)
  { path: '/finance', regions: [finance('finance-page', 'finance')], title: 'Finance' },
  {
    path: '/finance-enquiry',
    regions: [finance('finance-page', 'finance-enquiry')],
    title: 'Finance Enquiry',
  },
  {
    path: '/apply-for-finance',
    regions: [finance('finance-page', 'apply-for-finance')],
    title: 'Apply for Finance',
  },
  {
    path: '/finance-pre-approval',
    regions: [finance('finance-page', 'finance-pre-approval')],
    title: 'Finance Pre-Approval',
  },

  // Leads (mf-leads)
  { path: '/cars/trade-in', regions: [leads('trade-in-page', 'car')], title: 'Trade in your car' },
  { path: '/trade-in', regions: [leads('trade-in-page', 'trade-in')], title: 'Sell My Car' },
  { path: '/instant-price', regions: [leads('trade-in-page', 'instant-price')], title: 'Instant Price' },
  { path: '/book-test-drive', regions: [leads('lead-form', 'test-drive')], title: 'Book a Test Drive' },
  { path: '/success', regions: [leads('success-page')], title: 'Thank you' },

  // Dealer pages (mf-locations), with the lead form that belongs on them (mf-leads)
  {
    path: '/contact',
    regions: [locations('contact-page'), leads('lead-form', 'contact')],
    title: 'Contact Us',
  },
  {
    path: '/contact-us/:locationSlug',
    regions: [locations('contact-page'), leads('lead-form', 'contact')],
    exists: shownLocation,
    title: contactLocationTitle,
  },
  contentWithForm('/service', 'service'),
  contentWithForm('/subaru-service', 'service'),
  contentWithForm('/service-maroochydore', 'service'),
  contentWithForm('/service-noosa', 'service'),
  contentWithForm('/fleet', 'fleet'),
  contentWithForm('/careers', 'careers'),
  contentPage('/about-us'),
  contentPage('/vehicle-parts-and-accessories'),
  contentPage('/warranty'),
  contentPage('/new-vehicle-warranty'),
  contentPage('/roadside-assist'),
  contentPage('/privacy-policy'),
  contentPage('/terms-and-conditions'),
  contentPage('/faqs'),
  contentPage('/autopact-handback-guarantee'),
  contentPage('/autopact-protection-plan'),
  contentPage('/ultratek'),
  contentPage('/eofy'),
  contentPage('/pages/:page'),
];

const GATED_ROUTES = ROUTE_TABLE.filter((route) => route.gate);

function gateOpen(gate: RouteGate, site: SiteConfig, dealer: DealerConfig): boolean {
  switch (gate) {
    case 'offers':
      return dealer.offers.count > 0;
    case 'favourites':
      return site.favourites;
    // Spec §4: reserve is offered only where the dealer uses the autograb feature, whatever the car; buying
    // online follows the same rule, on the sites that also switch it on.
    case 'reserve':
      return dealer.autograb;
    case 'buy_online':
      return site.buy_online && dealer.autograb;
  }
}

/**
 * Whether a link of the site's navigation leads to a page this tenant has right now: false for a gated route
 * whose feature is off (/special-offers while no offer runs). Links off the site and paths no route names
 * (the router's 404 says so) are left as they are.
 */
export function linkIsOpen(href: string, site: SiteConfig, dealer: DealerConfig): boolean {
  if (!href.startsWith('/')) return true;
  const path = href.split(/[?#]/)[0]!;
  // Only a gated route can close a link. Most links match none of the few, so they are not matched against
  // every route: the navigation's 60-odd links are checked while the page hydrates (issue 9, TBT).
  if (!GATED_ROUTES.some((route) => matchesRoute(route.path, path))) return true;
  const route = routeAt(ROUTE_TABLE, path);
  return !route?.gate || gateOpen(route.gate, site, dealer);
}

/** The routes this tenant has: gated routes only where the site switches the feature on. */
export function routesFor(site: SiteConfig, dealer: DealerConfig): RouteEntry[] {
  return ROUTE_TABLE.filter((route) => !route.gate || gateOpen(route.gate, site, dealer));
}

const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);

/** A route pattern split once: its fixed and named segments, whether it ends in `*`, and its rank. */
interface CompiledPattern {
  fixed: string[];
  splat: boolean;
  /** react-router's ranking: a fixed segment beats a `:name`, which beats a trailing `*`. */
  score: number;
}

const compiledPatterns = new Map<string, CompiledPattern>();

/**
 * `pattern` compiled, once per pattern: the site's navigation asks for the route of each of its links while
 * the page hydrates, and splitting every pattern again for every link was a millisecond of main-thread work
 * per menu on a fast machine (issue 9, TBT).
 */
function compiledPattern(pattern: string): CompiledPattern {
  let compiled = compiledPatterns.get(pattern);
  if (!compiled) {
    const want = segments(pattern);
    const splat = want.at(-1) === '*';
    compiled = {
      fixed: splat ? want.slice(0, -1) : want,
      splat,
      score: want.reduce(
        (score, segment) => score + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10),
        0,
      ),
    };
    compiledPatterns.set(pattern, compiled);
  }
  return compiled;
}

function matchesSegments({ fixed, splat }: CompiledPattern, have: readonly string[]): boolean {
  if (splat ? have.length < fixed.length : have.length !== fixed.length) return false;
  return fixed.every((segment, index) => segment.startsWith(':') || segment === have[index]);
}

/**
 * Whether `pathname` matches `pattern` as the shell's router does: `:name` is one segment, a trailing `*` any
 * rest, letters match in any case and a trailing slash is ignored ("/book-test-drive/").
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  return matchesSegments(compiledPattern(pattern), segments(pathname));
}

/** The named segments of `pathname` under `pattern` (one that matchesRoute), as the router reads them. */
export function routeParams(pattern: string, pathname: string): RouteParams {
  const have = pathname.split('/').filter(Boolean);
  return Object.fromEntries(
    pattern
      .split('/')
      .filter(Boolean)
      .flatMap((segment, index) =>
        segment.startsWith(':') ? [[segment.slice(1), decodeURIComponent(have[index] ?? '')]] : [],
      ),
  );
}

/** The route the shell's router renders for `pathname` (/cars/trade-in is the trade-in, not a car), if any. */
export function routeAt(routes: readonly RouteEntry[], pathname: string): RouteEntry | undefined {
  const have = segments(pathname);
  let best: { route: RouteEntry; score: number } | undefined;
  for (const route of routes) {
    const pattern = compiledPattern(route.path);
    if (matchesSegments(pattern, have) && (!best || pattern.score > best.score))
      best = { route, score: pattern.score };
  }
  return best?.route;
}
