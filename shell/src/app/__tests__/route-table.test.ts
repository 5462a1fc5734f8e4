import { REMOTE_NAMES } from '@dealerline/shared';
import { testDealer, testSite } from '@dealerline/shared/testing';
import { ROUTE_TABLE, routesFor } from '../route-table';

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
      expect.arrayContaining(['/garage', '/special-offers', '/cars/:slug/buy-online']),
    );
  });
});
