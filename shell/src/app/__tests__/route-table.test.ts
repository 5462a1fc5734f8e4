import { REMOTE_NAMES } from '@dealerline/shared';
import { testDealer, testSite } from '@dealerline/shared/testing';
import { linkIsOpen, matchesRoute, ROUTE_TABLE, routeAt, routeParams, routesFor } from '../route-table';

const paths = (routes: { path: string }[]) => routes.map((route) => route.path);

describe('route table', () => {
  it('maps every route of spec §2 to a remote', () => {
    const specRoutes = [
      '/',
      '/search/*',
      '/cars/:slug',
      '/cars/:slug/checkout',
      '/cars/:slug/buy-online',
      '/cars/trade-in',
      '/trade-in',
      '/finance',
      '/finance-enquiry',
      '/apply-for-finance',
      '/finance-pre-approval',
      '/success',
      '/models',
      '/brands/:manufacturer',
      '/special-offers',
      '/eofy',
      '/pages/:page',
      '/service',
      '/subaru-service',
      '/service-maroochydore',
      '/service-noosa',
      '/vehicle-parts-and-accessories',
      '/warranty',
      '/new-vehicle-warranty',
      '/roadside-assist',
      '/instant-price',
      '/book-test-drive',
      '/about-us',
      '/contact',
      '/contact-us/:locationSlug',
      '/fleet',
      '/careers',
      '/privacy-policy',
      '/terms-and-conditions',
      '/faqs',
      '/autopact-handback-guarantee',
      '/autopact-protection-plan',
      '/ultratek',
      '/garage',
    ];
    expect(paths(ROUTE_TABLE)).toEqual(expect.arrayContaining(specRoutes));
  });

  it('only names known remotes and never the same path twice', () => {
    for (const route of ROUTE_TABLE) {
      expect(route.regions.length).toBeGreaterThan(0);
      for (const region of route.regions) expect(REMOTE_NAMES).toContain(region.remote);
    }
    expect(new Set(paths(ROUTE_TABLE)).size).toBe(ROUTE_TABLE.length);
  });

  it('routes each page to the remote that owns it', () => {
    const owner = (path: string) =>
      ROUTE_TABLE.find((route) => route.path === path)?.regions.map((r) => r.remote);
    expect(owner('/search/*')).toEqual(['mf-search']);
    expect(owner('/cars/:slug')).toEqual(['mf-vehicle']);
    expect(owner('/finance-pre-approval')).toEqual(['mf-finance']);
    expect(owner('/trade-in')).toEqual(['mf-leads']);
    expect(owner('/contact')).toEqual(['mf-locations', 'mf-leads']);
  });

  it('keeps gated routes only on sites that switch the feature on', () => {
    const none = routesFor(
      testSite({ favourites: false, buy_online: false }),
      testDealer({ offers: { count: 0 } }),
    );
    expect(paths(none)).not.toEqual(expect.arrayContaining(['/garage']));
    expect(paths(none)).not.toContain('/special-offers');
    expect(paths(none)).not.toContain('/cars/:slug/buy-online');

    const all = routesFor(
      testSite({ favourites: true, buy_online: true }),
      testDealer({ offers: { count: 3 } }),
    );
    expect(paths(all)).toEqual(
      expect.arrayContaining([
        '/garage',
        '/special-offers',
        '/cars/:slug/checkout',
        '/cars/:slug/buy-online',
      ]),
    );
  });

  it('has no checkout where the dealer does not reserve (spec §4: autograb), so it is a 404 like buy online', () => {
    const site = testSite({ buy_online: true });
    const noReserve = testDealer({ autograb: false });
    expect(paths(routesFor(site, noReserve))).not.toContain('/cars/:slug/checkout');
    // Buying online is reserving with a larger deposit: the same rule, on top of the site's switch.
    expect(paths(routesFor(site, noReserve))).not.toContain('/cars/:slug/buy-online');
    expect(linkIsOpen('/cars/2021-toyota-hilux-1/checkout', site, noReserve)).toBe(false);
    expect(linkIsOpen('/cars/2021-toyota-hilux-1/checkout', site, testDealer({ autograb: true }))).toBe(true);
    // The vehicle page itself stays.
    expect(paths(routesFor(site, noReserve))).toContain('/cars/:slug');
  });
});

describe('matchesRoute', () => {
  it('matches like the shell router: params, splats, any case, an optional trailing slash', () => {
    expect(matchesRoute('/book-test-drive', '/book-test-drive/')).toBe(true);
    expect(matchesRoute('/book-test-drive', '/Book-Test-Drive')).toBe(true);
    expect(matchesRoute('/pages/:page', '/pages/capped-price-servicing')).toBe(true);
    expect(matchesRoute('/pages/:page', '/pages')).toBe(false);
    expect(matchesRoute('/pages/:page', '/pages/a/b')).toBe(false);
    expect(matchesRoute('/search/*', '/search/used-cars')).toBe(true);
    expect(matchesRoute('/search/*', '/search')).toBe(true);
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/', '/about')).toBe(false);
  });
});

describe('routeAt', () => {
  const regionsAt = (pathname: string) => routeAt(ROUTE_TABLE, pathname)?.regions.map((r) => r.module);

  it('prefers a fixed segment to a parameter, as the router does', () => {
    expect(routeAt(ROUTE_TABLE, '/cars/trade-in')?.path).toBe('/cars/trade-in');
    expect(routeAt(ROUTE_TABLE, '/cars/2026-mazda-cx-5-12')?.path).toBe('/cars/:slug');
    expect(routeAt(ROUTE_TABLE, '/cars/2026-mazda-cx-5-12/checkout')?.path).toBe('/cars/:slug/checkout');
  });

  it('finds the regions of a page and nothing for an unknown path', () => {
    expect(regionsAt('/')).toEqual(['home-search', 'home-stock', 'finance-teaser', 'location-block']);
    expect(regionsAt('/search/used-cars/mazda')).toEqual(['search-page']);
    expect(regionsAt('/contact-us/noosa')).toEqual(['contact-page', 'lead-form']);
    expect(routeAt(ROUTE_TABLE, '/no-such-page')).toBeUndefined();
  });

  it('reads the named segments of a path as the router does', () => {
    expect(routeParams('/contact-us/:locationSlug', '/contact-us/noosa-toyota/')).toEqual({
      locationSlug: 'noosa-toyota',
    });
    expect(routeParams('/brands/:manufacturer', '/brands/Land%20Rover')).toEqual({
      manufacturer: 'Land Rover',
    });
    expect(routeParams('/finance', '/finance')).toEqual({});
  });
});
