import type { ContentPage } from '../../../../shared/src/domain/content';
import { createCatalogueRepository } from '../../content/catalogue-repository';
import { createContentRepository } from '../../content/content-repository';
import { createReviewsRepository } from '../../content/reviews-repository';
import { demoTenants } from '../../demo/demo-tenants';
import { seedDemoTenants } from '../../demo/seed-demo-tenants';
import { createSitesRepository } from '../../sites/sites-repository';
import type { Db } from '../db';

const NOW = new Date('2026-03-10T00:00:00Z');
const text = (page: ContentPage | null) => JSON.stringify(page?.body ?? []);

/** The demo tenants and their content as stored (issue 3 item 2); not a test file. */
export function describeDemoData(ref: { db: Db }): void {
  it('seeds the nine demo tenants once and reads each back exactly as defined', async () => {
    const { db } = ref;
    expect(await seedDemoTenants(db, NOW)).toBe(9);
    expect(await seedDemoTenants(db, NOW)).toBe(0);
    const sites = createSitesRepository(db);
    expect(await sites.count()).toBe(9);
    for (const { site, dealer } of demoTenants(NOW)) {
      expect(await sites.findBySlug(site.slug)).toEqual({ site, dealer });
    }
    expect((await sites.list()).find((s) => s.slug === 'riverina-trucks')?.domains).toEqual([
      'www.riverinatrucks.com.au',
    ]);
    expect(await sites.stockFilter('harbour-nissan')).toEqual({
      location_rule: 2,
      used_only: false,
      manufacturers: ['nissan'],
      price_asc_priced_only: false,
    });
  });

  it('rewrites the demo tenants of an older demo version in place', async () => {
    const { db } = ref;
    await db.query(`UPDATE sites SET name = 'Renamed' WHERE slug = 'metro-drive'`);
    await db.query(`DELETE FROM offers WHERE site_id = 1`);
    await db.query(`UPDATE platform_meta SET value = '1' WHERE key = 'demo_data_version'`);
    expect(await seedDemoTenants(db, NOW)).toBe(9);
    const sites = createSitesRepository(db);
    expect((await sites.findBySlug('metro-drive'))?.site.name).toBe('Metro Drive');
    expect((await sites.findBySlug('coastline-motor-group'))?.dealer.offers.count).toBe(5);
  });

  it('stores the pages of spec §2 with the facts of §9, and each site its offers and slides', async () => {
    const content = createContentRepository(ref.db);
    for (const tenant of demoTenants(NOW)) {
      const slugs = (await content.pageList(tenant.site.id)).map((p) => p.slug);
      expect(slugs).toEqual(
        expect.arrayContaining([
          '/about-us',
          '/privacy-policy',
          '/terms-and-conditions',
          '/faqs',
          '/warranty',
        ]),
      );
      expect(slugs).toEqual(expect.arrayContaining(['/roadside-assist', '/vehicle-parts-and-accessories']));
      expect(slugs).toEqual(expect.arrayContaining(['/fleet', '/careers', '/service', '/eofy']));
      expect(slugs).toContain('/pages/capped-price-servicing');
      expect(await content.offers(tenant.site.id, NOW)).toHaveLength(tenant.dealer.offers.count);
      const slides = await content.promotions(tenant.site.id, NOW);
      expect(slides.length).toBeGreaterThanOrEqual(2);
      for (const slide of slides) expect([slide.image_width, slide.image_height]).toEqual([1920, 540]);
    }
    const privacy = await content.page(2, '/privacy-policy', NOW);
    expect(text(privacy)).toMatch(/within 7 days.*within 30 days/);
    expect(text(privacy)).toMatch(/within 14 days, and no later than 30 days/);
    const faqs = text(await content.page(3, '/faqs', NOW));
    for (const fact of [
      '7 years old',
      '100,000 km',
      'two sets of keys',
      'illegal modifications',
      'payout letter',
    ])
      expect(faqs).toContain(fact);
    expect(faqs).toContain('direct credit');
    const handback = text(await content.page(1, '/autopact-handback-guarantee', NOW));
    for (const fact of ['14 days', '500 km', 'quarter tank']) expect(handback).toContain(fact);
    expect(await content.page(2, '/autopact-handback-guarantee', NOW)).toBeNull();
    expect(text(await content.page(1, '/about-us', NOW))).toMatch(/since 1969.*3 year warranty/);
    expect((await content.page(1, '/eofy', new Date('2025-06-01T00:00:00Z')))?.banner?.expires_at).toBe(
      '2025-06-15T14:00:00.000Z',
    );
    expect((await content.page(1, '/eofy', NOW))?.banner).toBeNull();
    expect((await content.pageList(1)).map((p) => p.slug)).toEqual(
      expect.arrayContaining(['/service-maroochydore', '/service-noosa', '/subaru-service', '/ultratek']),
    );
  });

  it('stores 12 reviews per reviewed location, and the models of the franchise makes', async () => {
    const reviews = createReviewsRepository(ref.db);
    const mazda = await reviews.forLocation(1, 'coastline-mazda-maroochydore', NOW);
    expect(mazda?.summary).toEqual({ count: 12270, average_rating: '4.8' });
    expect(mazda?.reviews).toHaveLength(12);
    expect(mazda?.reviews[0]).toMatchObject({
      customer_name: expect.stringMatching(/^[A-Z][a-z]+ [A-Z]\.$/),
      review_date_in_words: expect.stringMatching(/^\d{1,2} [A-Z][a-z]+ 20\d\d$/),
      created_at_time_ago_in_words: expect.stringMatching(/ago$|^today$/),
    });
    for (const tenant of demoTenants(NOW)) {
      for (const location of tenant.dealer.locations) {
        const stored = await reviews.forLocation(tenant.site.id, location.id, NOW);
        expect(stored?.reviews).toHaveLength(location.reviews ? 12 : 0);
      }
    }
    expect(await reviews.forLocation(2, 'coastline-mazda-maroochydore', NOW)).toBeNull();
    const catalogue = createCatalogueRepository(ref.db);
    const makes = (await catalogue.manufacturers()).map((m) => m.slug);
    expect(makes).toEqual(expect.arrayContaining(['nissan', 'subaru', 'mazda', 'jayco', 'isuzu', 'gwm']));
    const models = await catalogue.models();
    expect(new Set(models.map((m) => m.status))).toEqual(new Set(['', 'all_new', 'coming_soon']));
    expect(models.every((m) => m.image.url?.startsWith('/images/demo/'))).toBe(true);
    expect((await catalogue.models(['nissan'])).map((m) => m.name)).toEqual(
      expect.arrayContaining(['X-Trail', 'Navara', 'Patrol']),
    );
  });
}
