import { siteUrl } from '../../../e2e/support/chromium';
import { startPlatform } from '../../../e2e/support/platform';
import { APPS, buildApp, type AppBuild } from './build-apps';
import { attributeScripts, CATEGORIES, type ByteTotals } from './attribute-scripts';
import { firstLoadScripts } from './first-load';

const KB = 1024;
const BENCH_PORT = 8190;
const SITE = 'coastline-motor-group';
/** Issue 2's budget: first-load JS of the home page. */
export const HOME_BUDGET_GZIP_KB = 300;

const PAGES = [
  { name: 'home', path: '/', ready: '[data-remote="mf-locations"]' },
  { name: 'search', path: '/search/used-cars', ready: '[data-remote="mf-search"]' },
];

export interface FrontendResult {
  builds: { app: string; seconds: number }[];
  pages: { page: string; files: number; totals: ByteTotals; rawKb: number; gzipKb: number }[];
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** Build times of every app, then the JS a first-time shopper downloads on the home and search pages. */
export async function benchFrontend(): Promise<FrontendResult> {
  const builds: AppBuild[] = [];
  for (const app of APPS) builds.push(await buildApp(app));
  console.log('\nBuild time (production, `rspack build` of one app at a time)');
  console.table(builds.map((build) => ({ app: build.app, seconds: +(build.ms / 1000).toFixed(2) })));

  const platform = await startPlatform(BENCH_PORT);
  const pages: FrontendResult['pages'] = [];
  try {
    for (const page of PAGES) {
      const scripts = await firstLoadScripts(siteUrl(SITE, page.path, BENCH_PORT), page.ready);
      const totals = attributeScripts(scripts, builds);
      const raw = scripts.reduce((sum, script) => sum + script.raw, 0);
      const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
      pages.push({ page: page.name, files: scripts.length, totals, rawKb: raw / KB, gzipKb: gzip / KB });
    }
  } finally {
    await platform.stop();
  }

  for (const page of pages) {
    console.log(`\nFirst-load JS, ${page.page} page (${page.files} files)`);
    console.table(
      Object.fromEntries([
        ...CATEGORIES.map((category) => [
          category,
          { 'raw KB': kb(page.totals[category].raw), 'gzip KB': kb(page.totals[category].gzip) },
        ]),
        ['total', { 'raw KB': page.rawKb.toFixed(1), 'gzip KB': page.gzipKb.toFixed(1) }],
      ]),
    );
  }
  const home = pages.find((page) => page.page === 'home')!;
  const verdict = home.gzipKb <= HOME_BUDGET_GZIP_KB ? 'within' : 'OVER';
  console.log(
    `Home page first-load JS ${home.gzipKb.toFixed(1)} KB gzip: ${verdict} the ${HOME_BUDGET_GZIP_KB} KB budget`,
  );
  return { builds: builds.map((build) => ({ app: build.app, seconds: build.ms / 1000 })), pages };
}
