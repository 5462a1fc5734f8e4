import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiCacheState } from '../../../shared/src/api/api';
import type { BootPayload } from '../../../shared/src/platform/boot';
import { SSR_DIR, SSR_FILE } from '../../../shared/build/ssr-files';
import { requestOrigin } from '../http/request-tenant';
import type { Tenant } from '../sites/tenant';
import { TENANT_COOKIE } from '../tenants/resolve-tenant';
import { inProcessFetch } from './in-process-fetch';
import { createRenderCache } from './render-cache';
import { RenderOverTimeLimit, SSR_RENDER_LIMIT_MS } from './render-limit';
import { createRenderPool } from './render-thread/render-pool';
import type { RenderTiming } from './render-timing';

/**
 * How long a finished render is kept for the next shoppers (render-cache.ts): none, so a page is never older
 * than its request (a reserved car shows reserved on the next load); requests for a page being rendered share
 * that render.
 */
export const SSR_CACHE_MS = 0;
const SSR_CACHE_ENTRIES = 500;

/** How long a page's render waits for API answers (search, car, locations) before it goes out with what it has. */
export const SSR_DATA_BUDGET_MS = 400;

/** How long a render thread has to acknowledge a render's abort before it is taken for stuck and replaced. */
const STUCK_RENDER_GRACE_MS = 1000;

/**
 * How long a page whose render went past its time limit is left to the browser: a remote stuck on one route
 * would otherwise cost a render thread (and every render it holds) on each request for it.
 */
const OVER_TIME_PAUSE_MS = 60_000;

export interface ServerRenderedPage {
  /** The HTML inside #root. */
  html: string;
  /** Its style elements, for the head. */
  styles: string;
  api: ApiCacheState;
  /** How long the render took, and the endpoints its HTML does not answer: the response's Server-Timing. */
  timing: RenderTiming;
}

/**
 * Server-side rendering of a page's first view (issue 9, LCP): the shell's server bundle renders the route
 * with the promoted remotes' server bundles and this server's own APIs, in a render thread
 * (render-thread/render-pool.ts). Anything that goes wrong (no server bundle, a remote that throws on the
 * server, a render over SSR_RENDER_LIMIT_MS, SSR_THREADS=0) gives null, and the page is rendered in the
 * browser as before.
 */
export function createServerRender(app: FastifyInstance) {
  const { config, registry } = app.platform;
  const shellFile = path.join(config.shellDist, SSR_DIR, SSR_FILE);
  const pool =
    config.ssrThreads > 0
      ? createRenderPool({
          shellDist: config.shellDist,
          threads: config.ssrThreads,
          limitMs: SSR_RENDER_LIMIT_MS,
          graceMs: STUCK_RENDER_GRACE_MS,
          readAsset: (remote, version, file) => registry.readAsset(remote, version, file),
          onRemoteFailed: (remote, version, message) =>
            app.log.warn(
              { err: { message }, remote, version },
              'remote server bundle failed to load: it renders in the browser',
            ),
          onThreadReplaced: (reason) => app.log.error({ reason }, 'render thread replaced'),
        })
      : null;
  app.addHook('onClose', async () => pool?.close());

  const cache = createRenderCache<ServerRenderedPage>(SSR_CACHE_MS, SSR_CACHE_ENTRIES);
  const overTime = new Map<string, number>();

  async function render(
    key: string,
    tenant: Tenant,
    request: FastifyRequest,
    boot: BootPayload,
  ): Promise<ServerRenderedPage | null> {
    try {
      const started = performance.now();
      const origin = requestOrigin(request);
      const cookie = `${TENANT_COOKIE}=${encodeURIComponent(tenant.site.slug)}`;
      const page = await pool!.render(
        { boot, url: origin + request.url, baseUrl: `${origin}/api/`, dataBudgetMs: SSR_DATA_BUDGET_MS },
        inProcessFetch(app, { host: request.host, cookie }),
      );
      for (const error of page.errors)
        request.log.warn({ error }, 'part of the page renders in the browser only');
      const timing = { ms: performance.now() - started, leftToBrowser: page.leftToBrowser };
      return { html: page.html, styles: page.styles, api: page.api, timing };
    } catch (error) {
      if (error instanceof RenderOverTimeLimit) {
        if (overTime.size >= SSR_CACHE_ENTRIES) overTime.delete(overTime.keys().next().value!);
        overTime.set(key, Date.now() + OVER_TIME_PAUSE_MS);
      }
      request.log.warn({ err: error }, 'server-side render failed: the page renders in the browser');
      return null;
    }
  }

  return async (
    tenant: Tenant,
    request: FastifyRequest,
    boot: BootPayload,
  ): Promise<ServerRenderedPage | null> => {
    if (!pool) return null;
    // A shell built without its server bundle: pages render in the browser (`remotes publish` and the build
    // make both bundles; nothing is logged per request).
    const shellBuilt = await stat(shellFile).then(
      (stats) => stats.mtimeMs,
      () => null,
    );
    if (shellBuilt === null) return null;
    // The same HTML for every shopper of this page of this tenant, with these versions of the remotes and
    // this build of the shell.
    const versions = boot.registry.remotes.map((entry) => `${entry.remote}@${entry.version}`).join(',');
    const key = `${tenant.site.slug} ${request.host} ${request.url} ${versions}`;
    const paused = overTime.get(key);
    if (paused !== undefined) {
      if (Date.now() < paused) return null;
      overTime.delete(key);
    }
    // A closing server (http/drain.ts) refuses the render's in-process API calls: its pages render in the
    // browser, as after a failed render, without one.
    return cache(key, shellBuilt, () =>
      app.draining ? Promise.resolve(null) : render(key, tenant, request, boot),
    );
  };
}
