import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from './support/chromium';
import { waitForHydration } from './support/hydration';

const COASTLINE = 'coastline-motor-group';
const NISSAN = 'harbour-nissan';

/** The content region of a page (mf-locations content-page). */
const content = (page: Page) => page.locator('[data-remote="mf-locations"][data-module="content-page"]');

/** Opens a path of a site and checks the answer's status. */
async function open(page: Page, site: string, path: string, status = 200): Promise<void> {
  const response = await page.goto(siteUrl(site, path));
  expect(response?.status(), `${site} ${path}`).toBe(status);
  await waitForHydration(page);
}

test.describe('dealer content pages', () => {
  for (const [site, name] of [
    [COASTLINE, 'Coastline Motor Group'],
    [NISSAN, 'Harbour Nissan'],
  ] as const) {
    test(`content routes render the site's own content on ${site}`, async ({ page }) => {
      const pages: [string, string, RegExp][] = [
        ['/about-us', 'About Us', /since \d{4}/],
        ['/privacy-policy', 'Privacy Policy', /within 7 days and give you access within 30 days/],
        ['/terms-and-conditions', 'Terms and Conditions', /not a formal or binding quote/],
        ['/faqs', 'Frequently Asked Questions', /Trade-ins and selling your vehicle/],
        ['/warranty', 'Warranty', /3 year warranty and protection plan/],
        ['/new-vehicle-warranty', 'New Vehicle Warranty', /manufacturer's new vehicle warranty/],
        ['/roadside-assist', 'Roadside Assist', /24 hours a day/],
        ['/vehicle-parts-and-accessories', 'Parts and Accessories', /genuine/],
        ['/fleet', 'Fleet and Business', /fleet team/],
        ['/careers', 'Careers', /apprentice/],
        ['/pages/capped-price-servicing', 'Capped Price Servicing', /maximum price/],
      ];
      for (const [path, title, text] of pages) {
        await open(page, site, path);
        await expect(content(page).getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(content(page)).toContainText(text);
        await expect(page).toHaveTitle(`${title} | ${name}`);
      }
      // Client-side navigation keeps the title and description of the page shown.
      await open(page, site, '/faqs');
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'About Us', exact: true })
        .first()
        .click();
      await expect(content(page).getByRole('heading', { level: 1 })).toHaveText('About Us');
      await expect(page).toHaveTitle(`About Us | ${name}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /since \d{4}/);
    });
  }

  test('the service pages show their content and the service form', async ({ page }) => {
    for (const [path, title] of [
      ['/service', 'Servicing'],
      ['/service-noosa', 'Service Noosa'],
      ['/service-maroochydore', 'Service Maroochydore'],
      ['/subaru-service', 'Subaru Service'],
    ] as const) {
      await open(page, COASTLINE, path);
      await expect(content(page).getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(
        page.locator('[data-remote="mf-leads"]').getByRole('heading', { name: 'Book a Service' }),
      ).toBeVisible();
    }
    await expect(content(page).getByText('Find us at 15 Dalton Drive, Maroochydore QLD 4558.')).toBeVisible();
    // A location's service page books there: its form names the location and asks none.
    const form = page.locator('[data-remote="mf-leads"]');
    await expect(form.getByText('Location: Coastline Service Centre Maroochydore')).toBeVisible();
    await expect(form.getByLabel('Location', { exact: true })).toHaveCount(0);
    await open(page, COASTLINE, '/service');
    await expect(form.getByLabel('Location', { exact: true })).toBeVisible();
    const payments = content(page).getByRole('list', { name: 'Accepted payments' });
    for (const method of ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'])
      await expect(payments.getByRole('img', { name: method })).toBeVisible();
  });

  test('an expired sale banner is gone while a running one shows', async ({ page }) => {
    await open(page, COASTLINE, '/eofy');
    await expect(content(page).getByRole('heading', { level: 1 })).toHaveText('End of Financial Year Sale');
    await expect(content(page).locator('[data-page-banner]')).toHaveCount(0);
    await expect(page.getByText('EOFY Sale ends 15 June')).toHaveCount(0);

    await open(page, NISSAN, '/pages/plate-clearance-sale');
    await expect(content(page).getByRole('heading', { level: 1 })).toHaveText('Plate Clearance Sale');
    const banner = content(page).getByRole('complementary', { name: 'Plate Clearance Sale ends 30 June' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Shop the sale' })).toHaveAttribute(
      'href',
      '/search/new-used-and-demo-cars/',
    );
  });

  test('the group pages: /ultratek and the Autopact pages only on the group that has them', async ({
    page,
  }) => {
    await open(page, COASTLINE, '/ultratek');
    await expect(content(page).getByRole('heading', { level: 1 })).toHaveText(
      'Ultratek Paint and Interior Protection',
    );
    await open(page, COASTLINE, '/autopact-handback-guarantee');
    await expect(content(page)).toContainText('Returned within 14 days of delivery');
    await expect(content(page)).toContainText('Driven no more than 500 km since delivery');
    await expect(content(page)).toContainText('at least a quarter tank of fuel');
    await open(page, COASTLINE, '/autopact-protection-plan');
    await expect(content(page)).toContainText('3 year protection plan');

    await open(page, NISSAN, '/ultratek', 404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await open(page, NISSAN, '/autopact-handback-guarantee', 404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('an unknown path is a 404 page in the site look with ways on', async ({ page }) => {
    for (const path of [
      '/no-such-page',
      '/pages/no-such-sale',
      '/about-us/team',
      '/contact-us/no-such-yard',
    ]) {
      await open(page, NISSAN, path, 404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: /Harbour Nissan/ })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page).toHaveTitle('Page not found | Harbour Nissan');
    }
    await page.getByRole('main').getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await open(page, NISSAN, '/no-such-page', 404);
    await page.getByRole('main').getByRole('link', { name: 'Search our stock' }).click();
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\/$/);
  });

  test('the lead form hand-offs render, /book-test-drive/ with its trailing slash', async ({ page }) => {
    await open(page, COASTLINE, '/book-test-drive/');
    await expect(page.getByRole('heading', { name: 'Book a Test Drive', level: 1 })).toBeVisible();
    await open(page, NISSAN, '/instant-price');
    await expect(page.locator('[data-remote="mf-leads"]').getByRole('heading', { level: 1 })).toHaveText(
      'Instant Price',
    );
  });

  test('about us: the promotions carousel and the marketing claims work', async ({ page }) => {
    await open(page, COASTLINE, '/about-us');
    const claims = content(page).getByRole('list', { name: 'Why buy from us' });
    await expect(claims).toContainText('A 3 year warranty/protection plan on used vehicles.');
    await expect(claims).toContainText('Serving the Sunshine Coast since 1969.');

    const carousel = content(page).getByRole('region', { name: 'Promotions' });
    const previous = carousel.getByRole('button', { name: 'Previous slide' });
    const next = carousel.getByRole('button', { name: 'Next slide' });
    const dots = carousel.getByRole('button', { name: /^Slide \d+:/ });
    const count = await dots.count();
    expect(count).toBeGreaterThan(1);
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');

    // The first slide's picture keeps 1920:540 (no layout shift: its box is sized before it loads).
    const image = carousel.getByRole('group', { name: `1 of ${count}` }).getByRole('img');
    await expect(image).toHaveAttribute('width', '1920');
    const box = (await image.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(1920 / 540, 1);

    const track = carousel.locator('[data-carousel-track]');
    await expect(track).toHaveCSS('transition-duration', '0.3s');
    for (let index = 1; index < count; index += 1) await next.click();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toBeFocused(); // a disabled button would have dropped the keyboard's focus
    await expect(previous).not.toHaveAttribute('aria-disabled');
    await expect(dots.nth(count - 1)).toHaveAttribute('aria-current', 'true');
    await expect(dots.first()).toHaveAttribute('aria-current', 'false');
    await expect(carousel.getByRole('group', { name: `${count} of ${count}` })).toBeVisible();

    // Keyboard: a dot, then the left arrow key.
    await dots.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(track).toHaveCSS('transition-duration', '0s');
  });

  test('warranty: the tabs follow the WAI-ARIA tabs pattern', async ({ page }) => {
    await open(page, COASTLINE, '/warranty');
    const tablist = content(page).getByRole('tablist');
    const used = tablist.getByRole('tab', { name: 'Used vehicles' });
    const fresh = tablist.getByRole('tab', { name: 'New vehicles' });
    const roadside = tablist.getByRole('tab', { name: 'Roadside assistance' });
    await expect(used).toHaveAttribute('aria-selected', 'true');
    await expect(content(page).getByRole('tabpanel')).toContainText('3 year warranty/protection plan');

    await fresh.click();
    await expect(fresh).toHaveAttribute('aria-selected', 'true');
    await expect(content(page).getByRole('tabpanel')).toContainText("manufacturer's new vehicle warranty");
    await page.keyboard.press('ArrowRight');
    await expect(roadside).toBeFocused();
    await expect(roadside).toHaveAttribute('aria-selected', 'true');
    await expect(content(page).getByRole('tabpanel')).toContainText('Roadside assistance 24 hours a day');
    await page.keyboard.press('Home');
    await expect(used).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(content(page).getByRole('tabpanel')).toBeFocused();
  });

  test('axe: no serious or critical violation on the content pages and the 404 page', async ({ page }) => {
    const found: string[] = [];
    for (const [site, path, status] of [
      [COASTLINE, '/about-us', 200],
      [COASTLINE, '/warranty', 200],
      [COASTLINE, '/service', 200],
      [COASTLINE, '/faqs', 200],
      [NISSAN, '/pages/plate-clearance-sale', 200],
      [NISSAN, '/no-such-page', 404],
    ] as const) {
      await open(page, site, path, status);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[data-region-loading], [data-content-loading]')).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page })
        .options({ resultTypes: ['violations'] })
        .analyze();
      for (const violation of violations)
        if (violation.impact === 'serious' || violation.impact === 'critical')
          found.push(
            `${site}${path} ${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
          );
    }
    expect(found, found.join('\n')).toEqual([]);
  });
});
