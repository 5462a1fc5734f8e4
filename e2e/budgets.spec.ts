import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { MEASURED_SITES, measuredPages, type MeasuredPage } from '../infra/bench/lighthouse/measured-pages';
import { E2E_PORT, siteUrl } from './support/chromium';

/**
 * First-load JS budgets per page, KB gzip (level 6, as a compressing CDN would send it): what a first-time
 * shopper downloads until the page's remotes have rendered and the network is idle. The figures measured on
 * 2026-11-21 after compiling for current browsers and holding regions out of sight (the home page's location
 * block, the coastline contact page's lead form: their code loads when the shopper scrolls near) plus about
 * 8% for small changes: a regression guard. Lower these as the bytes come down (`npm run bench -- federation-cost`).
 */
const BUDGET_KB: Record<MeasuredPage['name'], number> = {
  home: 263, // 243.8 on harbour-nissan, whose stock lists are within a screen (229.9 on coastline); issue 2's target is 300
  search: 267, // 246.8
  vehicle: 255, // 235.5
  finance: 241, // 222.8
  contact: 255, // 236.1 on harbour-nissan, whose lead form is in sight (223.0 on coastline)
};

/** Loads the page in a fresh context and adds up the gzip size of every script it downloaded. */
async function firstLoadJsKb(page: Page, url: string, ready: string): Promise<number> {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(
      response
        .body()
        .then((body) => gzipSync(body, { level: 6 }).length)
        .catch(() => 0),
    );
  });
  await page.goto(url);
  await page.locator(ready).first().waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  return bytes / 1024;
}

test.describe('first-load JS budgets', () => {
  for (const site of MEASURED_SITES) {
    test(`${site}: every measured page is within its budget`, async ({ browser }) => {
      const pages = await measuredPages(`http://127.0.0.1:${E2E_PORT}`, site);
      const over: string[] = [];
      for (const measured of pages) {
        const context = await browser.newContext();
        const page = await context.newPage();
        const kb = await firstLoadJsKb(page, siteUrl(site, measured.path), measured.ready);
        await context.close();
        expect(kb, `${measured.name} loaded no JavaScript`).toBeGreaterThan(10);
        if (kb > BUDGET_KB[measured.name])
          over.push(`${measured.name} ${kb.toFixed(1)} KB > ${BUDGET_KB[measured.name]} KB`);
      }
      expect(over, over.join('\n')).toEqual([]);
    });
  }
});
