import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StatsCompilation } from '@rspack/core';
import type { ModuleShare } from './classify-bytes';

export const APPS = ['shell', 'mf-search', 'mf-vehicle', 'mf-finance', 'mf-leads', 'mf-locations'] as const;
export type AppName = (typeof APPS)[number];

export interface AppBuild {
  app: AppName;
  ms: number;
  /** Every emitted JS file and the modules (with source sizes) it holds. */
  assets: Map<string, ModuleShare[]>;
}

const ROOT = path.resolve(__dirname, '../../..');

function rspackBuild(app: AppName, statsFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/rspack'), ['build', '--json', statsFile], {
      cwd: path.join(ROOT, app),
      env: { ...process.env, BUILD_STATS: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build of ${app} failed:\n${errors}`)),
    );
  });
}

/** Builds one app exactly as `npm run build` does (the rspack CLI, into its dist), timing the whole command. */
export async function buildApp(app: AppName): Promise<AppBuild> {
  const statsFile = path.join(mkdtempSync(path.join(tmpdir(), `stats-${app}-`)), 'stats.json');
  const started = performance.now();
  await rspackBuild(app, statsFile);
  const ms = performance.now() - started;
  const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as StatsCompilation;
  // `rspack build` of an app runs two compilers, the browser's first (createAppBuild): its chunks are what
  // the pages load.
  const browser = stats.children?.[0] ?? stats;
  const assets = new Map<string, ModuleShare[]>();
  for (const chunk of browser.chunks ?? []) {
    const modules = (chunk.modules ?? []).map((module) => ({
      name: module.nameForCondition ?? module.identifier ?? module.name ?? '',
      size: module.size ?? 0,
    }));
    for (const file of chunk.files ?? []) {
      if (file.endsWith('.js')) assets.set(file, [...(assets.get(file) ?? []), ...modules]);
    }
  }
  if (![...assets.values()].some((modules) => modules.length > 0)) {
    // Without them every byte would count as the app's own code, silently.
    throw new Error(`rspack's stats for ${app} list no modules per chunk (see BUILD_STATS in rspack-app.ts)`);
  }
  return { app, ms, assets };
}
