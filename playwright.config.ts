import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH, E2E_DATA_DIR as DATA_DIR, E2E_OPS_TOKEN, E2E_PORT } from './e2e/support/chromium';

/**
 * End-to-end tests in Debian Chromium against the real platform: `npm start` on its own port and data
 * folder. Tests that change the registry start their own platform instance (e2e/support/platform.ts).
 */
export default defineConfig({
  testDir: './e2e',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // Per port, so two runs on one machine do not clear each other's traces.
  outputDir: `test-results/${E2E_PORT}`,
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'retain-on-failure',
  },
  webServer: {
    // A fresh database: the data folder emptied, and with E2E_DATABASE_URL a PostgreSQL database of its own
    // (e2e/support/database.ts).
    command: `node -e "require('fs').rmSync('${DATA_DIR}',{recursive:true,force:true})" && url=$(node_modules/.bin/tsx e2e/support/database.ts ${E2E_PORT}) && DATABASE_URL=$url npm start`,
    url: `http://127.0.0.1:${E2E_PORT}/readyz`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    // Its own database, even where DATABASE_URL points the unit tests at PostgreSQL.
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR,
      OPS_TOKEN: E2E_OPS_TOKEN,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Every test's shopper is the one loopback address: at the default 10 leads a minute per IP, specs that
      // send leads close together were refused (429) by the order they ran in. The limit has its own tests
      // (infra/src/leads/__tests__).
      LEAD_RATE_LIMIT_PER_IP: '100',
    },
  },
});
