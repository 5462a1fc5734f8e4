import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from './support/chromium';

const ROOT = path.resolve(__dirname, '..');
const HARNESS = 'http://localhost:3004';

test.describe('a remote on its own', () => {
  let dev: ChildProcess;
  test.beforeAll(async () => {
    dev = spawn('npm', ['run', 'dev', '-w', 'mf-leads'], {
      cwd: ROOT,
      env: { ...process.env, PLATFORM_URL: `http://127.0.0.1:${E2E_PORT}` },
      stdio: 'ignore',
      detached: true,
    });
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      const up = await fetch(`${HARNESS}/`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the mf-leads harness did not start');
  });
  test.afterAll(() => {
    if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
  });

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
