import { plateClearanceBannerExpires } from '../../demo/content/sale-pages';
import { createTestApp, type TestApp } from '../../test-support/test-app';

jest.setTimeout(60_000);

let t: TestApp;
const html = { accept: 'text/html' };
const coastline = { host: 'coastline-motor-group.localhost:8080' };
const nissan = { host: 'harbour-nissan.localhost:8080' };

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const siteId = async (slug: string) => (await t.app.platform.sites.findBySlug(slug))!.site.id;

describe('dealer content pages (issue 8 item 7)', () => {
  it('serves a content page with its own title and description', async () => {
    const res = await get('/privacy-policy', { ...html, ...coastline });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Privacy Policy | Coastline Motor Group</title>');
    expect(res.body).toContain(
      'How Coastline Motor Group collects, uses and protects your personal information.',
    );
  });

  it('answers 404 (the shell, noindex) for an unknown path, an unknown sale page and a page the site lacks', async () => {
    for (const [url, tenant] of [
      ['/no-such-page', nissan],
      ['/pages/no-such-sale', coastline],
      ['/ultratek', nissan],
      ['/subaru-service', nissan],
    ] as const) {
      const res = await get(url, { ...html, ...tenant });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).toMatch(/<title>Page not found \| [^<]+<\/title>/);
      expect(res.body).toContain('id="dealerline-boot"');
    }
  });

  it('serves the group-only pages on the group and the lead hand-offs with or without a trailing slash', async () => {
    for (const url of ['/ultratek', '/autopact-handback-guarantee', '/book-test-drive/', '/instant-price']) {
      expect([url, (await get(url, { ...html, ...coastline })).statusCode]).toEqual([url, 200]);
    }
  });

  it('drops a sale banner at its expiry and keeps a running one', async () => {
    const { content } = t.app.platform;
    const id = await siteId('coastline-motor-group');
    const before = await content.page(id, '/eofy', new Date('2025-06-15T13:59:00Z'));
    expect(before?.banner?.title).toBe('EOFY Sale ends 15 June');
    const after = await content.page(id, '/eofy', new Date('2026-11-21T00:00:00Z'));
    expect(after?.banner).toBeNull();
    expect(after?.title).toBe('End of Financial Year Sale');
    const running = await content.page(id, '/pages/plate-clearance-sale', new Date());
    expect(running?.banner).toMatchObject({ title: 'Plate Clearance Sale ends 30 June' });
  });

  it('seeds the running sale to end on the next 30 June, whenever the demo is seeded', () => {
    expect(plateClearanceBannerExpires(new Date('2026-11-21T00:00:00Z'))).toBe('2027-06-30T14:00:00.000Z');
    expect(plateClearanceBannerExpires(new Date('2027-06-30T13:59:59Z'))).toBe('2027-06-30T14:00:00.000Z');
    expect(plateClearanceBannerExpires(new Date('2027-06-30T14:00:00Z'))).toBe('2028-06-30T14:00:00.000Z');
  });

  it('has the spec §9 facts: privacy timings, return policy, marketing claims', async () => {
    const id = await siteId('coastline-motor-group');
    const text = async (slug: string) =>
      JSON.stringify((await t.app.platform.content.page(id, slug, new Date()))?.body);
    expect(await text('/privacy-policy')).toMatch(/within 7 days.*within 30 days.*within 14 days.*30 days/);
    expect(await text('/autopact-handback-guarantee')).toMatch(/14 days.*500 km.*quarter tank/);
    const about = await t.app.platform.content.page(id, '/about-us', new Date());
    expect(about?.body.find((block) => block.type === 'claims')).toEqual({
      type: 'claims',
      items: [
        { title: '3 year warranty', text: 'A 3 year warranty/protection plan on used vehicles.' },
        { title: 'Since 1969', text: 'Serving the Sunshine Coast since 1969.' },
      ],
    });
  });
});
