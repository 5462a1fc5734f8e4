import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from './support/chromium';
import { waitForHydration } from './support/hydration';

const GROUP = 'coastline-motor-group';

/** Each remote's routes on a demo site (spec §2), and what the region must show. */
const ROUTES: { remote: string; path: string; heading: RegExp }[] = [
  { remote: 'mf-search', path: '/search/used-cars', heading: /Used Cars/ },
  { remote: 'mf-search', path: '/models?body=suv', heading: /Models/ },
  { remote: 'mf-search', path: '/special-offers', heading: /Special Offers/ },
  { remote: 'mf-search', path: '/garage', heading: /My Garage/ },
  // An unknown slug: the remote renders its own not-found page (a real car is covered by vehicle-page.spec.ts).
  { remote: 'mf-vehicle', path: '/cars/2021-toyota-hilux', heading: /Vehicle not found/ },
  { remote: 'mf-vehicle', path: '/cars/2021-toyota-hilux/checkout', heading: /Reserve this car/ },
  {
    remote: 'mf-finance',
    path: '/finance-pre-approval?vehiclePriceBudget=30000',
    heading: /Finance Pre-Approval/,
  },
  { remote: 'mf-leads', path: '/trade-in', heading: /Sell My Car/ },
  { remote: 'mf-leads', path: '/success', heading: /Thank you/ },
  { remote: 'mf-locations', path: '/about-us', heading: /About Us/ },
];

async function expectChrome(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test.describe('composition', () => {
  for (const route of ROUTES) {
    test(`${route.remote} renders ${route.path} inside the shell`, async ({ page }) => {
      await page.goto(siteUrl(GROUP, route.path));
      const region = page.locator(`[data-remote="${route.remote}"]`).first();
      await expect(region).toBeVisible();
      await expect(region.getByRole('heading').first()).toHaveText(route.heading);
      await expectChrome(page);
      await expect(page.locator('[data-region-fallback]')).toHaveCount(0);
    });
  }

  test('the home page composes several remotes', async ({ page }) => {
    await page.goto(siteUrl(GROUP));
    // The home's regions (mf-finance also renders a finance box in each home list card).
    for (const [remote, module] of [
      ['mf-search', 'home-search'],
      ['mf-search', 'home-stock'],
      ['mf-finance', 'finance-teaser'],
      ['mf-locations', 'location-block'],
    ]) {
      await expect(page.locator(`[data-remote="${remote}"][data-module="${module}"]`)).toBeVisible();
    }
    await expectChrome(page);
  });

  test("there is one React: every remote took the shell's copy of each singleton", async ({ page }) => {
    await page.goto(siteUrl(GROUP, '/finance'));
    // The region shows from the server's HTML at once; its remote has used the singletons once it hydrated.
    await waitForHydration(page);
    const loadedFrom = await page.evaluate(() => {
      type Share = { from: string; loaded?: boolean; loading?: unknown; lib?: unknown };
      const scopes = (
        window as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<string, Record<string, Record<string, Record<string, Share>>>>;
          };
        }
      ).__FEDERATION__.__SHARE__;
      const result: Record<string, string[]> = {};
      for (const scope of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(scope.default ?? {})) {
          for (const share of Object.values(versions)) {
            if (share.loaded || share.lib) (result[pkg] ??= []).push(share.from);
          }
        }
      }
      return result;
    });
    for (const pkg of ['react', 'react-dom', 'react-redux', '@dealerline/shared']) {
      expect([...new Set(loadedFrom[pkg])]).toEqual(['shell']);
    }
  });

  test('one store: a dispatch in a remote changes the shell, and the reverse', async ({ page }) => {
    await page.goto(siteUrl(GROUP));
    await page.evaluate(() => {
      const saved = [
        {
          id: 1,
          name: '2020 Toyota Corolla',
          slug: '2020-toyota-corolla-1',
          make: 'Toyota',
          model: 'Corolla',
          primary_image_url: null,
        },
        {
          id: 2,
          name: '2019 Mazda CX-5',
          slug: '2019-mazda-cx-5-2',
          make: 'Mazda',
          model: 'CX-5',
          primary_image_url: null,
        },
      ];
      localStorage.setItem('dealerline:coastline-motor-group:favourites', JSON.stringify(saved));
    });
    await page.goto(siteUrl(GROUP, '/garage'));
    const garage = page.locator('[data-remote="mf-search"]');
    await expect(page.getByRole('button', { name: 'My Garage (2)' })).toBeVisible();

    // remote → shell: removing in mf-search's garage page updates the shell's header count
    await garage.getByRole('button', { name: 'Remove 2020 Toyota Corolla' }).click();
    await expect(page.getByRole('button', { name: 'My Garage (1)' })).toBeVisible();

    // shell → remote: removing from the shell's header menu empties the remote's list
    await page.getByRole('button', { name: 'My Garage (1)' }).click();
    await page.getByRole('button', { name: 'Remove 2019 Mazda CX-5 from my garage' }).click();
    await expect(garage.getByText('You have not saved any vehicles yet.')).toBeVisible();

    // the one store persisted it for the site: a reload keeps it
    await page.reload();
    await expect(page.getByRole('button', { name: 'My Garage (0)' })).toBeVisible();
  });

  test('client-side navigation moves between remotes without a page load', async ({ page }) => {
    await page.goto(siteUrl(GROUP));
    // Before the page's code has taken over, a link is the server's plain link and loads the page.
    await waitForHydration(page);
    const marker = await page.evaluate(
      () => ((window as unknown as { __marker: number }).__marker = Math.random()),
    );
    await expect(page).toHaveTitle('Coastline Motor Group');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page.locator('[data-remote="mf-locations"] h1')).toHaveText('About Us');
    // Each page names itself in the tab, as the server titles it on a page load.
    await expect(page).toHaveTitle('About Us | Coastline Motor Group');
    await page.getByRole('banner').getByRole('link', { name: 'Finance' }).click();
    await expect(page.locator('[data-remote="mf-finance"] h1')).toHaveText('Finance');
    await expect(page).toHaveTitle('Finance | Coastline Motor Group');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveTitle('Contact Us | Coastline Motor Group');
    await page.getByRole('contentinfo').getByRole('link', { name: 'SUV' }).click();
    await expect(page.locator('[data-remote="mf-search"] h1')).toHaveText('SUV');
    await expect(page).toHaveTitle('SUV for sale | Coastline Motor Group');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Book a Test Drive' }).click();
    await expect(page).toHaveTitle('Book a Test Drive | Coastline Motor Group');
    expect(await page.evaluate(() => (window as unknown as { __marker: number }).__marker)).toBe(marker);
  });
});
