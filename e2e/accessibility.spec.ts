import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { BootPayload } from '@dealerline/shared';
import { demoTenants } from '../infra/src/demo/demo-tenants';
import { MEASURED_SITES, measuredPages } from '../infra/bench/lighthouse/measured-pages';
import { reservableCars } from '../infra/bench/vehicle/reservable-cars';
import { routesFor } from '../shell/src/app/route-table';
import { E2E_PORT, siteUrl } from './support/chromium';

const PLATFORM = `http://127.0.0.1:${E2E_PORT}`;
const SITES = demoTenants().map((tenant) => tenant.site.slug);
/** Content pages under /pages/ that the demo sites have (the first one a site has is checked). */
const PAGE_SLUGS = ['capped-price-servicing', 'plate-clearance-sale'];

async function json<T>(path: string): Promise<T> {
  const response = await fetch(`${PLATFORM}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Every route the site has (spec §2 via the shell's route table), with real example parameters. */
async function sitePaths(site: string): Promise<string[]> {
  const boot = await json<BootPayload>(`/api/boot?site=${site}`);
  const [car] = await reservableCars(PLATFORM, site, 1);
  const { manufacturers } = await json<{ manufacturers: { slug: string }[] }>(
    `/api/manufacturers?site=${site}`,
  );
  let pageSlug = PAGE_SLUGS[0]!;
  for (const slug of PAGE_SLUGS) {
    const found = await fetch(`${PLATFORM}/api/pages?site=${site}&path=/pages/${slug}`);
    if (found.ok) {
      pageSlug = slug;
      break;
    }
  }
  const params: Record<string, string | undefined> = {
    slug: car?.slug,
    // A used-only dealer sells no make new: its brand pages still exist, for any make.
    manufacturer: manufacturers[0]?.slug ?? 'toyota',
    locationSlug: boot.dealer.locations[0]?.slug,
    page: pageSlug,
  };
  return routesFor(boot.site, boot.dealer).map((route) =>
    route.path.replace('/*', '/used-cars').replace(/:(\w+)/g, (_, name: string) => {
      const value = params[name];
      if (!value) throw new Error(`${site} has no example for :${name}`);
      return value;
    }),
  );
}

/** Waits until every remote region of the page has rendered (or shown its fallback). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-region-loading]')).toHaveCount(0);
}

test.describe('accessibility: axe on every route of every demo tenant', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const site of SITES) {
    test(`${site}: no serious or critical violation`, async ({ page }) => {
      test.setTimeout(15 * 60_000);
      const found: string[] = [];
      for (const path of await sitePaths(site)) {
        await page.goto(siteUrl(site, path));
        await settled(page);
        const { violations } = await new AxeBuilder({ page })
          .options({ resultTypes: ['violations'] })
          .analyze();
        for (const violation of violations) {
          if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
          const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
          found.push(`${path} ${violation.id} (${violation.impact}): ${targets.join(' | ')}`);
        }
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});

/**
 * Touch targets on a phone (WCAG 2.2 target size, which Lighthouse's mobile run checks): on the measured
 * pages as a phone first loads them, cards out of sight included (they are not laid out yet, and their
 * content must still not crowd what follows them).
 */
test.describe('accessibility: touch targets on a phone', () => {
  for (const site of MEASURED_SITES) {
    test(`${site}: every target is big enough or far enough from its neighbours`, async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      const found: string[] = [];
      for (const measured of await measuredPages(PLATFORM, site)) {
        await page.goto(siteUrl(site, measured.path));
        await page.locator(measured.ready).first().waitFor();
        const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
        for (const violation of violations) {
          found.push(...violation.nodes.map((node) => `${measured.path} ${node.target.join(' ')}`));
        }
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});
