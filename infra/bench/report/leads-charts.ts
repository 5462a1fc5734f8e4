import type { LeadsBenchResult } from '../leads';
import type { LeadsFigures } from '../leads/measure-leads';
import type { ReliabilityReport } from '../leads/reliability';
import type { DataResult } from '../data';
import type { VehicleBenchResult } from '../vehicle';
import { barChart } from './bar-chart';
import { escapeHtml } from './escape-html';
import { leadsByDatabase } from './leads-by-database';
import { PALETTE } from './palette';

const DATABASE_COLOURS: Record<LeadsFigures['kind'], string> = {
  pglite: PALETTE.blue,
  postgres: PALETTE.orange,
};

/** Lead throughput, submit latency and delivery lag, the databases measured side by side. */
export function leadsCharts(result: LeadsBenchResult): string {
  const databases = leadsByDatabase(result);
  const series = databases.map((d) => ({ name: d.label, color: DATABASE_COLOURS[d.kind] }));
  const row = (label: string, figure: (d: LeadsFigures) => number) => ({
    label,
    values: databases.map(figure),
  });
  const skipped = result.postgresSkipped
    ? [`<p>PostgreSQL not measured: ${escapeHtml(result.postgresSkipped)}.</p>`]
    : [];
  return [
    ...skipped,
    barChart({
      title: `Lead throughput (${result.leads.toLocaleString('en-AU')} leads, ${result.clients} concurrent clients)`,
      unit: ' leads/s',
      series,
      rows: [row('POST /api/leads → 201', (d) => d.leadsPerSecond)],
    }),
    barChart({
      title: 'Lead latency: submit → 201 (ms)',
      unit: ' ms',
      series,
      rows: [
        row('p50', (d) => d.latency.p50),
        row('p99', (d) => d.latency.p99),
        row('max', (d) => d.latency.max),
      ],
    }),
    barChart({
      title: 'Delivery lag: lead stored → delivered on webhook and email (ms)',
      unit: ' ms',
      series,
      rows: [
        row('under load: p50', (d) => d.lagUnderLoad.p50),
        row('under load: p99', (d) => d.lagUnderLoad.p99),
        row('under load: max', (d) => d.lagUnderLoad.max),
        row('light load: p50', (d) => d.lagLightLoad.p50),
        row('light load: p99', (d) => d.lagLightLoad.p99),
        row('light load: max', (d) => d.lagLightLoad.max),
      ],
    }),
  ].join('\n');
}

/** The crash test: leads acknowledged, stored and delivered (each should equal the submissions). */
export function reliabilityCharts(result: ReliabilityReport): string {
  return barChart({
    title: 'Lead reliability across a SIGKILL (counts; all bars equal = nothing lost or doubled)',
    series: [{ name: 'leads', color: PALETTE.teal }],
    rows: [
      { label: 'submitted', values: [result.submitted] },
      { label: 'acknowledged (lead_id)', values: [result.acknowledged] },
      { label: 'stored', values: [result.storedTotal] },
      { label: 'marked delivered', values: [result.deliveredStatus] },
      { label: 'reached the webhook', values: [result.webhookKeys] },
      { label: 'spooled emails', values: [result.spoolFiles] },
    ],
  });
}

/** Seeding, feed import and image throughput. */
export function dataCharts(result: DataResult): string {
  return [
    barChart({
      title: 'Seeding and feed import (rows per second)',
      unit: '/s',
      series: [{ name: 'rows per second', color: PALETTE.purple }],
      rows: [
        ...result.seed.map((s) => ({ label: s.what, values: [s.carsPerSecond] })),
        ...result.import.figures.map((i) => ({ label: `import: ${i.run}`, values: [i.rowsPerSecond] })),
      ],
    }),
    barChart({
      title: `Image endpoint (${result.images.width}px ${result.images.format}, requests per second)`,
      unit: '/s',
      series: [{ name: 'requests per second', color: PALETTE.orange }],
      rows: [
        { label: 'cold (render + cache write)', values: [result.images.cold.perSecond] },
        { label: 'cached', values: [result.images.cached.perSecond] },
      ],
    }),
  ].join('\n');
}

/** The vehicle page's LCP per run and the reservation race's latency. */
export function vehicleCharts(result: VehicleBenchResult): string {
  return [
    barChart({
      title: 'Vehicle page LCP in Chromium, no throttling (ms per car)',
      unit: ' ms',
      series: [{ name: 'LCP', color: PALETTE.blue }],
      rows: result.lcpMs.map((lcp, i) => ({ label: `car ${i + 1}`, values: [lcp] })),
    }),
    barChart({
      title: 'Concurrent reservations on one car (ms)',
      unit: ' ms',
      series: [
        { name: 'p50', color: PALETTE.green },
        { name: 'p95', color: PALETTE.red },
      ],
      rows: result.reservations.map((r, i) => ({ label: `round ${i + 1}`, values: [r.p50, r.p95] })),
    }),
  ].join('\n');
}
