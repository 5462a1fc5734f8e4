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

/** A result card's place kept while the rest of new results render (mf-search CardPlaceholder). */
const PLACEHOLDER = '[data-card-placeholder]';

/**
 * Times from a click on a filter checkbox to the updated results on screen, measured in the page from the click
 * event (capture phase, before React handles it): `results`, to the first animation frame after the results
 * list holds different cards and no search is running; `allCards`, to the first one after no card of the
 * list is still a placeholder (new results render their first cards first).
 */
export async function filterClickToResults(
  page: Page,
  checkboxName: RegExp,
): Promise<{ results: number; allCards: number }> {
  // A string, not a function: tsx's name-keeping helpers do not exist inside the page.
  await page.evaluate(`(() => {
    const selector = ${JSON.stringify(RESULTS)};
    const cards = () =>
      Array.from(document.querySelectorAll(selector + ' a[href^="/cars/"]'), (a) => a.getAttribute('href')).join();
    const before = cards();
    window.__clickAt = undefined;
    window.__updatedAt = undefined;
    window.__completeAt = undefined;
    document.addEventListener('click', () => { window.__clickAt ??= performance.now(); }, { capture: true, once: true });
    let updated = false;
    const observer = new MutationObserver(() => {
      const current = document.querySelector(selector);
      if (!current || current.getAttribute('aria-busy') === 'true' || cards() === before) return;
      if (!updated) {
        updated = true;
        requestAnimationFrame(() => { window.__updatedAt = performance.now(); });
      }
      if (current.querySelector(${JSON.stringify(PLACEHOLDER)})) return;
      observer.disconnect();
      requestAnimationFrame(() => { window.__completeAt = performance.now(); });
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  })()`);
  await page.getByRole('checkbox', { name: checkboxName }).first().click();
  // A function: a string predicate is evaluated with eval, which the page's Content-Security-Policy refuses.
  await page.waitForFunction(() => (window as { __completeAt?: number }).__completeAt !== undefined);
  return page.evaluate<{ results: number; allCards: number }>(
    '({ results: window.__updatedAt - window.__clickAt, allCards: window.__completeAt - window.__clickAt })',
  );
}
