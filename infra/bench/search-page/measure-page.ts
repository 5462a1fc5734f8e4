import type { Page } from '@playwright/test';

/** The results list of the search page (mf-search ResultsGrid): `aria-busy` while a search runs. */
export const RESULTS = 'ul[aria-label="Search results"]';

/** Waits until the page shows results and no search is running. */
export async function resultsSettled(page: Page): Promise<void> {
  await page.locator(`${RESULTS}[aria-busy="false"] li`).first().waitFor({ state: 'visible' });
}

/** The page's Largest Contentful Paint (ms since navigation start), as Chromium reports it. */
export function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]!.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/**
 * Time from a click on a filter checkbox to the updated results on screen: measured in the page, from the
 * click event (capture phase, before React handles it) to the first animation frame after the results list
 * holds different cards and no search is running.
 */
export async function filterClickToResults(page: Page, checkboxName: RegExp): Promise<number> {
  await page.evaluate((selector) => {
    const w = window as unknown as { __clickAt?: number; __updatedAt?: number; __before?: string };
    const list = document.querySelector(selector)!;
    const cards = () =>
      Array.from(list.querySelectorAll('a[href^="/cars/"]'), (a) => a.getAttribute('href')).join();
    w.__before = cards();
    w.__clickAt = undefined;
    w.__updatedAt = undefined;
    document.addEventListener('click', () => (w.__clickAt ??= performance.now()), {
      capture: true,
      once: true,
    });
    const observer = new MutationObserver(() => {
      const current = document.querySelector(selector);
      if (!current || current.getAttribute('aria-busy') === 'true' || cards() === w.__before) return;
      observer.disconnect();
      requestAnimationFrame(() => (w.__updatedAt = performance.now()));
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  }, RESULTS);
  await page.getByRole('checkbox', { name: checkboxName }).first().click();
  await page.waitForFunction(() => (window as unknown as { __updatedAt?: number }).__updatedAt !== undefined);
  return page.evaluate(() => {
    const w = window as unknown as { __clickAt: number; __updatedAt: number };
    return w.__updatedAt - w.__clickAt;
  });
}
