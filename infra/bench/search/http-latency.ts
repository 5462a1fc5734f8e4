import Fastify, { type FastifyInstance } from 'fastify';
import {
  parseFilters,
  type MultiQueryRequest,
  type SearchEngine,
  type SearchParams,
} from '../../src/search/engine';
import {
  algoliaClient,
  generateSecuredApiKey,
  httpClient,
  type SearchClient,
} from '../../src/search/indexer/search-client';
import type { KeyRing } from '../../src/search/protocol/access';
import { algoliaProtocol, PROTOCOL_SERVER_OPTIONS } from '../../src/search/protocol/algolia-protocol';
import { latency, ms, type Latency } from './stats';

/**
 * The HTTP half of `npm run bench -- search` (issue 4): the same shopper queries and page multi-queries as
 * the in-process run, sent by the official `algoliasearch` client over a real socket to the platform's `/1/`
 * protocol on the same engine, with a per-site secured key as the browser has one (its filters are the stock
 * filter). Latency is the client's wall clock per call: key check, JSON both ways, the engine, HTTP.
 */
export interface HttpLatencyOptions {
  /** The engine the in-process run built (the car index and its replicas, loaded). */
  engine: SearchEngine;
  /** One shopper query each: [index, params] (what the in-process run sends to engine.search). */
  queries: { index: string; params: SearchParams }[];
  /** Whole pages: the multi-query requests (what the in-process run sends to engine.multipleQueries). */
  pages: MultiQueryRequest[][];
  /** The stock filter the in-process run passes as QueryContext.filter, as an Algolia `filters` string. */
  stockFilter: string;
  /** Indices the secured key may query (default: every index the queries name). */
  restrictIndices?: string[];
  /** Calls sent first and not measured (default 50). */
  warmup?: number;
  /** Check the HTTP answers (nbHits, the hits' objectIDs) against engine.search on every n-th query (default 10; 0 skips). */
  checkEvery?: number;
}

export interface HttpLatencyResult {
  single: Latency;
  page: Latency;
  checked: number;
  mismatches: number;
}

const KEYS: KeyRing = { appId: 'BENCHAPP01', adminKey: 'bench-admin-key', searchKey: 'bench-search-key' };

async function listen(engine: SearchEngine): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false, ...PROTOCOL_SERVER_OPTIONS });
  await app.register(algoliaProtocol, { prefix: '/1', engine, keys: KEYS });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await run();
  return [value, performance.now() - started];
}

/** Runs the queries and pages one at a time over HTTP and returns the latency percentiles. */
export async function benchHttpLatency(options: HttpLatencyOptions): Promise<HttpLatencyResult> {
  const { engine, queries, pages, stockFilter } = options;
  const warmup = options.warmup ?? 50;
  const checkEvery = options.checkEvery ?? 10;
  const indices = options.restrictIndices ?? [
    ...new Set([...queries.map((q) => q.index), ...pages.flat().map((r) => r.indexName)]),
  ];
  const { app, url } = await listen(engine);
  try {
    const apiKey = generateSecuredApiKey(algoliaClient(KEYS.appId, KEYS.searchKey), {
      parentApiKey: KEYS.searchKey,
      restrictions: {
        filters: stockFilter,
        restrictIndices: indices,
        validUntil: Math.floor(Date.now() / 1000) + 3600,
      },
    });
    const shopper: SearchClient = httpClient(KEYS.appId, apiKey, url);
    const search = (q: { index: string; params: SearchParams }) =>
      shopper.searchSingleIndex({ indexName: q.index, searchParams: q.params as Record<string, unknown> });
    const page = (requests: MultiQueryRequest[]) => shopper.search({ requests: requests as never });

    for (let i = 0; i < warmup; i++) {
      await search(queries[i % queries.length]!);
      if (pages.length) await page(pages[i % pages.length]!);
    }

    const context = { filter: parseFilters(stockFilter) };
    const singleTimes: number[] = [];
    let checked = 0;
    let mismatches = 0;
    for (const [i, q] of queries.entries()) {
      const [answer, took] = await timed(() => search(q));
      singleTimes.push(took);
      if (checkEvery > 0 && i % checkEvery === 0) {
        checked++;
        const local = engine.search(q.index, q.params, context);
        const same =
          local.nbHits === answer.nbHits &&
          JSON.stringify(local.hits.map((hit) => hit.objectID)) ===
            JSON.stringify(answer.hits.map((hit) => hit.objectID));
        if (!same) mismatches++;
      }
    }
    const pageTimes: number[] = [];
    for (const requests of pages) {
      const [, took] = await timed(() => page(requests));
      pageTimes.push(took);
    }
    return { single: latency(singleTimes), page: latency(pageTimes), checked, mismatches };
  } finally {
    await app.close();
  }
}

/** One line per figure, as the rest of the search benchmark prints them. */
export function formatHttpLatency(result: HttpLatencyResult): string {
  const row = (name: string, l: Latency) =>
    `${name.padEnd(28)} p50 ${ms(l.p50)} ms  p95 ${ms(l.p95)} ms  p99 ${ms(l.p99)} ms  (n=${l.count})`;
  return [
    row('HTTP, official client: query', result.single),
    row('HTTP, official client: page', result.page),
    `HTTP answers checked against in-process: ${result.checked}, ${result.mismatches} mismatches`,
  ].join('\n');
}
