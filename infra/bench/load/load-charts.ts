import { barChart } from '../report/bar-chart';
import { PALETTE } from '../report/palette';
import { HEALTH_P99_BUDGET_MS, type LoadBenchResult } from './index';

const label = (endpoint: string, connections: number) =>
  `${endpoint.replace(/^(GET|POST) /, '')} ×${connections}`;

/** The load benchmark's section: throughput and p99 per endpoint and concurrency, health during a reindex. */
export function loadCharts(result: LoadBenchResult): string {
  const { reindex } = result;
  return [
    barChart({
      title: 'Requests per second on loopback (autocannon; ×N = connections in flight)',
      unit: ' req/s',
      series: [{ name: 'requests per second', color: PALETTE.green }],
      rows: result.endpoints.map((e) => ({
        label: label(e.endpoint, e.connections),
        values: [e.requestsPerSecond],
      })),
    }),
    barChart({
      title: 'Latency under load (ms)',
      unit: ' ms',
      series: [
        { name: 'p50', color: PALETTE.green },
        { name: 'p99', color: PALETTE.red },
      ],
      rows: result.endpoints.map((e) => ({
        label: label(e.endpoint, e.connections),
        values: [e.p50, e.p99],
      })),
    }),
    barChart({
      title: `/healthz while ${result.cars.toLocaleString('en-AU')} cars are reindexed (${reindex.reindexSeconds.toFixed(0)} s)`,
      unit: ' ms',
      digits: 1,
      series: [
        { name: 'p50', color: PALETTE.green },
        { name: 'p99', color: PALETTE.red },
      ],
      rows: [
        { label: 'idle', values: [reindex.idle.p50, reindex.idle.p99] },
        { label: 'during the reindex', values: [reindex.health.p50, reindex.health.p99] },
      ],
      target: { value: HEALTH_P99_BUDGET_MS, label: `p99 budget ${HEALTH_P99_BUDGET_MS} ms` },
    }),
  ].join('\n');
}
