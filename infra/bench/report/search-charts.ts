import type { SearchBenchResult } from '../search';
import type { Latency } from '../search/stats';
import type { SearchPageResult } from '../search-page';
import { barChart } from './bar-chart';
import { PALETTE } from './palette';

const PERCENTILES = [
  { name: 'p50', color: PALETTE.green },
  { name: 'p95', color: PALETTE.blue },
  { name: 'p99', color: PALETTE.red },
];
const row = (label: string, l: Latency) => ({ label, values: [l.p50, l.p95, l.p99] });

/** Search latency percentiles: the embedded engine in-process, over HTTP, and Orama. */
export function searchCharts(result: SearchBenchResult): string {
  const rows = [
    row('ours: shopper query', result.ours.single),
    row('ours: browse', result.ours.byKind.browse),
    row('ours: text', result.ours.byKind.text),
    row('ours: typo', result.ours.byKind.typo),
    row('ours: full page', result.ours.page),
  ];
  if (result.http) rows.push(row('HTTP: query', result.http.single), row('HTTP: page', result.http.page));
  const orama = result.orama
    ? [row('Orama: shopper query', result.orama.single), row('Orama: full page', result.orama.page)]
    : [];
  return [
    barChart({
      title: `Search latency (${result.cars.toLocaleString('en-AU')} cars, ms)`,
      unit: ' ms',
      digits: 2,
      series: PERCENTILES,
      rows,
    }),
    orama.length
      ? barChart({
          title: 'Orama on the same workload (ms)',
          unit: ' ms',
          digits: 1,
          series: PERCENTILES,
          rows: orama,
        })
      : '',
  ].join('\n');
}

/** The search page in Chromium: LCP, filter click → results and → all cards, per run. */
export function searchPageCharts(result: SearchPageResult): string {
  return barChart({
    title: 'Search page in Chromium, no throttling (ms per run)',
    unit: ' ms',
    series: [
      { name: 'LCP', color: PALETTE.blue },
      { name: 'filter click → results', color: PALETTE.orange },
      { name: 'filter click → all cards', color: PALETTE.green },
    ],
    rows: result.lcpMs.map((lcp, i) => ({
      label: `run ${i + 1}`,
      values: [lcp, result.filterMs[i] ?? null, result.allCardsMs[i] ?? null],
    })),
  });
}
