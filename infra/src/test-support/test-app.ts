import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { openPgliteDb } from '../db/pglite-db';
import { writeFakeShell } from './fake-builds';

export const TEST_TOKEN = 'test-ops-token-4f1c2e9a';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  root: string;
  close(): Promise<void>;
}

/**
 * An app on an in-memory PGlite (or on `db`, closed with the app), a temp DATA_DIR and a fake built shell.
 * With `logLines`, everything the app logs, at every level, is pushed onto it (a test of what must never be
 * logged); otherwise it logs nothing.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { now?: () => number; logLines?: string[]; db?: Db } = {},
): Promise<TestApp> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'dealerline-infra-'));
  const config: Config = {
    port: 8080,
    host: '127.0.0.1',
    dataDir: path.join(root, 'data'),
    databaseUrl: null,
    opsToken: TEST_TOKEN,
    assetBaseUrl: null,
    shellDist: path.join(root, 'shell-dist'),
    logLevel: 'silent',
    trustProxy: false,
    demoCars: 0,
    ssrThreads: 1,
    ...overrides,
  };
  await writeFakeShell(config.shellDist);
  const db = options.db ?? (await openPgliteDb());
  const lines = options.logLines;
  const app = await buildApp({
    config,
    db,
    now: options.now,
    ...(lines
      ? { loggerInstance: pino({ level: 'trace' }, { write: (line: string) => lines.push(line) }) }
      : { logger: false }),
  });
  return {
    app,
    config,
    root,
    close: async () => {
      await app.close();
      await db.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** Waits for the app's first search index build (the indexer starts when the app is ready). */
export async function waitForSearchIndex(app: FastifyInstance, timeoutMs = 60_000): Promise<void> {
  await app.ready();
  const deadline = Date.now() + timeoutMs;
  while (!app.searchService.indexer.status().built) {
    const status = app.searchService.indexer.status();
    if (status.state === 'failed') throw new Error(`search index build failed: ${status.lastError}`);
    if (Date.now() > deadline) throw new Error('search index not built in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
