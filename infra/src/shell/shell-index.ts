import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** The built shell a page is made from. */
export interface ShellBuild {
  /** index.html with the <!--dealerline:…--> markers. */
  html: string;
  /** The shell's scripts every page runs before any remote: its entry and the shared libraries it provides. */
  scripts: string[];
}

/**
 * index.html's scripts (each <script src>, and the entry a paint-first script starts, its data-main) and the
 * chunks of every shared module the shell provides (its mf-manifest.json), as URLs. The federation runtime
 * loads the shared modules one dependency level after another; preloading them from the HTML fetches them
 * all at once.
 */
export function shellScripts(html: string, manifest: unknown): string[] {
  const scriptUrls = (tag: string) =>
    ['src', 'data-main'].flatMap((name) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1] ?? []);
  const entry = [...html.matchAll(/<script\b[^>]*>/g)].flatMap(([tag]) => scriptUrls(tag));
  const meta = (manifest as { metaData?: { publicPath?: unknown } } | null)?.metaData;
  const publicPath = typeof meta?.publicPath === 'string' ? meta.publicPath : '';
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  const chunks = Array.isArray(shared)
    ? shared.flatMap((entry: { assets?: { js?: { sync?: unknown } } }) => {
        const sync = entry.assets?.js?.sync;
        return Array.isArray(sync) ? sync.filter((file): file is string => typeof file === 'string') : [];
      })
    : [];
  return [...new Set([...entry, ...chunks.map((file) => publicPath + file)])];
}

/**
 * The built shell's index.html and scripts, cached in memory and re-read when index.html's mtime changes (a
 * rebuild of the shell needs no restart). null when the shell is not built.
 */
export function createShellIndex(shellDist: string) {
  const file = path.join(shellDist, 'index.html');
  let cached: { mtimeMs: number; build: ShellBuild } | null = null;
  return {
    file,
    async read(): Promise<ShellBuild | null> {
      let mtimeMs: number;
      try {
        mtimeMs = (await stat(file)).mtimeMs;
      } catch {
        cached = null;
        return null;
      }
      if (cached?.mtimeMs !== mtimeMs) {
        const html = await readFile(file, 'utf8');
        const manifest: unknown = await readFile(path.join(shellDist, 'mf-manifest.json'), 'utf8')
          .then((text) => JSON.parse(text) as unknown)
          .catch(() => null);
        cached = { mtimeMs, build: { html, scripts: shellScripts(html, manifest) } };
      }
      return cached.build;
    },
  };
}
