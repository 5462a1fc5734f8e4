import { expect, test } from '@playwright/test';
import { E2E_PORT, siteUrl } from './support/chromium';
import { waitForHydration } from './support/hydration';

test.describe('tenants', () => {
  test('each demo site is its own host with its own name', async ({ page }) => {
    await page.goto(siteUrl('coastline-motor-group'));
    await expect(page.getByRole('banner').getByRole('link', { name: /Coastline Motor Group/ })).toBeVisible();
    await page.goto(siteUrl('harbour-nissan'));
    await expect(page.getByRole('banner').getByRole('link', { name: /Harbour Nissan/ })).toBeVisible();
    await expect(page).toHaveTitle(/Harbour Nissan/);
  });

  test('?site= selects the tenant where wildcard hosts are unavailable, and sticks for later pages', async ({
    page,
  }) => {
    await page.goto(`http://localhost:${E2E_PORT}/?site=westside-pre-owned`);
    await expect(page.getByRole('banner').getByRole('link', { name: /Westside/ })).toBeVisible();
    await page.goto(`http://localhost:${E2E_PORT}/finance`);
    await expect(page.getByRole('banner').getByRole('link', { name: /Westside/ })).toBeVisible();
  });

  test('a host that is no site lists the demo sites', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${E2E_PORT}/`);
    await expect(page.getByRole('link', { name: /coastline-motor-group/ }).first()).toBeVisible();
  });

  test('header dropdowns open on hover for one dealer and on click for another', async ({ page }) => {
    await page.goto(siteUrl('coastline-motor-group'));
    // The header's menus answer the pointer once the shell has taken over the server's HTML.
    await waitForHydration(page);
    const hoverMenu = page.getByRole('banner').getByRole('button', { name: /Stock/ });
    await hoverMenu.hover();
    await expect(hoverMenu).toHaveAttribute('aria-expanded', 'true');

    await page.goto(siteUrl('harbour-nissan'));
    await waitForHydration(page);
    const clickMenu = page.getByRole('banner').getByRole('button', { name: /Stock/ });
    await clickMenu.hover();
    await expect(clickMenu).toHaveAttribute('aria-expanded', 'false');
    await clickMenu.click();
    await expect(clickMenu).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('banner').getByRole('link', { name: 'Used Cars' }).click();
    await expect(page.locator('[data-remote="mf-search"] h1')).toHaveText('Used Cars');
  });

  test('a caravan dealer’s stock pages and /success name its stock as its header does', async ({ page }) => {
    await page.goto(siteUrl('outback-caravans'));
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: /Stock/ }).hover();
    await page.getByRole('banner').getByRole('link', { name: 'Used Caravans' }).click();
    await expect(page).toHaveURL(/\/search\/used-cars$/);
    await expect(page.locator('[data-remote="mf-search"] h1')).toHaveText('Used Caravans');
    await expect(page).toHaveTitle('Used Caravans for sale | Outback Caravans');
    // As the server titles it, before any script.
    const served = await (
      await page.request.get(`http://127.0.0.1:${E2E_PORT}/search/new-cars?site=outback-caravans`)
    ).text();
    expect(served).toContain('<title>New Caravans for sale | Outback Caravans</title>');
    await page.goto(siteUrl('outback-caravans', '/success?car_type=used'));
    await expect(page.getByRole('link', { name: 'Browse our Used Caravans' })).toHaveAttribute(
      'href',
      '/search/used-cars',
    );
    // A used-only dealer sells no new cars: its own stock, not an empty /search/new-cars.
    await page.goto(siteUrl('westside-pre-owned', '/success?car_type=new'));
    await expect(page.getByRole('link', { name: 'Browse our Pre-Owned Cars' })).toHaveAttribute(
      'href',
      '/search/new-used-and-demo-cars/',
    );
  });

  test('gated routes exist only on sites that switch the feature on', async ({ page }) => {
    await page.goto(siteUrl('capital-auto-direct', '/cars/2020-kia-sportage/buy-online'));
    await expect(page.locator('[data-remote="mf-vehicle"] h1')).toHaveText('Buy online');
    await page.goto(siteUrl('westside-pre-owned', '/cars/2020-kia-sportage/buy-online'));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto(siteUrl('westside-pre-owned', '/garage'));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
