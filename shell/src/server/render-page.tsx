import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { CacheProvider } from '@emotion/react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import {
  api,
  createPlatformStore,
  createTheme,
  ServerModulesContext,
  type ApiCacheState,
  type ApiContext,
  type BootPayload,
  NoServerModule,
  type ServerModules,
} from '@dealerline/shared';
import { App } from '../app/app';
import { routesFor } from '../app/route-table';
import { shellRoutes } from '../app/router';
import { createServerStyleCache, criticalStyleTags } from './emotion-styles';
import { ALL_IN_SIGHT } from '../startup/regions-out-of-sight';
import { fulfilledQueries } from './fulfilled-queries';

export { PROVIDED_SINGLETONS } from './provided-singletons';

/** Render passes after the first: each one renders what the data of the pass before made appear. */
export const MAX_DATA_PASSES = 3;

export interface RenderPageInput {
  boot: BootPayload;
  /** The page's absolute URL, as the browser asked for it. */
  url: string;
  /** The promoted remotes' exposed modules (their server bundles). */
  modules: ServerModules;
  /** How the page's store reaches /api and the search API on the server. */
  api: ApiContext;
  /** How long the render may wait for API answers in all; after that the page goes out with what it has. */
  dataBudgetMs: number;
  /**
   * Stops the render (the server's time limit: a part that never finishes, such as a remote waiting on a
   * promise that never settles): renderPage then rejects with the signal's reason, and the browser renders.
   */
  signal?: AbortSignal;
}

export interface RenderedPage {
  /** The HTML inside #root. */
  html: string;
  /** The style elements of the page's head: the emotion rules the HTML uses (emotion-styles.ts). */
  styles: string;
  /** The API answers the HTML shows, for the browser's store (BootPayload.prefetched.api). */
  api: ApiCacheState;
  /** Errors of parts the server could not render (they render in the browser), for the server's log. */
  errors: string[];
  /**
   * The endpoints of the queries the page asked for that its HTML does not answer (late past the data
   * budget, or failed): the browser asks them again. For the response's Server-Timing header.
   */
  leftToBrowser: string[];
}

/**
 * The element as HTML once everything in it has rendered; a part that throws is left to the browser. An
 * aborted render rejects: what React has by then is fallbacks with an inline script, which is no page.
 */
async function renderHtml(element: ReactNode, errors: Set<string>, signal?: AbortSignal): Promise<string> {
  signal?.throwIfAborted();
  const { prelude } = await prerenderToNodeStream(element, {
    signal,
    // Every part in place: React would move large parts to the end of the page and put them back with inline
    // scripts, which the Content-Security-Policy (script-src 'self') rightly refuses.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      if (!(error instanceof NoServerModule) && !signal?.aborted)
        errors.add(error instanceof Error ? (error.stack ?? error.message) : String(error));
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  signal?.throwIfAborted();
  return Buffer.concat(chunks).toString('utf8');
}

/** The queries' answers, or 'late' once `ms` have passed (the timer is cleared either way). */
async function answeredWithin(running: Promise<unknown>[], ms: number): Promise<'answered' | 'late'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  try {
    return await Promise.race([Promise.allSettled(running).then(() => 'answered' as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The page's first view as HTML (server-side rendering, issue 9): the shell and the route's regions rendered
 * with react-dom's prerender from the same code the browser runs, so the shopper sees the page before any
 * JavaScript has loaded and the browser hydrates it. Queries start while rendering (shared/src/api/api.ts);
 * the render is repeated once they have answered, until no query is running or the data budget is spent.
 */
export async function renderPage(input: RenderPageInput): Promise<RenderedPage> {
  const { site, dealer } = input.boot;
  const store = createPlatformStore({
    site,
    dealer,
    storage: null,
    prefetched: input.boot.prefetched,
    server: input.api,
  });
  const handler = createStaticHandler(shellRoutes(routesFor(site, dealer)));
  const context = await handler.query(new Request(input.url));
  if (context instanceof Response) throw new Error(`the router answered ${context.status} for ${input.url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const hydrating = { path: new URL(input.url).pathname, outOfSight: ALL_IN_SIGHT, hydrated() {} };
  const theme = createTheme(site.theme);
  const styleCache = createServerStyleCache();
  const errors = new Set<string>();
  const render = () =>
    renderHtml(
      <CacheProvider value={styleCache}>
        <ServerModulesContext.Provider value={input.modules}>
          <App store={store} theme={theme} hydrating={hydrating}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </App>
        </ServerModulesContext.Provider>
      </CacheProvider>,
      errors,
      input.signal,
    );

  const deadline = Date.now() + input.dataBudgetMs;
  // The cache as each pass starts rendering. A query can start and answer within one pass (a fast fetch): it
  // is running no more when the pass ends, yet the HTML shows it loading, so a changed cache means another
  // pass. The browser gets the answers the last pass rendered with, so its first render is the server's HTML;
  // a query that answered after that is asked again in the browser.
  let seen = store.getState().api.queries;
  try {
    let html = await render();
    for (let pass = 0; pass < MAX_DATA_PASSES; pass++) {
      const running = store.dispatch(api.util.getRunningQueriesThunk());
      const left = deadline - Date.now();
      if (left <= 0 || (!running.length && store.getState().api.queries === seen)) break;
      const answered = running.length ? await answeredWithin(running, left) : 'answered';
      seen = store.getState().api.queries;
      html = await render();
      if (answered === 'late') break;
    }
    const handed = fulfilledQueries(seen);
    const leftToBrowser = Object.entries(store.getState().api.queries)
      .filter(([key]) => !(key in handed))
      .map(([key, entry]) => entry?.endpointName ?? key);
    return {
      html,
      styles: criticalStyleTags(styleCache, html),
      api: { queries: handed },
      errors: [...errors],
      leftToBrowser,
    };
  } finally {
    // The page's store is done with, whether the page went out or not: RTK Query would keep it alive for a
    // minute with a timer per unused entry (keepUnusedDataFor), and a query still running is aborted.
    store.dispatch(api.util.resetApiState());
  }
}
