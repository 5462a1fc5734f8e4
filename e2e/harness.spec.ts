import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from './support/chromium';

const ROOT = path.resolve(__dirname, '..');

/** `npm run dev -w {remote}` against the e2e platform, for the tests of one describe block. */
function devHarness(remote: string, url: string) {
  let dev: ChildProcess;
  test.beforeAll(async () => {
    dev = spawn('npm', ['run', 'dev', '-w', remote], {
      cwd: ROOT,
      env: { ...process.env, PLATFORM_URL: `http://127.0.0.1:${E2E_PORT}` },
      stdio: 'ignore',
      detached: true,
    });
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      const up = await fetch(`${url}/`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`the ${remote} harness did not start`);
  });
  test.afterAll(() => {
    if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
  });
}

test.describe('a remote on its own', () => {
  const HARNESS = 'http://localhost:3004';
  devHarness('mf-leads', HARNESS);

  test('npm run dev -w mf-leads serves its routes with a real store and the demo data, without the shell', async ({
    page,
  }) => {
    await page.goto(`${HARNESS}/book-test-drive?site=harbour-nissan`);
    const region = page.locator('[data-remote="mf-leads"]');
    await expect(region.getByRole('heading', { name: 'Book a Test Drive' })).toBeVisible();
    await expect(page.getByText('mf-leads harness · site harbour-nissan')).toBeVisible();
    await page.getByRole('link', { name: '/trade-in' }).click();
    await expect(region.getByRole('heading', { name: 'Sell My Car' })).toBeVisible();
  });
});

test.describe('the search remote on its own', () => {
  const HARNESS = 'http://localhost:3001';
  devHarness('mf-search', HARNESS);

  test('npm run dev -w mf-search finds the demo cars through the platform’s search endpoints', async ({
    page,
  }) => {
    await page.goto(`${HARNESS}/search/used-cars?site=harbour-nissan`);
    const region = page.locator('[data-remote="mf-search"]');
    await expect(region.locator('article[data-car-id]').first()).toBeVisible();
  });
});
