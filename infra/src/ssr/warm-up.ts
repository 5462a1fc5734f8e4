import type { FastifyInstance } from 'fastify';

/**
 * The pages the platform renders for itself before it reports ready (/readyz), for each site: the home page
 * (the shell's server bundle, every promoted remote's server bundle, the first search queries) and the
 * contact page (locations, hours).
 */
export const WARM_UP_PATHS = ['/', '/contact'] as const;

/** The longest the warm-up may take: past it the platform reports ready with the rest of its sites cold. */
export const WARM_UP_BUDGET_MS = 20_000;

export const WARMING_UP_REASON = 'warming up: rendering the first pages';

/**
 * The first render after a start loads the server bundles, starts the search engine's first queries and
 * compiles the render code: a few hundred milliseconds, past the render's data budget (SSR_DATA_BUDGET_MS)
 * on a loaded machine, so the first shoppers after a deploy or a scale-out would get their page's stock
 * rendered by their browser. The platform renders its pages once before it takes traffic instead.
 *
 * `run` does the warm-up (renderFirstPages); it starts once, and readiness waits for it until it ends,
 * failed or not: a page that fails to warm still renders for a shopper, just cold.
 */
export function createWarmUp(run: () => Promise<void>, onError: (error: unknown) => void) {
  let state: 'waiting' | 'running' | 'done' = 'waiting';
  return {
    /** Starts the warm-up (once; later calls do nothing). */
    start(): void {
      if (state !== 'waiting') return;
      state = 'running';
      void run()
        .catch(onError)
        .finally(() => (state = 'done'));
    },
    notReadyReasons(): string[] {
      return state === 'done' ? [] : [WARMING_UP_REASON];
    },
  };
}

export interface WarmUpReport {
  pages: number;
  /** Pages that did not answer 200 (they render for shoppers all the same, cold). */
  failed: string[];
  /** Sites left cold because the budget ran out. */
  skippedSites: number;
  ms: number;
}

/**
 * Renders WARM_UP_PATHS of each site, one page at a time (the warm-up must not starve requests already
 * coming in, like health checks), through the app's own routes as a shopper's request would go, until
 * `budgetMs` is spent.
 */
export async function renderFirstPages(
  app: FastifyInstance,
  budgetMs = WARM_UP_BUDGET_MS,
  now: () => number = performance.now.bind(performance),
): Promise<WarmUpReport> {
  const started = now();
  const sites = await app.platform.sites.list();
  const report: WarmUpReport = { pages: 0, failed: [], skippedSites: 0, ms: 0 };
  for (const [index, site] of sites.entries()) {
    if (now() - started > budgetMs) {
      report.skippedSites = sites.length - index;
      break;
    }
    for (const url of WARM_UP_PATHS) {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { host: `${site.slug}.localhost`, accept: 'text/html' },
      });
      report.pages++;
      if (res.statusCode !== 200) report.failed.push(`${site.slug}${url}: ${res.statusCode}`);
    }
  }
  report.ms = now() - started;
  return report;
}
