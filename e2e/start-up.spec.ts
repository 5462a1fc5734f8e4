import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from './support/chromium';
import { measuredVehiclePath } from './support/site-paths';

const SITE = 'coastline-motor-group';
/** The shell's entry, which the paint-first script starts (shell/src/startup/paint-first.ts). */
const SHELL_ENTRY = '**/shell/main.*.js';

/** Holds back the requests matching `url` until the returned function is called: the shell cannot start. */
async function holdBack(page: Page, url: string): Promise<() => void> {
  let letThrough!: () => void;
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue().catch(() => {}); // the page may have gone on
  });
  return letThrough;
}

/** The server's page, on screen, that the shell has not taken over. */
async function serverPageShown(page: Page) {
  await page.locator('[data-module="vehicle-page"] h1').waitFor();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
}

test.describe('presses before the shell starts', () => {
  test('a button pressed on the server page does what it says once the page has hydrated', async ({
    page,
  }) => {
    const letShellStart = await holdBack(page, SHELL_ENTRY);
    await page.goto(siteUrl(SITE, await measuredVehiclePath(SITE)), { waitUntil: 'domcontentloaded' });
    await serverPageShown(page);
    await page.getByRole('button', { name: 'Chat with Us' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    letShellStart();
    // Without the held press it was lost: nothing listened to it yet, and the dialog never opened.
    await expect(page.getByRole('dialog', { name: 'Chat with Us' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Chat with Us' })).toHaveCount(1);
  });

  test('the first press starts the shell without waiting for the picture', async ({ page }) => {
    // The gallery's photo never arrives: the entry would wait FIRST_PICTURE_WAIT_MS (2.5 s) for it.
    await holdBack(page, '**/images/**');
    await page.goto(siteUrl(SITE, await measuredVehiclePath(SITE)), { waitUntil: 'domcontentloaded' });
    await page.locator('[data-module="vehicle-page"] h1').waitFor();
    const entry = page.locator('script[src*="/shell/main."]');
    await expect(entry).toHaveCount(0);
    await page.getByRole('button', { name: 'Chat with Us' }).click();
    await expect(entry).toBeAttached({ timeout: 1000 });
  });

  test("a link pressed on the server page is followed as the server wrote it, the shell's start or not", async ({
    page,
  }) => {
    await holdBack(page, SHELL_ENTRY);
    await page.goto(siteUrl(SITE, await measuredVehiclePath(SITE)), { waitUntil: 'domcontentloaded' });
    await serverPageShown(page);
    const enquire = page.locator('[data-button="enquire"]').first();
    const href = await enquire.getAttribute('href');
    await enquire.click();
    await expect(page).toHaveURL(siteUrl(SITE, href!));
  });
});

test("a shell that cannot start says so and gives the site's number to call, over the server's page", async ({
  page,
}) => {
  // The shared libraries the entry loads first answer 500: the shell never starts.
  await page.route('**/shell/platform-*.js', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto(siteUrl(SITE, await measuredVehiclePath(SITE)));
  const notice = page.getByRole('alert').filter({ hasText: 'could not load' });
  await expect(notice).toHaveText(
    'Sorry, this page could not load properly. Please refresh the page or call us on 07 5443 2100.',
  );
  // The number the header gives, as a link that calls it; the server's page stays under the notice.
  const headerPhone = await page.locator('header a[href^="tel:"]').first().getAttribute('href');
  await expect(notice.getByRole('link', { name: '07 5443 2100' })).toHaveAttribute('href', headerPhone!);
  await expect(page.locator('[data-module="vehicle-page"] h1')).toBeVisible();
});

test('a shell entry that failed to arrive is asked for again, and the page starts', async ({ page }) => {
  // The first request for the entry fails (a dropped connection); before, nothing asked again and the page
  // stayed the server's, its buttons dead.
  let entryRequests = 0;
  await page.route(SHELL_ENTRY, async (route) => {
    entryRequests += 1;
    if (entryRequests === 1) await route.abort('connectionreset');
    else await route.continue();
  });
  await page.goto(siteUrl(SITE, await measuredVehiclePath(SITE)));
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
  await page.getByRole('button', { name: 'Chat with Us' }).click();
  await expect(page.getByRole('dialog', { name: 'Chat with Us' })).toBeVisible();
  expect(entryRequests).toBeGreaterThanOrEqual(2);
});
