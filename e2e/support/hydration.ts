import type { Page } from '@playwright/test';

/**
 * On the first box of a region of the server's HTML that waits for the shopper to come near, its value the
 * region's name (shell/src/startup/regions-out-of-sight.ts).
 */
const HELD = 'data-hydrates-when-near';

/**
 * Waits until the page's code has taken over the server's HTML (`<html data-hydrated>`, set by the shell):
 * before that the page shows but a form typed into keeps nothing (see docs/architecture.md, server-side
 * rendering). Regions out of sight hydrate when the shopper comes near them, so this also scrolls to each one
 * (see bringHeldRegionsNear) and then back to the top.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await bringHeldRegionsNear(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Once the regions in sight have hydrated (the shell holds the others back only then), scrolls to each region
 * that waits for the shopper, as a shopper reading down the page would, until every one has hydrated or been
 * replaced by its fallback.
 */
export async function bringHeldRegionsNear(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  for (;;) {
    const region = await page.evaluate((held) => {
      const box = document.querySelector(`[${held}]`);
      box?.scrollIntoView({ block: 'center' });
      return box?.getAttribute(held) ?? null;
    }, HELD);
    if (region === null) return;
    await page.locator(`[${HELD}="${region}"]`).waitFor({ state: 'detached', timeout: 30_000 });
  }
}

/**
 * Reaches for the page's first remote widget (a pointer over it), as a shopper about to use it would: a widget
 * the server rendered (a finance box) keeps that HTML, and its remote does not load, until then
 * (shared/src/platform/widget-holds.ts).
 */
export async function reachForFirstWidget(page: Page): Promise<void> {
  const widget = page.locator('[data-widget-hold] > *').first();
  if ((await widget.count()) > 0) await widget.hover();
}
