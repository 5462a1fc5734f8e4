import type { BenchName, BenchResultTypes } from './bench-results';
import { leadsByDatabase } from './leads-by-database';

const f = (value: number, digits = 0) =>
  value.toLocaleString('en-AU', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const range = (values: number[], digits = 0) =>
  values.length ? `${f(Math.min(...values), digits)}–${f(Math.max(...values), digits)}` : 'n/a';
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : NaN;
};

type Headlines = { [N in BenchName]: (result: BenchResultTypes[N]) => string };

const HEADLINES: Headlines = {
  frontend: (r) => r.pages.map((p) => `${p.page} ${f(p.gzipKb, 1)} KB gzip JS`).join(', '),
  data: (r) => {
    const big = r.seed[r.seed.length - 1];
    const imported = r.import.figures[0];
    return [
      big ? `${big.what}: ${f(big.carsPerSecond)} cars/s` : '',
      imported ? `import ${f(imported.rowsPerSecond)} rows/s` : '',
      `images ${f(r.images.cached.perSecond)} req/s cached`,
    ]
      .filter(Boolean)
      .join(', ');
  },
  search: (r) =>
    `query p95 ${f(r.ours.single.p95, 2)} ms in-process` +
    (r.http ? `, ${f(r.http.single.p95, 2)} ms over HTTP` : '') +
    (r.ratioP95 ? `, ${f(r.ratioP95.single)}× Orama` : ''),
  'search-page': (r) =>
    `LCP median ${f(median(r.lcpMs))} ms, filter → results ${f(median(r.filterMs))} ms (all cards ${f(median(r.allCardsMs))} ms), ${f(r.jsGzipKb, 1)} KB JS`,
  vehicle: (r) => `LCP median ${f(median(r.lcpMs))} ms, ${f(r.jsGzipKb, 1)} KB JS`,
  leads: (r) =>
    leadsByDatabase(r)
      .map(
        (d) =>
          `${d.label}: ${f(d.leadsPerSecond)} leads/s, p99 ${f(d.latency.p99)} ms, lag p99 ${f(d.lagUnderLoad.p99)} ms`,
      )
      .join('; ') +
    ` (${r.clients} clients)` +
    (r.postgresSkipped ? '; PostgreSQL skipped' : ''),
  'leads-reliability': (r) =>
    `${r.acknowledged}/${r.submitted} leads stored ${r.storedTotal}× and delivered ${r.deliveredStatus}× after SIGKILL`,
  lighthouse: (r) => {
    const s = (pick: (p: (typeof r.pages)[number]) => number) => range(r.pages.map(pick));
    return (
      `perf ${s((p) => p.scores.performance)}, a11y ${s((p) => p.scores.accessibility)}, ` +
      `SEO ${s((p) => p.scores.seo)}, LCP ${s((p) => p.lcpMs ?? NaN)} ms, TBT ${s((p) => p.tbtMs ?? NaN)} ms ` +
      `at ${range(
        r.pages.map((p) => p.cpuMultiplier),
        1,
      )}× CPU (${s((p) => p.atDefaultMultiplier?.tbtMs ?? NaN)} ms at 4×); ` +
      `${r.pages.filter((p) => p.meetsTargets).length}/${r.pages.length} pages meet the targets` +
      (r.floor
        ? `; navigation floor TBT ${f(r.floor.tbtMs ?? NaN)} ms (${f(r.floor.atDefaultMultiplier?.tbtMs ?? NaN)} ms at 4×)`
        : '')
    );
  },
  'federation-cost': (r) =>
    `overhead ${range(
      r.pages.map((p) => p.overheadPercent),
      1,
    )}% of first-load JS (median ${f(median(r.pages.map((p) => p.overheadPercent)), 1)}%)`,
  load: (r) =>
    r.endpoints
      .filter((e) => e.connections === 10)
      .map((e) => `${e.endpoint.split(' ')[1]} ${f(e.requestsPerSecond)} req/s p99 ${f(e.p99)} ms`)
      .join(', ') + `; /healthz p99 ${f(r.reindex.health.p99, 1)} ms during a ${f(r.cars)}-car reindex`,
};

/** One line of the figures that matter most in a benchmark's result, for the console summary. */
export function headline<N extends BenchName>(name: N, result: BenchResultTypes[N]): string {
  return (HEADLINES[name] as (result: BenchResultTypes[N]) => string)(result);
}
