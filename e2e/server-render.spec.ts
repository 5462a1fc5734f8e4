import { expect, test, type Page } from '@playwright/test';
import { MEASURED_SITES, measuredPages } from '../infra/bench/lighthouse/measured-pages';
import { E2E_PORT, siteUrl } from './support/chromium';

const SITE = 'coastline-motor-group';
const platformUrl = `http://127.0.0.1:${E2E_PORT}`;

/** The server's HTML of a page, as the platform answers it (the tenant by ?site=, which a server can resolve). */
async function serverHtml(path: string, site = SITE): Promise<string> {
  const url = new URL(path, platformUrl);
  url.searchParams.set('site', site);
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  return response.text();
}

/** Console warnings and errors, and uncaught errors, of a page from now on. */
function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(error.message));
  return seen;
}

test.describe('server-side rendering (issue 9: the page shows before its JavaScript)', () => {
  test('without JavaScript the shopper sees the search results, a vehicle and the contact form', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const pages = await measuredPages(platformUrl, SITE);
    const vehicle = pages.find((entry) => entry.name === 'vehicle')!;

    await page.goto(siteUrl(SITE, '/search/used-cars'));
    const cards = page.locator('[data-module="search-page"] a[href^="/cars/"]');
    expect(await cards.count()).toBeGreaterThan(0);

    await page.goto(siteUrl(SITE, vehicle.path));
    await expect(page.locator('[data-module="vehicle-page"] h1')).not.toBeEmpty();
    const photo = page.locator('[data-gallery-photo]').first();
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);

    await page.goto(siteUrl(SITE, '/contact'));
    await expect(page.locator('[data-module="contact-page"]')).toBeVisible();
    await expect(page.locator('[data-module="lead-form"] form')).toBeVisible();
    // Its submit button cannot work without the page's code: a note says so instead of leaving it dead.
    await expect(page.locator('[data-module="lead-form"] [data-needs-javascript]')).toHaveText(
      /This form needs JavaScript to send\./,
    );
    await context.close();
  });

  test('without JavaScript an unknown path is the not-found page in the site look, with its phone', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/no-such-page', '/contact-us/no-such-yard']) {
      const response = await page.goto(siteUrl(SITE, path));
      expect(response!.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: '07 5443 2100' })).toBeVisible();
      await expect(page).toHaveTitle('Page not found | Coastline Motor Group');
    }
    await context.close();
  });

  test('the browser takes over the server HTML as it is: same nodes, no warnings, and the page works', async ({
    page,
  }) => {
    // Keep the server's remote parts once the HTML is parsed, before the shell's code hydrates them.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverParts: Element[] }).serverParts = [
          ...document.querySelectorAll('[data-remote]'),
        ];
      });
    });
    for (const site of MEASURED_SITES) {
      for (const { path, ready } of await measuredPages(platformUrl, site)) {
        const seen = problems(page);
        await page.goto(siteUrl(site, path));
        await page.locator(ready).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(seen, `${site}${path}`).toEqual([]);
        // Every remote part the server sent is still on the page, the same node: none was rendered again.
        const kept = await page.evaluate(() => {
          const parts = (window as unknown as { serverParts: Element[] }).serverParts;
          return { sent: parts.length, kept: parts.filter((part) => part.isConnected).length };
        });
        expect(kept.sent, `${site}${path}`).toBeGreaterThan(0);
        expect(kept.kept, `${site}${path}`).toBe(kept.sent);
        page.removeAllListeners('console');
        page.removeAllListeners('pageerror');
      }
    }

    // Hydrated, the search page answers the shopper: a filter narrows the results.
    await page.goto(siteUrl(SITE, '/search/used-cars'));
    await page.waitForLoadState('networkidle');
    const make = page.getByRole('checkbox', { name: /^Toyota \(/ }).first();
    await make.click();
    await expect(page).toHaveURL(/toyota/i);
    await expect(make).toBeChecked();
  });

  test('a checkout page arrives with its car and hydrates without a warning', async ({ page }) => {
    const vehicle = (await measuredPages(platformUrl, SITE)).find((entry) => entry.name === 'vehicle')!;
    const seen = problems(page);
    const answer = await page.goto(siteUrl(SITE, `${vehicle.path}/checkout`));
    const html = await answer!.text();
    expect(html).not.toContain('Loading vehicle…');
    await expect(page.locator('[data-checkout] h2, [data-checkout] p').first()).toBeVisible();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
    await expect(page.getByRole('status').filter({ hasText: 'Loading vehicle' })).toHaveCount(0);
  });

  test('an unknown car is "Vehicle not found" in the server HTML, and the browser keeps it without asking again', async ({
    page,
  }) => {
    const seen = problems(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/cars/')) asked.push(request.url());
    });
    const answer = await page.goto(siteUrl(SITE, '/cars/99999999'));
    expect(answer!.status()).toBe(404);
    const html = await answer!.text();
    expect(html).toContain('Vehicle not found');
    expect(html).not.toContain('Loading vehicle…');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicle not found' })).toBeVisible();
    await expect(page).toHaveTitle('Vehicle not found | Coastline Motor Group');
    expect(asked).toEqual([]);
    // The document's own 404 is reported by the browser; nothing else may be.
    expect(seen.filter((text) => !text.includes('status of 404'))).toEqual([]);
  });

  test('a region out of sight keeps its server HTML, its code unloaded, until the shopper comes near it', async ({
    browser,
  }) => {
    // A phone's first screen: the home page's stock lists, finance teaser and location block are screens down.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const seen = problems(page);
    const locationsCode: string[] = [];
    const financeCode: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/mf-locations/')) locationsCode.push(request.url());
      if (request.url().includes('/remotes/mf-finance/')) financeCode.push(request.url());
    });
    await page.goto(siteUrl(SITE, '/'));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const held = page.locator('[data-hydrates-when-near]');
    expect(
      await held.evaluateAll((elements) => elements.map((el) => el.getAttribute('data-hydrates-when-near'))),
    ).toEqual(['mf-search/home-stock', 'mf-finance/finance-teaser', 'mf-locations/location-block']);
    // Neither the location block's code nor mf-finance's (the teaser, the stock cards' finance boxes) loads yet.
    expect(locationsCode).toEqual([]);
    expect(financeCode).toEqual([]);
    await page.evaluate(() => {
      (window as unknown as { block: Element }).block = document.querySelector('[data-location-block]')!;
    });

    await page.locator('[data-location-block]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-hydrates-when-near="mf-locations/location-block"]')).toHaveCount(0);
    expect(locationsCode.length).toBeGreaterThan(0);
    // Taken over as it is (the same node), and it answers the shopper: Email Us opens its dialog.
    expect(await page.evaluate(() => (window as unknown as { block: Element }).block.isConnected)).toBe(true);
    await page.locator('[data-location-block]').getByRole('button', { name: 'Email Us' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(seen).toEqual([]);
    await context.close();
  });

  test("the server renders with the promoted versions and carries the data the page's store starts with", async () => {
    const html = await serverHtml('/search/used-cars');
    const boot = JSON.parse(
      /<script id="dealerline-boot" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!,
    );
    expect(boot.rendered).toBe(true);
    const search = boot.registry.remotes.find((entry: { remote: string }) => entry.remote === 'mf-search');
    const rendered = /data-remote="mf-search" data-module="search-page" data-build="([^"]+)"/.exec(html);
    expect(rendered, 'the search page is in the server HTML').not.toBeNull();
    expect(search.version.startsWith(rendered![1]!.split('+')[0]!)).toBe(true);
    const queries = Object.values(boot.prefetched.api.queries) as { endpointName: string; status: string }[];
    expect(queries.some((query) => query.endpointName === 'carSearch' && query.status === 'fulfilled')).toBe(
      true,
    );
    // No inline script: the Content-Security-Policy allows none, so the server HTML needs none.
    expect(html.match(/<script(?![^>]*type="application\/json")(?![^>]*\bsrc=)[^>]*>/g) ?? []).toEqual([]);
  });
});
