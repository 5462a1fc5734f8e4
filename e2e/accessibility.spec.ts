import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { demoTenants } from '../infra/src/demo/demo-tenants';
import { MEASURED_SITES, measuredPages } from '../infra/bench/lighthouse/measured-pages';
import { E2E_PORT, siteUrl } from './support/chromium';
import { settled, sitePaths } from './support/site-paths';

const PLATFORM = `http://127.0.0.1:${E2E_PORT}`;
const SITES = demoTenants().map((tenant) => tenant.site.slug);

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
