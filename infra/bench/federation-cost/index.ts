import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { siteUrl } from '../../../e2e/support/chromium';
import { startPlatform } from '../../../e2e/support/platform';
import { formatTable } from '../../src/cli/table';
import { firstLoadScripts } from '../frontend/first-load';
import { runLighthouse } from '../lighthouse/lighthouse-runner';
import { MEASURED_SITES, measuredPages } from '../lighthouse/measured-pages';
import { buildOneApp } from './build-one-app';
import {
  firstLoadFigures,
  oneAppScripts,
  overheadPercent,
  TARGET_OVERHEAD_PERCENT,
  type FirstLoadFigures,
} from './page-scripts';

const BENCH_PORT = 8194;
const DEMO_CARS = 2000;

type Build = 'federated' | 'oneApp';

interface BuildFigures extends FirstLoadFigures {
  /** Lighthouse mobile LCP (first measured site only, to keep the run short). */
  lcpMs: number | null;
}

export interface FederationCostPage {
  site: string;
  page: string;
  federated: BuildFigures;
  oneApp: BuildFigures;
  /** Extra first-load JS (gzip) of the federated page, % of the one-app page. */
  overheadPercent: number;
  lcpDeltaMs: number | null;
}

export interface FederationCostResult {
  oneAppBuildSeconds: number;
  pages: FederationCostPage[];
}

/** Starts a platform serving `shellDist` (the federated shell when undefined) and measures every page. */
async function measureBuild(shellDist: string | undefined): Promise<Map<string, BuildFigures>> {
  if (shellDist) process.env.SHELL_DIST = shellDist;
  const platform = await startPlatform(BENCH_PORT, DEMO_CARS).finally(() => delete process.env.SHELL_DIST);
  const figures = new Map<string, BuildFigures>();
  const served = shellDist ? new Set(await readdir(shellDist)) : null;
  try {
    for (const [s, site] of MEASURED_SITES.entries()) {
      const pages = await measuredPages(platform.url, site);
      for (const page of pages) {
        const loaded = await firstLoadScripts(siteUrl(site, page.path, BENCH_PORT), page.ready);
        const scripts = served ? oneAppScripts(loaded, served) : loaded;
        figures.set(`${site} ${page.name}`, { ...firstLoadFigures(scripts), lcpMs: null });
      }
      if (s > 0) continue;
      const lighthouse = await runLighthouse(
        pages.map((page) => siteUrl(site, page.path, BENCH_PORT)),
        'mobile',
      );
      pages.forEach((page, i) => (figures.get(`${site} ${page.name}`)!.lcpMs = lighthouse[i]!.lcpMs));
    }
  } finally {
    await platform.stop();
  }
  return figures;
}

/**
 * `npm run bench -- federation-cost` (issue 9): the same pages served by the federated shell and remotes
 * (their current dist builds) and by a one-app build of the same sources without federation; first-load JS
 * (gzip) on both tenants and Lighthouse mobile LCP on the first.
 */
export async function benchFederationCost(): Promise<FederationCostResult> {
  const oneApp = await buildOneApp();
  console.log(`One-app build (shell + every remote module, no federation): ${oneApp.seconds.toFixed(1)} s`);
  const measured: Record<Build, Map<string, BuildFigures>> = {
    federated: new Map(),
    oneApp: new Map(),
  };
  try {
    measured.federated = await measureBuild(undefined);
    measured.oneApp = await measureBuild(oneApp.dir);
  } finally {
    await rm(path.dirname(oneApp.dir), { recursive: true, force: true });
  }
  const pages: FederationCostPage[] = [...measured.federated.entries()].map(([key, federated]) => {
    const [site, page] = key.split(' ') as [string, string];
    const single = measured.oneApp.get(key)!;
    return {
      site,
      page,
      federated,
      oneApp: single,
      overheadPercent: overheadPercent(federated.gzipKb, single.gzipKb),
      lcpDeltaMs: federated.lcpMs !== null && single.lcpMs !== null ? federated.lcpMs - single.lcpMs : null,
    };
  });
  const lcp = (value: number | null) => (value === null ? '' : String(Math.round(value)));
  console.log(
    '\nFederation cost: first-load JS (KB gzip) and Lighthouse mobile LCP (ms), federated vs one app',
  );
  console.log(
    formatTable(
      ['SITE', 'PAGE', 'FED KB', 'ONE KB', 'OVERHEAD', 'FED FILES', 'ONE FILES', 'FED LCP', 'ONE LCP'],
      pages.map((p) => [
        p.site,
        p.page,
        p.federated.gzipKb.toFixed(1),
        p.oneApp.gzipKb.toFixed(1),
        `${p.overheadPercent.toFixed(1)}%`,
        String(p.federated.files),
        String(p.oneApp.files),
        lcp(p.federated.lcpMs),
        lcp(p.oneApp.lcpMs),
      ]),
    ),
  );
  const within = pages.filter((p) => p.overheadPercent <= TARGET_OVERHEAD_PERCENT).length;
  console.log(
    `Target overhead ≤ ${TARGET_OVERHEAD_PERCENT}% of first-load JS: ${within} of ${pages.length} pages`,
  );
  return { oneAppBuildSeconds: oneApp.seconds, pages };
}
