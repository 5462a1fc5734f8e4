import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from './support/chromium';
import { bringHeldRegionsNear, reachForFirstWidget } from './support/hydration';
import { startPlatform, type RunningPlatform } from './support/platform';

/**
 * Issue 9 point 7, chaos: each remote in turn made unavailable (connections refused), slow (its manifest
 * answers after 5 s) and throwing (its entry script throws when it runs), through Playwright's request
 * interception on a platform instance of this spec. Every route keeps its shell (header, footer), the other
 * remotes keep working, and a failed region's fallback offers the dealer's phone number and the contact page.
 * Pages come rendered by the server, so a region whose remote cannot load in the browser is replaced by its
 * fallback once the load fails, and a slow remote's region shows at once and is taken over when its code arrives.
 */
const PORT = 8195;
const GROUP = 'coastline-motor-group';
const HOME_REMOTES = ['mf-search', 'mf-finance', 'mf-locations'];
const SLOW_MS = 5_000;

type Mode = 'unavailable' | 'slow' | 'throwing';

let platform: RunningPlatform;
let vehiclePath: string;

test.beforeAll(async () => {
  platform = await startPlatform(PORT, 300);
  const sitemap = await (await fetch(`${platform.url}/sitemap.xml?site=${GROUP}`)).text();
  vehiclePath = /<loc>[^<]*?(\/cars\/[^<]+)<\/loc>/.exec(sitemap)![1]!;
});
test.afterAll(async () => {
  await platform?.stop();
});

/** Each remote and a route that is all its own. */
const PAGES: { remote: string; path: () => string }[] = [
  { remote: 'mf-search', path: () => '/search/used-cars' },
  { remote: 'mf-vehicle', path: () => vehiclePath },
  { remote: 'mf-finance', path: () => '/finance' },
  { remote: 'mf-leads', path: () => '/contact' },
  { remote: 'mf-locations', path: () => '/about-us' },
];

async function breakRemote(page: Page, remote: string, mode: Mode): Promise<void> {
  if (mode === 'unavailable') {
    await page.route(`**/remotes/${remote}/**`, (route) => route.abort('connectionrefused'));
  } else if (mode === 'slow') {
    await page.route(`**/remotes/${remote}/*/mf-manifest.json`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      await route.continue().catch(() => undefined);
    });
  } else {
    await page.route(`**/remotes/${remote}/*/remoteEntry.js`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: `throw new Error('chaos: ${remote} throws');`,
      }),
    );
  }
}

async function expectShell(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/**
 * The failed region's fallback: call the dealer or go to the contact page. The remote's widgets in other
 * remotes' regions (the finance boxes of the home page's cards) go once the shopper reaches for one.
 */
async function expectFallback(page: Page, remote: string): Promise<void> {
  await reachForFirstWidget(page);
  const fallback = page.locator(`[data-region-fallback="${remote}"]`).first();
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  await expect(fallback.getByRole('link', { name: /\d/ }).first()).toHaveAttribute('href', /^tel:/);
  await expect(fallback.getByRole('link', { name: 'contact us' }).first()).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(page.locator(`[data-remote="${remote}"]`)).toHaveCount(0);
}

for (const mode of ['unavailable', 'slow', 'throwing'] as const) {
  test.describe(`a ${mode} remote`, () => {
    for (const { remote, path } of PAGES) {
      test(`${remote}: its route keeps the shell and the rest of the site works`, async ({ page }) => {
        await breakRemote(page, remote, mode);
        const started = Date.now();
        await page.goto(siteUrl(GROUP, path(), PORT));
        await expectShell(page);
        const region = page.locator(`[data-remote="${remote}"]`).first();
        if (mode === 'slow') {
          // The page comes rendered by the server: the slow remote's part shows at once, before its code.
          await expect(region).toBeVisible();
          expect(Date.now() - started).toBeLessThan(SLOW_MS);
          // Its code arrives once the manifest does (once the shopper comes near a part out of sight), and
          // takes the part over: no fallback replaces it.
          const arrived = page.waitForEvent('requestfinished', {
            predicate: (request) =>
              request.url().includes(`/remotes/${remote}/`) && request.url().endsWith('.js'),
            timeout: 20_000,
          });
          await bringHeldRegionsNear(page);
          await arrived;
          expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS);
          await expect(region).toBeVisible();
          await expect(page.locator('[data-region-fallback]')).toHaveCount(0);
        } else {
          await bringHeldRegionsNear(page);
          await expectFallback(page, remote);
        }

        // The other features keep working: the home page's other remotes render.
        await page.goto(siteUrl(GROUP, '/', PORT));
        await expectShell(page);
        for (const other of HOME_REMOTES.filter((name) => name !== remote))
          await expect(page.locator(`[data-remote="${other}"]`).first()).toBeVisible({ timeout: 20_000 });
        if (HOME_REMOTES.includes(remote) && mode !== 'slow') {
          await bringHeldRegionsNear(page);
          await expectFallback(page, remote);
        }
        // …and the header's links still navigate inside the shell.
        await page.getByRole('banner').getByRole('link').first().click();
        await expectShell(page);
      });
    }
  });
}
