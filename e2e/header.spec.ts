import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from './support/chromium';
import { waitForHydration } from './support/hydration';

const SITE = 'coastline-motor-group';
const PHONE = { width: 412, height: 823 };

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });

test.describe('header menu (spec §2 navigation, on a phone behind a Menu button)', () => {
  test('on a phone the menu waits behind a button, opens, closes with Escape and after a link', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(siteUrl(SITE, '/'));
    await waitForHydration(page);

    // A short header: the page's own content starts in the first sixth of the screen (with the links: a third).
    const header = await page.getByRole('banner').boundingBox();
    expect(header!.height).toBeLessThan(PHONE.height / 6);
    await expect(mainMenu(page)).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: '07 5443 2100' })).toBeVisible();

    await menuButton(page).click();
    await expect(mainMenu(page).getByRole('link', { name: 'Sell My Car' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mainMenu(page)).toBeHidden();

    // A dropdown opens in place inside the sheet, and a link navigates inside the shell and closes the sheet.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await menuButton(page).click();
    await mainMenu(page).getByRole('button', { name: /Stock/ }).click();
    await mainMenu(page).getByRole('link', { name: 'Used Cars' }).click();
    await page.waitForURL(/\/search\/used-cars/);
    await expect(mainMenu(page)).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await context.close();
  });

  test('on a phone the menu opens before the page has hydrated (the browser runs it, not our code)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(SITE, '/contact'));
    await expect(mainMenu(page)).toBeHidden();
    await menuButton(page).click();
    await mainMenu(page).getByRole('link', { name: 'Finance' }).click();
    await page.waitForURL(/\/finance$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Finance/);
    await context.close();
  });

  test('on a phone Tab past the sheet’s last link closes it, so focus never goes on out of sight', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(siteUrl(SITE, '/'));
    await waitForHydration(page);
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    // Back to its button keeps it open.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(menuButton(page)).toBeFocused();
    await expect(mainMenu(page)).toBeVisible();

    await page.keyboard.press('Tab');
    const stops = await mainMenu(page).locator('a:visible, button:visible').count();
    for (let i = 0; i < stops; i += 1) await page.keyboard.press('Tab');
    await expect(mainMenu(page)).toBeHidden();
    // Focus went on to the page, and what it is on can be seen.
    const focused = page.locator(':focus');
    expect(await focused.evaluate((element) => element.closest('nav#main-menu'))).toBeNull();
    await expect(focused).toBeInViewport();
    await context.close();
  });

  test('a link to another page moves focus into the new page and reads its title out', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(siteUrl(SITE, '/contact'));
    await waitForHydration(page);
    await mainMenu(page).getByRole('link', { name: 'Finance' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/finance$/);
    await expect(page.locator('main#main')).toBeFocused();
    await expect(page.locator('[data-page-announcer]')).toHaveText(/^Finance \| Coastline Motor Group$/);
    // The next Tab is in the page, not back at the header's start.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(
      true,
    );
  });

  test('from md up the menu is a row of links in the header, with no Menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(siteUrl(SITE, '/'));
    await expect(mainMenu(page).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(menuButton(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeHidden();
  });

  test('the skip link moves focus into the main content, and Escape in a sub-menu gives focus back to its button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(siteUrl(SITE, '/'));
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Skip to content' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();

    const stock = mainMenu(page).getByRole('button', { name: /Stock/ });
    await stock.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const subMenu = page.locator(`[id="${await stock.getAttribute('aria-controls')}"]`);
    await expect(subMenu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(stock).toBeFocused();
    await expect(stock).toHaveAttribute('aria-expanded', 'false');
  });

  test('at 1280 px the logo, the menu, the phone number and the garage share one row', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The two demo sites with the longest menus (a group's eight items, and the garage).
    for (const site of [SITE, 'top-end-motors']) {
      await page.goto(siteUrl(site, '/'));
      const banner = page.getByRole('banner');
      const phone = await banner.getByRole('link', { name: /^\d{2} \d{4} \d{4}$/ }).boundingBox();
      const home = await mainMenu(page).getByRole('link', { name: 'Home' }).boundingBox();
      expect(Math.abs(phone!.y + phone!.height / 2 - (home!.y + home!.height / 2))).toBeLessThan(8);
      expect((await banner.boundingBox())!.height).toBeLessThan(80);
    }
  });

  test('a sheet open on a phone closes when the window grows to md (a phone turned sideways)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(siteUrl(SITE, '/'));
    await waitForHydration(page);
    await menuButton(page).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 600 });
    // The row of links in the header, not a sheet over the page.
    await expect.poll(() => mainMenu(page).evaluate((nav) => nav.matches(':popover-open'))).toBe(false);
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeHidden();
    const [menu, banner] = [await mainMenu(page).boundingBox(), await page.getByRole('banner').boundingBox()];
    expect(menu!.y + menu!.height).toBeLessThanOrEqual(banner!.y + banner!.height);
    await expect(mainMenu(page).getByRole('link', { name: 'Home' })).toBeVisible();
    await context.close();
  });

  test('without JavaScript a sub-menu opens under the pointer, and on a tap or Tab inside it', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(siteUrl(SITE, '/'));
    const stock = mainMenu(page).getByRole('button', { name: /Stock/ });
    const usedCars = mainMenu(page).getByRole('link', { name: 'Used Cars' });
    await expect(usedCars).toBeHidden();
    await stock.hover();
    await expect(usedCars).toBeVisible();
    await page.mouse.move(0, 700);
    await expect(usedCars).toBeHidden();
    await stock.focus();
    await expect(usedCars).toBeVisible();
    // Tab moves into the sub-menu, which stays open while focus is inside it.
    await page.keyboard.press('Tab');
    await expect(usedCars).toBeVisible();
    expect(await usedCars.evaluate((link) => link.closest('ul')!.contains(document.activeElement))).toBe(
      true,
    );
    await usedCars.click();
    await page.waitForURL(/\/search\/used-cars/);
    await context.close();
  });
});
