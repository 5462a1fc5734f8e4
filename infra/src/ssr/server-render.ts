import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiCacheState } from '../../../shared/src/api/api';
import type { BootPayload } from '../../../shared/src/platform/boot';
import { requestOrigin } from '../http/request-tenant';
import type { Tenant } from '../sites/tenant';
import { TENANT_COOKIE } from '../tenants/resolve-tenant';
import { inProcessFetch } from './in-process-fetch';
import { createRemoteServers } from './remote-servers';
import { createRenderCache } from './render-cache';
import { SSR_RENDER_LIMIT_MS, withinTimeLimit } from './render-limit';
import type { RenderTiming } from './render-timing';
import { createShellServer, type ShellServer } from './shell-server';

/**
 * How long a finished render is kept for the next shoppers (render-cache.ts): none, so a page is never older
 * than its request (a reserved car shows reserved on the next load); requests for a page being rendered share
 * that render.
 */
export const SSR_CACHE_MS = 0;
const SSR_CACHE_ENTRIES = 500;

/** How long a page's render waits for API answers (search, car, locations) before it goes out with what it has. */
export const SSR_DATA_BUDGET_MS = 400;

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
 * with the promoted remotes' server bundles and this server's own APIs. Anything that goes wrong (no server
 * bundle, a remote that throws on the server, a render over SSR_RENDER_LIMIT_MS) gives null, and the page is
 * rendered in the browser as before.
 */
export function createServerRender(app: FastifyInstance) {
  const shellServer = createShellServer(app.platform.config.shellDist);
  const remoteServers = createRemoteServers(app.platform.registry, (remote, version, error) =>
    app.log.warn(
      { err: error, remote, version },
      'remote server bundle failed to load: it renders in the browser',
    ),
  );

  const cache = createRenderCache<ServerRenderedPage>(SSR_CACHE_MS, SSR_CACHE_ENTRIES);

  async function render(
    shell: ShellServer,
    tenant: Tenant,
    request: FastifyRequest,
    boot: BootPayload,
  ): Promise<ServerRenderedPage | null> {
    try {
      const started = performance.now();
      const origin = requestOrigin(request);
      const cookie = `${TENANT_COOKIE}=${encodeURIComponent(tenant.site.slug)}`;
      const modules = await remoteServers(boot.registry, shell.PROVIDED_SINGLETONS);
      const page = await withinTimeLimit(
        (signal) =>
          shell.renderPage({
            boot,
            url: origin + request.url,
            modules,
            api: { fetch: inProcessFetch(app, { host: request.host, cookie }), baseUrl: `${origin}/api/` },
            dataBudgetMs: SSR_DATA_BUDGET_MS,
            signal,
          }),
        SSR_RENDER_LIMIT_MS,
      );
      for (const error of page.errors)
        request.log.warn({ error }, 'part of the page renders in the browser only');
      const timing = { ms: performance.now() - started, leftToBrowser: page.leftToBrowser ?? [] };
      return { html: page.html, styles: page.styles, api: page.api, timing };
    } catch (error) {
      request.log.warn({ err: error }, 'server-side render failed: the page renders in the browser');
      return null;
    }
  }

  return async (
    tenant: Tenant,
    request: FastifyRequest,
    boot: BootPayload,
  ): Promise<ServerRenderedPage | null> => {
    const shell = await shellServer().catch((error: unknown) => {
      request.log.warn({ err: error }, 'the shell server bundle failed to load: pages render in the browser');
      return null;
    });
    if (!shell) return null;
    // The same HTML for every shopper of this page of this tenant, with these versions of the remotes.
    const versions = boot.registry.remotes.map((entry) => `${entry.remote}@${entry.version}`).join(',');
    const key = `${tenant.site.slug} ${request.host} ${request.url} ${versions}`;
    return cache(key, shell, () => render(shell, tenant, request, boot));
  };
}
