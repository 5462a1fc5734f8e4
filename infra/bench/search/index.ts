import { NOW } from '../../src/inventory/__tests__/dealerships';
import { parseFilters, type SearchResponse } from '../../src/search/engine';
import { ReferenceIndex } from '../../src/search/engine/reference';
import type { SearchRecord } from '../../src/search/engine/record-path';
import { benchRecords, benchStockFilter, buildCarEngine, CAR_INDEX, CAR_INDEX_SETTINGS } from './car-index';
import { benchHttpLatency, formatHttpLatency, type HttpLatencyResult } from './http-latency';
import { buildOrama, oramaMain, oramaPage, oramaSearch } from './orama-peer';
import { latency, mb, memory, memoryDelta, ms, type Latency, type Memory } from './stats';
import {
  mainParams,
  NUMERIC_FACETS,
  pageRequests,
  shopperQueries,
  SORTS,
  type QueryKind,
  type ShopperQuery,
} from './workload';

/** Issue 4's targets. */
export const TARGET_P95_MS = 5;
export const TARGET_HTTP_P95_MS = 15;
export const TARGET_RATIO = 20;

const env = (name: string, fallback: number): number => {
  const raw = process.env[name];
  return raw === undefined || raw === '' ? fallback : Number(raw);
};

export interface SearchBenchOptions {
  cars?: number;
  queries?: number;
  pages?: number;
  /** Shopper queries checked against the brute-force reference (0 to skip). */
  referenceChecks?: number;
  /** Run Orama on every n-th query and page (1 = all, 0 = skip Orama). */
  oramaEvery?: number;
  /** Also run the queries over HTTP with the official client (default true). */
  http?: boolean;
  seed?: number;
}

export interface EngineFigures {
  buildMs: number;
  memory: Memory;
  single: Latency;
  byKind: Record<QueryKind, Latency>;
  page: Latency;
}

export interface SearchBenchResult {
  cars: number;
  queries: number;
  pages: number;
  ours: EngineFigures;
  orama?: {
    buildMs: number;
    memory: Memory;
    single: Latency;
    byKind: Record<QueryKind, Latency>;
    page: Latency;
    compared: number;
    countMismatches: number;
    facetMismatches: number;
  };
  ratioP95?: { single: number; page: number };
  reference: { checked: number; mismatches: number };
  http?: HttpLatencyResult;
}

function timed<T>(run: () => T): [T, number] {
  const started = performance.now();
  const value = run();
  return [value, performance.now() - started];
}

async function timedAsync<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await run();
  return [value, performance.now() - started];
}

/** What is kept of an answer for the checks (whole answers kept for 600 queries would weigh on the GC). */
interface Summary {
  hits: string[];
  nbHits: number;
  facets: SearchResponse['facets'];
  facets_stats: SearchResponse['facets_stats'];
}

const summarize = (response: SearchResponse): Summary => ({
  hits: response.hits.map((hit) => hit.objectID),
  nbHits: response.nbHits,
  facets: response.facets,
  facets_stats: response.facets_stats,
});

function sameAnswer(got: Summary, want: ReturnType<ReferenceIndex['search']>): boolean {
  const mine = { hits: got.hits, nbHits: got.nbHits, facets: got.facets };
  const theirs = { hits: want.hits, nbHits: want.nbHits, facets: want.facets };
  if (JSON.stringify(mine) !== JSON.stringify(theirs)) return false;
  for (const [name, stats] of Object.entries(want.facets_stats ?? {})) {
    const own = got.facets_stats?.[name];
    if (
      !own ||
      own.min !== stats.min ||
      own.max !== stats.max ||
      Math.abs(own.sum - stats.sum) > 1e-6 * Math.abs(stats.sum)
    )
      return false;
  }
  return true;
}

/**
 * `npm run bench -- search`: 100,000 generated cars in the embedded engine and in Orama; the shopper workload
 * on both; build time, memory, latency percentiles, the ratio; Orama's hit counts (and facet counts) checked
 * against ours where both can express the query (no text: Orama's text matching is not Algolia's), and a
 * sample of our answers checked against the brute-force reference.
 */
