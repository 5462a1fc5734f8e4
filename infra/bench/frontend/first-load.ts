import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../../e2e/support/chromium';

export interface LoadedScript {
  url: string;
  raw: number;
  gzip: number;
}

/**
 * Every JavaScript file a first-time shopper downloads to see a page, until the page's remote regions have
 * rendered and the network is idle. Sizes are of the response bodies; gzip is computed at level 6.
 */
export async function firstLoadScripts(url: string, readySelector: string): Promise<LoadedScript[]> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const page = await browser.newPage();
    const pending: Promise<LoadedScript | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response
          .body()
          .then((body) => ({
            url: response.url(),
            raw: body.length,
            gzip: gzipSync(body, { level: 6 }).length,
          }))
          .catch(() => null),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator(readySelector).first().waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    return (await Promise.all(pending)).filter((script): script is LoadedScript => script !== null);
  } finally {
    await browser.close();
  }
}
