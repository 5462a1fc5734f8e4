import type { Page } from '@playwright/test';

/**
 * Waits until the page's code has taken over the server's HTML (`<html data-hydrated>`, set by the shell):
 * before that the page shows but a form typed into keeps nothing (see docs/architecture.md, server-side
 * rendering).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
