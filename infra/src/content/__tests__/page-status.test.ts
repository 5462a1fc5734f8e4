import { testDealer, testLocation, testSite } from '../../../../shared/testing/fixtures';
import { pageExists } from '../page-status';

describe('pageExists', () => {
  const stored = new Set(['/about-us', '/pages/capped-price-servicing']);
  const content = {
    page: jest.fn(async (_site: number, slug: string) =>
      stored.has(slug)
        ? {
            slug,
            title: slug,
            body: [],
            seo: { title: slug, description: '' },
            banner: null,
            location_slug: null,
          }
        : null,
    ),
  };
  const tenant = { site: testSite({ favourites: false }), dealer: testDealer() };

  it('knows the app routes without asking for content', async () => {
    expect(await pageExists(content, tenant, '/')).toBe(true);
    expect(await pageExists(content, tenant, '/book-test-drive/')).toBe(true);
    expect(await pageExists(content, tenant, '/cars/2020-kia-sportage-1')).toBe(true);
    expect(content.page).not.toHaveBeenCalled();
  });

  it('needs a stored page for a content route', async () => {
    expect(await pageExists(content, tenant, '/about-us/')).toBe(true);
    expect(content.page).toHaveBeenLastCalledWith(tenant.site.id, '/about-us', expect.any(Date));
    expect(await pageExists(content, tenant, '/pages/capped-price-servicing')).toBe(true);
    expect(await pageExists(content, tenant, '/pages/no-such-sale')).toBe(false);
    expect(await pageExists(content, tenant, '/ultratek')).toBe(false);
  });

  it('is false for unknown paths and for routes the site has switched off', async () => {
    expect(await pageExists(content, tenant, '/no-such-page')).toBe(false);
    expect(await pageExists(content, tenant, '/garage')).toBe(false);
  });

  it('has a location contact page only for a location the dealer shows', async () => {
    const dealer = testDealer({
      locations: [testLocation(), testLocation({ id: 2, slug: 'test-motors-closed', visible: false })],
    });
    const withLocations = { ...tenant, dealer };
    expect(await pageExists(content, withLocations, '/contact-us/test-motors-maroochydore')).toBe(true);
    expect(await pageExists(content, withLocations, '/contact-us/test-motors-maroochydore/')).toBe(true);
    expect(await pageExists(content, withLocations, '/contact-us/test-motors-closed')).toBe(false);
    expect(await pageExists(content, withLocations, '/contact-us/no-such-yard')).toBe(false);
  });
});
