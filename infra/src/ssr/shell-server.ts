import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { SSR_DIR, SSR_FILE } from '../../../shared/build/ssr-files';
import type { ApiCacheState, ApiContext } from '../../../shared/src/api/api';
import type { BootPayload } from '../../../shared/src/platform/boot';
import type { ServerModules } from '../../../shared/src/platform/server-modules';
import { evaluateServerBundle } from './server-bundle';

/** What the shell's server bundle exports (shell/src/server/render-page.tsx). */
export interface ShellServer {
  renderPage(input: {
    boot: BootPayload;
    url: string;
    modules: ServerModules;
    api: ApiContext;
    dataBudgetMs: number;
    /** Aborted at the server's time limit (render-limit.ts); shell builds before it ignore it. */
    signal?: AbortSignal;
  }): Promise<{
    html: string;
    styles: string;
    api: ApiCacheState;
    errors: string[];
    /** Endpoints the HTML does not answer (late or failed); absent from shell builds before it was added. */
    leftToBrowser?: string[];
  }>;
  PROVIDED_SINGLETONS: Record<string, unknown>;
}

function isShellServer(value: unknown): value is ShellServer {
  const server = value as Partial<ShellServer> | null;
  return typeof server?.renderPage === 'function' && typeof server.PROVIDED_SINGLETONS === 'object';
}

async function loadShellServer(file: string): Promise<ShellServer> {
  const server = evaluateServerBundle(await readFile(file, 'utf8'), file, {});
  if (!isShellServer(server)) throw new Error(`${file} does not export renderPage and PROVIDED_SINGLETONS`);
  return server;
}

/**
 * The built shell's server bundle (`<shellDist>/ssr/server.js`), evaluated once and again when the file
 * changes (a rebuilt shell needs no restart, as with its index.html). null when the shell was built without
 * one: pages are then rendered in the browser only. Renders that ask while it loads share that load: each
 * evaluation is a React of its own, and the remotes' modules are evaluated again for each (remote-servers.ts).
 */
export function createShellServer(shellDist: string) {
  const file = path.join(shellDist, SSR_DIR, SSR_FILE);
  let cached: { mtimeMs: number; server: Promise<ShellServer> } | null = null;
  return async (): Promise<ShellServer | null> => {
    const mtimeMs = await stat(file).then(
      (stats) => stats.mtimeMs,
      () => null,
    );
    if (mtimeMs === null) return (cached = null);
    if (cached?.mtimeMs !== mtimeMs) {
      const loading = { mtimeMs, server: loadShellServer(file) };
      cached = loading;
      // A failed load is tried again by the next render, not kept.
      loading.server.catch(() => {
        if (cached === loading) cached = null;
      });
    }
    return cached.server;
  };
}
