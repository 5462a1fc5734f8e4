import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH, siteUrl } from '../../../e2e/support/chromium';
import { startPlatform } from '../../../e2e/support/platform';
import { APPS, buildApp, type AppBuild } from '../frontend/build-apps';
import { attributeScripts } from '../frontend/attribute-scripts';
import { firstLoadScripts } from '../frontend/first-load';
import { largestContentfulPaint } from '../search-page/measure-page';
import { latency } from '../search/stats';
import { concurrentReservations } from './concurrent-reservations';
import { reservableCars } from './reservable-cars';

const BENCH_PORT = 8192;
const SITE = 'coastline-motor-group';
const RUNS = 5;
const DEMO_CARS = 10_000;
const ATTEMPTS = 20;
const ROUNDS = 3;

export interface VehicleBenchResult {
  lcpMs: number[];
  jsGzipKb: number;
  reservations: { statuses: Record<number, number>; p50: number; p95: number; max: number }[];
}

/**
 * `npm run bench -- vehicle` (issue 6): builds every app, starts the platform with 10,000 demo cars, and
 * measures the vehicle page of an eligible car in Debian Chromium (LCP, median of 5 fresh contexts; first-load
 * JS, gzip), then 20 concurrent reservation attempts on one car (3 rounds, one car each).
 */
export async function benchVehicle(): Promise<VehicleBenchResult> {
  const builds: AppBuild[] = [];
  for (const app of APPS) builds.push(await buildApp(app));
  console.log(`Starting the platform with ${DEMO_CARS.toLocaleString('en-AU')} demo cars…`);
  const platform = await startPlatform(BENCH_PORT, DEMO_CARS);
  try {
    const cars = await reservableCars(platform.url, SITE, RUNS + ROUNDS);
    const pageCars = cars.slice(0, RUNS);
    const raceCars = cars.slice(RUNS, RUNS + ROUNDS);

    const url = (slug: string) => siteUrl(SITE, `/cars/${slug}`, BENCH_PORT);
    const scripts = await firstLoadScripts(url(pageCars[0]!.slug), '[data-remote="mf-vehicle"] h1');
    const totals = attributeScripts(scripts, builds);
    const jsGzipKb = scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024;

    const browser = await chromium.launch(CHROMIUM_LAUNCH);
    const lcpMs: number[] = [];
    try {
      for (const car of pageCars) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        await page.goto(url(car.slug));
        await page.locator('[data-remote="mf-vehicle"] h1').waitFor();
        await page.waitForLoadState('networkidle');
        lcpMs.push(await largestContentfulPaint(page));
        await context.close();
      }
    } finally {
      await browser.close();
    }

    const reservations: VehicleBenchResult['reservations'] = [];
    for (const car of raceCars) {
      const race = await concurrentReservations(platform.url, SITE, car.slug, ATTEMPTS);
      reservations.push({
        statuses: race.statuses,
        p50: race.latency.p50,
        p95: race.latency.p95,
        max: race.latency.max,
      });
    }

    const lcp = latency(lcpMs);
    console.log(`\nVehicle page /cars/{slug} on ${SITE} (${RUNS} cars, fresh contexts, no throttling)`);
    console.table({ LCP: { 'median ms': Math.round(lcp.p50), runs: lcpMs.map(Math.round).join(', ') } });
    console.log(`First-load JS of the vehicle page: ${jsGzipKb.toFixed(1)} KB gzip`);
    console.table(
      Object.fromEntries(Object.entries(totals).map(([share, b]) => [share, +(b.gzip / 1024).toFixed(1)])),
    );
    console.log(`\n${ATTEMPTS} concurrent reservation attempts on one car (${ROUNDS} rounds)`);
    console.table(
      reservations.map((round) => ({
        answers: Object.entries(round.statuses)
          .map(([status, n]) => `${n} × ${status}`)
          .join(', '),
        'p50 ms': Math.round(round.p50),
        'p95 ms': Math.round(round.p95),
        'max ms': Math.round(round.max),
      })),
    );
    const exactlyOne = reservations.every(
      (round) => round.statuses[201] === 1 && round.statuses[409] === ATTEMPTS - 1,
    );
    console.log(`Exactly one reservation per car: ${exactlyOne ? 'yes' : 'NO'}`);
    return { lcpMs, jsGzipKb, reservations };
  } finally {
    await platform.stop();
  }
}
