import { E2E_DATA_DIR, E2E_OPS_TOKEN, E2E_PORT } from './chromium';
import { sharedDatabaseUrl } from './database';
import type { PlatformAddress } from './platform';

/** The platform the whole suite shares (playwright.config.ts webServer), for CLI calls and its data folder. */
export const SHARED_PLATFORM: PlatformAddress = {
  port: E2E_PORT,
  url: `http://127.0.0.1:${E2E_PORT}`,
  dataDir: E2E_DATA_DIR,
  opsToken: E2E_OPS_TOKEN,
  databaseUrl: sharedDatabaseUrl(E2E_PORT),
};
