import type { LaunchOptions } from '@playwright/test';

/**
 * Port of the platform the suite shares (E2E_PORT overrides it, so two checkouts can run the suite at once);
 * tests that need their own instance use other ports.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8180);
export const E2E_OPS_TOKEN = 'e2e-ops-token';
/** Data folder of the shared platform (its own embedded database, emptied before each run). */
export const E2E_DATA_DIR = `.data/e2e-${E2E_PORT}`;

/** Debian's Chromium, offline: no background lookups, tenant hosts ({slug}.localhost) still resolve. */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost, EXCLUDE *.localhost',
  ],
};

/** The URL of a demo site on a platform port: http://{slug}.localhost:{port}{path}. */
export function siteUrl(slug: string, path = '/', port = E2E_PORT): string {
  return `http://${slug}.localhost:${port}${path}`;
}
