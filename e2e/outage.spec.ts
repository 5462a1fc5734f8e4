import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from './support/chromium';
import { bringHeldRegionsNear, reachForFirstWidget, waitForHydration } from './support/hydration';
import { buildRemote, runPlatformCli, startPlatform, type RunningPlatform } from './support/platform';

const GROUP = 'coastline-motor-group';

/**
 * The page still has its header, footer and the other remotes; each failed region offers call/contact (a
 * region out of sight once the shopper comes near it). The home page has two regions of mf-search. The failed
 * remote's widgets inside other regions (the finance boxes of the stock cards) go once the shopper reaches for
 * one and it fails to load (8 s at most).
 */
async function expectDegradedHome(page: Page, failed: string, working: string[]) {
  await bringHeldRegionsNear(page);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  for (const remote of working) await expect(page.locator(`[data-remote="${remote}"]`).first()).toBeVisible();
  const fallbacks = page.locator(`[data-region-fallback="${failed}"]`);
  await expect(fallbacks.first()).toBeVisible({ timeout: 20_000 });
  for (const fallback of await fallbacks.all()) {
    await expect(fallback.getByRole('link', { name: /\d/ })).toHaveAttribute('href', /^tel:/);
    await expect(fallback.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  }
  await reachForFirstWidget(page);
  await expect(page.locator(`[data-remote="${failed}"]`)).toHaveCount(0, { timeout: 20_000 });
}

/** The report of a region's failure (widgets of the same remote inside other regions report on their own). */
function telemetryFor(page: Page, remote: string, module: string) {
  return page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/telemetry') &&
      (request.postData() ?? '').includes(`"remote":"${remote}"`) &&
      (request.postData() ?? '').includes(`"module":"${module}"`),
  );
}

test.describe('outage of one remote', () => {
  test('its manifest 404s: the region falls back and the failure is reported', async ({ page }) => {
    await page.route('**/remotes/mf-finance/*/mf-manifest.json', (route) =>
      route.fulfill({ status: 404, body: 'Not Found' }),
    );
    const reported = telemetryFor(page, 'mf-finance', 'finance-teaser');
    await page.goto(siteUrl(GROUP));
    await expectDegradedHome(page, 'mf-finance', ['mf-search', 'mf-locations']);
    expect(JSON.parse((await reported).postData()!)).toMatchObject({
      type: 'remote-failed',
      reason: 'manifest',
    });
  });

  test('its server refuses connections', async ({ page }) => {
    await page.route('**/remotes/mf-search/**', (route) => route.abort('connectionrefused'));
    await page.goto(siteUrl(GROUP));
    await expectDegradedHome(page, 'mf-search', ['mf-finance', 'mf-locations']);
  });

  test('its entry script is missing', async ({ page }) => {
    await page.route('**/remotes/mf-locations/*/remoteEntry.js', (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    await page.goto(siteUrl(GROUP));
    await expectDegradedHome(page, 'mf-locations', ['mf-search', 'mf-finance']);
  });

  test('the phone loses coverage on an in-app navigation: the region falls back, and loads once back online', async ({
    page,
    context,
  }) => {
    await page.goto(siteUrl(GROUP, '/search/used-cars'));
    await waitForHydration(page);
    await context.setOffline(true);
    await page.getByRole('banner').getByRole('link', { name: 'Finance', exact: true }).first().click();
    await expect(page).toHaveURL(/\/finance$/);
    const fallback = page.locator('[data-region-fallback="mf-finance"]');
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(fallback.getByRole('link', { name: /\d/ })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('banner')).toBeVisible();

    // Coverage comes back: the finance page loads where the shopper stands, without leaving it.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Finance' })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[data-region-fallback]')).toHaveCount(0);
    await expect(page).toHaveURL(/\/finance$/);
  });

  test('a tab left open across a deploy loads the page afresh where the old code is gone, not the fallback', async ({
    page,
  }) => {
    await page.goto(siteUrl(GROUP, '/search/used-cars'));
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { openSince: number }).openSince = 1));
    // The platform is deployed with a new shell build: this page's shell files are gone (404) until it loads anew.
    let deployed = true;
    await page.route('**/shell/**', (route) =>
      deployed ? route.fulfill({ status: 404, body: '{"message":"Not found"}' }) : route.continue(),
    );
    page.on('request', (request) => {
      if (request.isNavigationRequest()) deployed = false;
    });
    await page.getByRole('banner').getByRole('link', { name: 'Sell My Car', exact: true }).first().click();
    await expect(page).toHaveURL(/\/trade-in$/);
    await expect(page.locator('[data-remote="mf-leads"]').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[data-region-fallback]')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { openSince?: number }).openSince),
    ).toBeUndefined();
  });

  test('a remote down on an in-app navigation shows its fallback without loading the page again', async ({
    page,
  }) => {
    await page.goto(siteUrl(GROUP, '/search/used-cars'));
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { openSince: number }).openSince = 1));
    await page.route('**/remotes/mf-leads/**', (route) => route.abort('connectionrefused'));
    await page.getByRole('banner').getByRole('link', { name: 'Sell My Car', exact: true }).first().click();
    await expect(page.locator('[data-region-fallback="mf-leads"]')).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => (window as unknown as { openSince?: number }).openSince)).toBe(1);
    await expect(page.locator('[data-region-fallback="mf-leads"]')).toBeVisible();
  });

  test('it is too slow: the region gives up and the rest of the page is usable', async ({ page }) => {
    await page.route('**/remotes/mf-finance/*/mf-manifest.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 15_000));
      await route.abort().catch(() => undefined);
    });
    await page.goto(siteUrl(GROUP));
    await expectDegradedHome(page, 'mf-finance', ['mf-search', 'mf-locations']);
  });

  test.describe('its module throws while rendering', () => {
    let platform: RunningPlatform;
    test.beforeAll(async () => {
      platform = await startPlatform(8183);
    });
    test.afterAll(async () => {
      await platform?.stop();
    });

    test('only its region falls back, on every page that uses it', async ({ page }) => {
      const broken = await buildRemote(
        'mf-locations',
        'throws',
        path.resolve(__dirname, 'fixtures/throwing-remote'),
      );
      const published = await runPlatformCli(platform, [
        'remotes',
        'publish',
        'mf-locations',
        '--from',
        broken,
      ]);
      expect(published.code, published.output).toBe(0);
      const version = /1\.0\.0-[0-9a-f]{10}/.exec(published.output)?.[0];
      expect(version, published.output).toBeTruthy();
      const promoted = await runPlatformCli(platform, ['remotes', 'promote', 'mf-locations', version!]);
      expect(promoted.code, promoted.output).toBe(0);

      const reported = telemetryFor(page, 'mf-locations', 'location-block');
      await page.goto(siteUrl(GROUP, '/', platform.port));
      await expectDegradedHome(page, 'mf-locations', ['mf-search', 'mf-finance']);
      expect(JSON.parse((await reported).postData()!)).toMatchObject({ reason: 'render' });

      // the contact page keeps its lead form from mf-leads
      await page.goto(siteUrl(GROUP, '/contact', platform.port));
      await expect(page.locator('[data-region-fallback="mf-locations"]')).toBeVisible();
      await expect(page.locator('[data-remote="mf-leads"]')).toBeVisible();
    });
  });
});
