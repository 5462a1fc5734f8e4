import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { MEASURED_SITES, measuredPages, type MeasuredPage } from '../infra/bench/lighthouse/measured-pages';
import { E2E_PORT, siteUrl } from './support/chromium';

/**
 * First-load JS budgets per page, KB gzip (level 6, as a compressing CDN would send it): what a first-time
 * shopper downloads until the page's remotes have rendered and the network is idle. The figures measured on
 * 2026-11-27, after the finance boxes began to wait for the shopper (mf-finance no longer loads at start on the
 * search and vehicle pages; the same on both tenants; regions out of sight, such as a contact page's lead form,
 * load when the shopper scrolls near), plus about 8% for small changes: a regression guard. Lower these as the
 * bytes come down (`npm run bench -- federation-cost`).
 */
const BUDGET_KB: Record<MeasuredPage['name'], number> = {
  home: 213, // 197.0; issue 2's target is 300
  search: 223, // 206.3
  vehicle: 208, // 192.8
  finance: 229, // 211.6
  contact: 208, // 192.2
};

/** V8's explicit compile hint, which every chunk of ours starts with (shared/build/eager-compile-hint.ts). */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** The paint-first script: a 1 KB classic script of its own, not a chunk (too small for V8 to stream anyway). */
const PAINT_FIRST = /\/paint-first\.[0-9a-f]+\.js$/;

/**
 * The largest script a page may load, KB before compression. V8 finishes compiling a script on the main thread
 * in the task that runs it, so one big script is one long task at start (the shell's 440 KB `platform` chunk
 * was 70-120 ms at Lighthouse's 4x); the shell ships that chunk in parts (rspack-app.ts). react-dom, one
 * module of 175 KB, sets the floor.
 */
const MAX_SCRIPT_KB = 200;

/**
 * Loads the page in a fresh context: the gzip size of every script it downloaded, added up, the scripts that
 * lack the compile hint, and the size of the largest script.
 */
async function firstLoadJs(page: Page, url: string, ready: string) {
  const scripts: Promise<{ url: string; gzip: number; raw: number; hinted: boolean }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .body()
        .then((body) => ({
          url: response.url(),
          gzip: gzipSync(body, { level: 6 }).length,
          raw: body.length,
          hinted: body.toString('utf8', 0, EAGER_COMPILE_HINT.length) === EAGER_COMPILE_HINT,
        }))
        .catch(() => ({ url: response.url(), gzip: 0, raw: 0, hinted: true })),
    );
  });
  await page.goto(url);
  await page.locator(ready).first().waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  return {
    kb: loaded.reduce((sum, script) => sum + script.gzip, 0) / 1024,
    unhinted: loaded.filter((script) => !script.hinted && !PAINT_FIRST.test(script.url)).map((s) => s.url),
    largest: loaded.reduce((big, script) => (script.raw > big.raw ? script : big), { url: '', raw: 0 }),
  };
}

test.describe('first-load JS budgets', () => {
  for (const site of MEASURED_SITES) {
    test(`${site}: every measured page is within its budget, each chunk hinted for eager compilation and small enough`, async ({
      browser,
    }) => {
      const pages = await measuredPages(`http://127.0.0.1:${E2E_PORT}`, site);
      const over: string[] = [];
      for (const measured of pages) {
        const context = await browser.newContext();
        const page = await context.newPage();
        const { kb, unhinted, largest } = await firstLoadJs(
          page,
          siteUrl(site, measured.path),
          measured.ready,
        );
        await context.close();
        expect(kb, `${measured.name} loaded no JavaScript`).toBeGreaterThan(10);
        expect(unhinted, `${measured.name}: scripts V8 would compile lazily on the main thread`).toEqual([]);
        expect(largest.raw / 1024, `${measured.name}: ${largest.url} is one long task at start`).toBeLessThan(
          MAX_SCRIPT_KB,
        );
        if (kb > BUDGET_KB[measured.name])
          over.push(`${measured.name} ${kb.toFixed(1)} KB > ${BUDGET_KB[measured.name]} KB`);
      }
      expect(over, over.join('\n')).toEqual([]);
    });
  }
});

test('the form library loads only on a page with a form: not on the home or search page', async ({
  browser,
}) => {
  const site = MEASURED_SITES[0];
  const pages = await measuredPages(`http://127.0.0.1:${E2E_PORT}`, site);
  const loadsForms: Record<string, boolean> = {};
  for (const measured of pages.filter((p) => ['home', 'search', 'finance'].includes(p.name))) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(siteUrl(site, measured.path));
    await page.locator(measured.ready).first().waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    loadsForms[measured.name] = scripts.some((path) => /^\/shell\/forms\.[0-9a-f]+\.js$/.test(path));
    await context.close();
  }
  // The finance page's repayment calculator is a form: there the chunk does load (so the test sees it at all).
  expect(loadsForms).toEqual({ home: false, search: false, finance: true });
});

test('mf-finance loads on the search and vehicle pages only when the shopper reaches for a finance box', async ({
  browser,
}) => {
  const site = MEASURED_SITES[0];
  const pages = await measuredPages(`http://127.0.0.1:${E2E_PORT}`, site);
  const loadsFinance: Record<string, [atStart: boolean, afterReaching: boolean]> = {};
  for (const measured of pages.filter((p) => ['search', 'vehicle'].includes(p.name))) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const financeLoaded = () => scripts.some((path) => path.startsWith('/remotes/mf-finance/'));
    await page.goto(siteUrl(site, measured.path));
    await page.locator(measured.ready).first().waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    const atStart = financeLoaded();
    const box = page.locator('[data-finance-box]').first();
    await box.hover();
    await expect.poll(financeLoaded).toBe(true);
    // Hydrated in place: the same box, now working (its disclaimer opens).
    await box.getByRole('button', { name: /^Disclaimer/ }).click();
    await expect(page.getByRole('dialog', { name: 'Finance disclaimer' })).toBeVisible();
    loadsFinance[measured.name] = [atStart, financeLoaded()];
    await context.close();
  }
  expect(loadsFinance).toEqual({ search: [false, true], vehicle: [false, true] });
});
