import path from 'node:path';
import { rspack, type Configuration, type StatsCompilation } from '@rspack/core';
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

async function loadConfig(app: AppName): Promise<Configuration> {
  const imported = (await import(path.join(ROOT, app, 'rspack.config.ts'))) as {
    default:
      | ((env: Record<string, unknown>) => Configuration)
      | { default: (env: Record<string, unknown>) => Configuration };
  };
  const factory = typeof imported.default === 'function' ? imported.default : imported.default.default;
  return factory({});
}

function run(config: Configuration): Promise<StatsCompilation> {
  return new Promise((resolve, reject) => {
    rspack(config).run((error, stats) => {
      if (error || !stats) return reject(error ?? new Error('no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(stats.toJson({ all: false, chunks: true, chunkModules: true, modules: false, assets: false }));
    });
  });
}

/** Builds one app the way `npm run build` does (into its dist) and times it. */
export async function buildApp(app: AppName): Promise<AppBuild> {
  const config = await loadConfig(app);
  const started = performance.now();
  const stats = await run(config);
  const ms = performance.now() - started;
  const assets = new Map<string, ModuleShare[]>();
  for (const chunk of stats.chunks ?? []) {
    const modules = (chunk.modules ?? []).map((module) => ({
      name: module.nameForCondition ?? module.identifier ?? module.name ?? '',
      size: module.size ?? 0,
    }));
    for (const file of chunk.files ?? []) {
      if (file.endsWith('.js')) assets.set(file, [...(assets.get(file) ?? []), ...modules]);
    }
  }
  return { app, ms, assets };
}
