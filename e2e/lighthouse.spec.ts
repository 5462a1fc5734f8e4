import { expect, test } from '@playwright/test';
import { runLighthouse } from '../infra/bench/lighthouse/lighthouse-runner';
import { MEASURED_SITES, measuredPages } from '../infra/bench/lighthouse/measured-pages';
import { E2E_PORT, siteUrl } from './support/chromium';

/**
 * Lighthouse accessibility 100 and SEO ≥ 95 on the measured pages of both tenants. The CI check runs the
 * desktop preset without throttling (these two scores do not depend on speed); `npm run bench -- lighthouse`
 * does the mobile run with simulated throttling and reports performance.
 */
test.describe('Lighthouse accessibility and SEO', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const site of MEASURED_SITES) {
    test(`${site}: accessibility 100 and SEO ≥ 95 on every measured page`, async () => {
      // Five Lighthouse runs: about 2 minutes alone, twice that with the other workers' tests beside them.
      test.setTimeout(480_000);
      const pages = await measuredPages(`http://127.0.0.1:${E2E_PORT}`, site);
      const results = await runLighthouse(
        pages.map((page) => siteUrl(site, page.path)),
        'desktop',
      );
      const failures = results.flatMap((result, i) => {
        const { accessibility, seo } = result.scores;
        const name = pages[i]!.name;
        return [
          ...(accessibility < 100
            ? [`${name}: accessibility ${accessibility} (${result.failing.accessibility.join(', ')})`]
            : []),
          ...(seo < 95 ? [`${name}: SEO ${seo} (${result.failing.seo.join(', ')})`] : []),
          ...(result.runtimeError ? [`${name}: ${result.runtimeError}`] : []),
        ];
      });
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
});
