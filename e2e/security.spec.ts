import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT, siteUrl } from './support/chromium';

/**
 * Issue 9 point 5 in the browser: demo pages of two tenants work under the platform's Content-Security-Policy.
 * Every CSP violation (the securitypolicyviolation event and Chromium's "Refused to …" console errors) and
 * every uncaught error fails the test; each page's regions render without their fallback.
 */
const TENANTS = ['coastline-motor-group', 'harbour-nissan'];

/** A live vehicle page of the tenant, from its sitemap. */
async function vehiclePath(slug: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${E2E_PORT}/sitemap.xml?site=${slug}`);
  expect(res.status).toBe(200);
  const match = /<loc>[^<]*?(\/cars\/[^<]+)<\/loc>/.exec(await res.text());
  expect(match).not.toBeNull();
  return match![1]!;
}

interface Problems {
  violations: string[];
  errors: string[];
}

async function watch(page: Page): Promise<Problems> {
  const problems: Problems = { violations: [], errors: [] };
  await page.exposeFunction('reportCspViolation', (text: string) => problems.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
      problems.violations.push(message.text());
  });
  page.on('pageerror', (error) => problems.errors.push(error.message));
  return problems;
}

for (const tenant of TENANTS) {
  test.describe(`${tenant} under its Content-Security-Policy`, () => {
    const pages: { name: string; path: () => Promise<string>; remote: string }[] = [
      { name: 'home', path: async () => '/', remote: 'mf-search' },
      { name: 'search', path: async () => '/search/used-cars', remote: 'mf-search' },
      { name: 'vehicle', path: () => vehiclePath(tenant), remote: 'mf-vehicle' },
      { name: 'finance', path: async () => '/finance', remote: 'mf-finance' },
      { name: 'contact', path: async () => '/contact', remote: 'mf-leads' },
    ];
    for (const { name, path, remote } of pages) {
      test(`${name} renders with no CSP violation`, async ({ page }) => {
        const problems = await watch(page);
        const response = await page.goto(siteUrl(tenant, await path()));
        const csp = response?.headers()['content-security-policy'] ?? '';
        expect(csp).toMatch(/script-src 'self'(;|$)/);
        expect(response?.headers()['strict-transport-security']).toBeTruthy();
        await expect(page.getByRole('banner')).toBeVisible();
        const region = page.locator(`[data-remote="${remote}"]`).first();
        await expect(region).toBeVisible({ timeout: 20_000 });
        await expect(region.getByRole('heading').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.locator('[data-region-fallback]')).toHaveCount(0);
        expect(problems).toEqual({ violations: [], errors: [] });
      });
    }
  });
}

test('the policy blocks an injected inline script, and the listener above reports it', async ({ page }) => {
  const problems = await watch(page);
  await page.goto(siteUrl(TENANTS[0]!, '/'));
  await expect(page.getByRole('banner')).toBeVisible();
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedRan = true;';
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => problems.violations.length).toBeGreaterThan(0);
  expect(problems.violations.join('\n')).toMatch(/script-src/);
});
