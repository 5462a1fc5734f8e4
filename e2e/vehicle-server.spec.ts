import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { VehicleDetailResponse } from '../shared/src/domain/vehicle';
import { readPdf } from '../infra/src/vehicles/__tests__/pdf-reader';
import { E2E_PORT, siteUrl } from './support/chromium';

/**
 * Issue 6, the vehicle page's server side on the shared platform (10,000 demo cars): the brochure PDF
 * downloaded by the browser from a vehicle page, the JSON-LD of the page's HTML as served, and robots.txt and
 * sitemap.xml on tenant hosts. Node cannot resolve {slug}.localhost, so everything on a tenant host goes
 * through Chromium; the car is picked through the platform's own address with ?site=.
 */
const SITE = 'coastline-motor-group';
const OTHER = 'harbour-nissan';
const PLATFORM = `http://127.0.0.1:${E2E_PORT}`;

const carSlugs = (xml: string) => [...xml.matchAll(/<loc>[^<]*\/cars\/([^<]+)<\/loc>/g)].map((m) => m[1]!);

/** A live car of the site with a real price, from its sitemap, with its detail. */
async function pricedCar(site: string): Promise<VehicleDetailResponse> {
  const sitemap = await (await fetch(`${PLATFORM}/sitemap.xml?site=${site}`)).text();
  for (const slug of carSlugs(sitemap).slice(0, 40)) {
    const detail = (await (
      await fetch(`${PLATFORM}/api/cars/${slug}?site=${site}`)
    ).json()) as VehicleDetailResponse;
    if (detail.car.price > 1000 && !detail.car.subscription_price && !detail.car.before_price) return detail;
  }
  throw new Error(`no priced car in the sitemap of ${site}`);
}

const titleOf = ({ car }: VehicleDetailResponse) =>
  [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ');

test.describe('vehicle page, server side', () => {
  let detail: VehicleDetailResponse;
  test.beforeAll(async () => {
    detail = await pricedCar(SITE);
  });

  test('the brochure downloads from the vehicle page as {slug}.pdf and reads as a PDF naming the car', async ({
    page,
  }) => {
    const { car } = detail;
    await page.goto(siteUrl(SITE, `/cars/${car.slug}`), { waitUntil: 'domcontentloaded' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.evaluate(
        (href) => {
          const link = document.createElement('a');
          link.href = href;
          document.body.append(link);
          link.click();
          link.remove();
        },
        `/api/cars/${encodeURIComponent(car.slug)}/brochure.pdf`,
      ),
    ]);
    expect(download.suggestedFilename()).toBe(`${car.slug}.pdf`);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = readPdf(bytes);
    expect(pdf.pages).toBe(1);
    expect(pdf.info.Title).toBe(titleOf(detail));
    const lines = pdf.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        titleOf(detail),
        `$${car.price.toLocaleString('en-AU')}`,
        detail.dealership.name,
      ]),
    );
    expect(pdf.images).toHaveLength(1);

    const status = await page.evaluate(
      async (href) => (await fetch(href)).status,
      '/api/cars/no-such-car-1/brochure.pdf',
    );
    expect(status).toBe(404);
  });

  test('the vehicle page’s HTML, as served, carries valid JSON-LD with the car’s name and price', async ({
    page,
  }) => {
    const { car } = detail;
    const response = await page.goto(siteUrl(SITE, `/cars/${car.slug}`), { waitUntil: 'domcontentloaded' });
    expect(response!.status()).toBe(200);
    const html = await response!.text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: titleOf(detail),
      brand: { name: car.make },
      model: car.model,
      vehicleModelDate: String(car.year),
      offers: {
        '@type': 'Offer',
        price: car.price,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
      },
    });
    // The car's trail, as the page shows it above its heading.
    expect(blocks[1]).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(blocks[1].itemListElement.at(-1)).toMatchObject({
      position: 3,
      item: `https://www.coastlinemotorgroup.com.au/cars/${car.slug}`,
    });
    expect(html).toContain(
      `<link rel="canonical" href="https://www.coastlinemotorgroup.com.au/cars/${car.slug}" />`,
    );
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/www\.coastlinemotorgroup\.com\.au\/images\/[^"]+w=1000" \/>/,
    );
    // The shell leaves the head alone once it runs: the blocks are still there after the page rendered.
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(2);
  });

  test('robots.txt and sitemap.xml on a tenant host list the site’s own vehicle pages', async ({ page }) => {
    const robots = await page.goto(siteUrl(SITE, '/robots.txt'));
    expect(robots!.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await robots!.text()).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl(SITE, '/sitemap.xml')}\n`,
    );

    const sitemap = await page.goto(siteUrl(SITE, '/sitemap.xml'));
    expect(sitemap!.status()).toBe(200);
    const xml = await sitemap!.text();
    expect(xml).toContain(`<loc>${siteUrl(SITE, `/cars/${detail.car.slug}`)}</loc>`);
    expect(xml).toContain(`<loc>${siteUrl(SITE, '/contact')}</loc>`);
    const other = await pricedCar(OTHER);
    expect(xml).not.toContain(`/cars/${other.car.slug}<`);
    expect(carSlugs(xml).length).toBeGreaterThan(100);
  });
});