export async function benchSearchEngine(options: SearchBenchOptions = {}): Promise<SearchBenchResult> {
  const cars = options.cars ?? env('SEARCH_BENCH_CARS', 100_000);
  const queryCount = options.queries ?? env('SEARCH_BENCH_QUERIES', 600);
  const pageCount = options.pages ?? env('SEARCH_BENCH_PAGES', 150);
  const referenceChecks = options.referenceChecks ?? env('SEARCH_BENCH_REFERENCE', 24);
  const oramaEvery = options.oramaEvery ?? env('SEARCH_BENCH_ORAMA_EVERY', 1);
  const nowTs = Math.floor(NOW.getTime() / 1000);
  const stockFilterText = benchStockFilter(nowTs);
  const stockFilter = parseFilters(stockFilterText);
  const context = { filter: stockFilter };

  console.log(`\nGenerating ${cars.toLocaleString('en-AU')} cars…`);
  const [records, genMs] = timed(() => benchRecords(cars, NOW, options.seed ?? 1));
  console.log(`  ${ms(genMs)} ms`);

  // ---- our engine ----
  const before = memory();
  const [engine, buildMs] = timed(() => buildCarEngine(records));
  const ourMemory = memoryDelta(before, memory());
  console.log(
    `Embedded engine: built in ${ms(buildMs)} ms (primary + ${CAR_INDEX.replicas.length} replicas), heap +${mb(ourMemory.heapUsed)} MB, array buffers +${mb(ourMemory.arrayBuffers)} MB`,
  );

  const queries = shopperQueries(records, queryCount, options.seed ?? 42);
  const pages = shopperQueries(records, pageCount, (options.seed ?? 42) + 1);
  const run = (q: ShopperQuery) => engine.search(SORTS[q.sort]!.index, mainParams(q), context);
  const runPage = (q: ShopperQuery) => engine.multipleQueries(pageRequests(q), context);
  // Warm the JIT with other queries of the same kind (the measured ones run once each, cold).
  for (const q of shopperQueries(records, 200, (options.seed ?? 42) + 2)) run(q);
  for (const q of shopperQueries(records, 20, (options.seed ?? 42) + 3)) runPage(q);

  const singleTimes: number[] = [];
  const byKind: Record<QueryKind, number[]> = { browse: [], text: [], typo: [] };
  const answers: Summary[] = [];
  for (const q of queries) {
    const [answer, took] = timed(() => run(q));
    singleTimes.push(took);
    byKind[q.kind].push(took);
    answers.push(summarize(answer));
  }
  const pageTimes: number[] = [];
  let subQueries = 0;
  for (const q of pages) {
    const [answer, took] = timed(() => runPage(q));
    pageTimes.push(took);
    subQueries += answer.results.length;
  }
  const ours: EngineFigures = {
    buildMs,
    memory: ourMemory,
    single: latency(singleTimes),
    byKind: { browse: latency(byKind.browse), text: latency(byKind.text), typo: latency(byKind.typo) },
    page: latency(pageTimes),
  };
  const hitsFound = answers.filter((answer) => answer.nbHits > 0).length;
  console.log(
    `  ${queries.length} shopper queries (${hitsFound} with hits), ${pages.length} full pages (${subQueries} queries)`,
  );

  // ---- brute-force reference on a sample ----
  let mismatches = 0;
  if (referenceChecks > 0) {
    const [, refMs] = timed(() => {
      const reference = new ReferenceIndex(records as unknown as SearchRecord[], CAR_INDEX_SETTINGS);
      const step = Math.max(1, Math.floor(queries.length / referenceChecks));
      for (let i = 0; i < queries.length && i / step < referenceChecks; i += step) {
        const q = queries[i]!;
        const index = engine.index(SORTS[q.sort]!.index);
        if (!sameAnswer(answers[i]!, reference.search(mainParams(q), stockFilter, index.settings))) {
          mismatches++;
          console.log(`  reference MISMATCH on ${JSON.stringify(q)}`);
        }
      }
    });
    console.log(
      `Brute-force reference: ${referenceChecks} queries checked in ${ms(refMs)} ms, ${mismatches} mismatches`,
    );
  }

  const result: SearchBenchResult = {
    cars,
    queries: queries.length,
    pages: pages.length,
    ours,
    reference: { checked: referenceChecks, mismatches },
  };

  // ---- over HTTP, official client, per-site secured key ----
  if (options.http ?? process.env.SEARCH_BENCH_HTTP !== '0') {
    console.log('HTTP: the same queries and pages through algoliasearch…');
    result.http = await benchHttpLatency({
      engine,
      stockFilter: stockFilterText,
      queries: queries.map((q) => ({ index: SORTS[q.sort]!.index, params: mainParams(q) })),
      pages: pages.map(pageRequests),
    });
  }

  // ---- Orama ----
  if (oramaEvery > 0) {
    console.log('Orama: building…');
    const oramaBefore = memory();
    const [db, oramaBuildMs] = await timedAsync(() => buildOrama(records));
    const oramaMemory = memoryDelta(oramaBefore, memory());
    console.log(
      `  built in ${ms(oramaBuildMs)} ms, heap +${mb(oramaMemory.heapUsed)} MB, array buffers +${mb(oramaMemory.arrayBuffers)} MB`,
    );
    for (const q of queries.slice(0, 5)) await oramaSearch(db, oramaMain(q, nowTs));
    const oramaSingle: number[] = [];
    const oramaByKind: Record<QueryKind, number[]> = { browse: [], text: [], typo: [] };
    let compared = 0;
    let countMismatches = 0;
    let facetMismatches = 0;
    for (let i = 0; i < queries.length; i += oramaEvery) {
      const q = queries[i]!;
      const [answer, took] = await timedAsync(() => oramaSearch(db, oramaMain(q, nowTs)));
      oramaSingle.push(took);
      oramaByKind[q.kind].push(took);
      if (i % 50 === 0) process.stdout.write(`  Orama: ${i}/${queries.length} queries\r`);
      if (q.query) continue; // different text semantics: only filter-only queries are comparable
      compared++;
      const ourAnswer = answers[i]!;
      if (answer.count !== ourAnswer.nbHits) {
        countMismatches++;
        console.log(
          `  count MISMATCH ${answer.count} (Orama) vs ${ourAnswer.nbHits} (ours) on ${JSON.stringify(q)}`,
        );
      }
      for (const [attribute, values] of Object.entries(ourAnswer.facets ?? {})) {
        if (NUMERIC_FACETS.has(attribute)) continue;
        const theirs = answer.facets[attribute]?.values ?? {};
        for (const [value, count] of Object.entries(values)) if (theirs[value] !== count) facetMismatches++;
      }
    }
    const oramaPages: number[] = [];
    for (let i = 0; i < pages.length; i += oramaEvery) {
      const [, took] = await timedAsync(async () => {
        for (const params of oramaPage(pages[i]!, nowTs)) await oramaSearch(db, params);
      });
      oramaPages.push(took);
    }
    const single = latency(oramaSingle);
    const page = latency(oramaPages);
    const byKindOrama = {
      browse: latency(oramaByKind.browse),
      text: latency(oramaByKind.text),
      typo: latency(oramaByKind.typo),
    };
    result.orama = {
      buildMs: oramaBuildMs,
      memory: oramaMemory,
      single,
      byKind: byKindOrama,
      page,
      compared,
      countMismatches,
      facetMismatches,
    };
    result.ratioP95 = { single: single.p95 / ours.single.p95, page: page.p95 / ours.page.p95 };
    console.log(
      `\n  ${oramaSingle.length} queries and ${oramaPages.length} pages run; hit counts compared on ${compared} filter-only queries: ${countMismatches} mismatches, ${facetMismatches} facet count mismatches`,
    );
  }

  const row = (l: Latency) => ({
    'p50 ms': +ms(l.p50),
    'p95 ms': +ms(l.p95),
    'p99 ms': +ms(l.p99),
    'max ms': +ms(l.max),
    n: l.count,
  });
  console.log('\nLatency in-process (one query = one search call; page = the whole multi-query)');
  const table: Record<string, unknown> = {
    'ours: shopper query': row(ours.single),
    'ours: browse': row(ours.byKind.browse),
    'ours: text': row(ours.byKind.text),
    'ours: typo': row(ours.byKind.typo),
    'ours: full page': row(ours.page),
  };
  if (result.orama) {
    table['Orama: shopper query'] = row(result.orama.single);
    table['Orama: browse'] = row(result.orama.byKind.browse);
    table['Orama: text'] = row(result.orama.byKind.text);
    table['Orama: typo'] = row(result.orama.byKind.typo);
    table['Orama: full page'] = row(result.orama.page);
  }
  console.table(table);
  console.log('\nBuild and memory (heap used after GC; typed arrays live in array buffers)');
  const build: Record<string, unknown> = {
    ours: {
      'build ms': Math.round(buildMs),
      'heap MB': +mb(ourMemory.heapUsed),
      'array buffers MB': +mb(ourMemory.arrayBuffers),
    },
  };
  if (result.orama) {
    build.Orama = {
      'build ms': Math.round(result.orama.buildMs),
      'heap MB': +mb(result.orama.memory.heapUsed),
      'array buffers MB': +mb(result.orama.memory.arrayBuffers),
    };
  }
  console.table(build);
  if (result.http) console.log(`\n${formatHttpLatency(result.http)}`);
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  console.log(
    `\nTarget p95 ≤ ${TARGET_P95_MS} ms in-process: ${ms(ours.single.p95)} ms per query — ${verdict(ours.single.p95 <= TARGET_P95_MS)}`,
  );
  if (result.http) {
    console.log(
      `Target p95 ≤ ${TARGET_HTTP_P95_MS} ms over HTTP: ${ms(result.http.single.p95)} ms per query — ${verdict(result.http.single.p95 <= TARGET_HTTP_P95_MS && result.http.mismatches === 0)}`,
    );
  }
  if (result.ratioP95) {
    const browseRatio = result.orama!.byKind.browse.p95 / ours.byKind.browse.p95;
    console.log(
      `Target ≥ ${TARGET_RATIO}× faster than Orama at p95: ${result.ratioP95.single.toFixed(0)}× per query ` +
        `(${browseRatio.toFixed(0)}× on filter-only browsing), ${result.ratioP95.page.toFixed(0)}× per page — ` +
        verdict(result.ratioP95.single >= TARGET_RATIO && browseRatio >= TARGET_RATIO),
    );
  }
  return result;
}
