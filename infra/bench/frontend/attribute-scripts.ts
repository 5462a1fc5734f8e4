import { splitAssetBytes, type ByteCategory } from './classify-bytes';
import type { AppBuild } from './build-apps';
import type { LoadedScript } from './first-load';

export type ByteTotals = Record<ByteCategory, { raw: number; gzip: number }>;

export const CATEGORIES: ByteCategory[] = [
  'shared libraries',
  'federation runtime',
  'shell code',
  'remote code',
];

/** Which app built a served script: /shell/<file> or /remotes/<remote>/<version>/<file>. */
export function scriptOrigin(url: string): { app: string; file: string } | null {
  const { pathname } = new URL(url);
  const shell = /^\/shell\/(.+)$/.exec(pathname);
  if (shell) return { app: 'shell', file: shell[1]! };
  const remote = /^\/remotes\/([^/]+)\/[^/]+\/(.+)$/.exec(pathname);
  if (remote) return { app: remote[1]!, file: remote[2]! };
  return null;
}

/** Adds up a page's scripts by category, using each app's build to see what every file holds. */
export function attributeScripts(scripts: LoadedScript[], builds: AppBuild[]): ByteTotals {
  const totals = Object.fromEntries(
    CATEGORIES.map((category) => [category, { raw: 0, gzip: 0 }]),
  ) as ByteTotals;
  for (const script of scripts) {
    const origin = scriptOrigin(script.url);
    const build = builds.find((candidate) => candidate.app === origin?.app);
    const modules = (origin && build?.assets.get(origin.file)) || [];
    const kind = origin?.app === 'shell' ? 'shell' : 'remote';
    const rawSplit = splitAssetBytes(script.raw, modules, kind);
    const gzipSplit = splitAssetBytes(script.gzip, modules, kind);
    for (const category of CATEGORIES) {
      totals[category].raw += rawSplit[category] ?? 0;
      totals[category].gzip += gzipSplit[category] ?? 0;
    }
  }
  return totals;
}
