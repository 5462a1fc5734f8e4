import type { LeadsBenchResult } from '../leads';
import type { ReliabilityReport } from '../leads/reliability';
import type { DataResult } from '../data';
import type { VehicleBenchResult } from '../vehicle';
import { barChart } from './bar-chart';
import { PALETTE } from './palette';

/** Lead throughput, submit latency and delivery lag. */
export function leadsCharts(result: LeadsBenchResult): string {
  return [
    barChart({
      title: `Lead throughput (${result.leads.toLocaleString('en-AU')} leads, ${result.clients} concurrent clients)`,
      unit: ' leads/s',
      series: [{ name: 'accepted leads per second', color: PALETTE.green }],
      rows: [{ label: 'POST /api/leads → 201', values: [result.leadsPerSecond] }],
    }),
    barChart({
      title: 'Lead latency and delivery lag (ms)',
      unit: ' ms',
      series: [
        { name: 'p50', color: PALETTE.green },
        { name: 'p99', color: PALETTE.red },
        { name: 'max', color: PALETTE.grey },
      ],
      rows: [
        { label: 'submit → 201', values: [result.latency.p50, result.latency.p99, result.latency.max] },
        {
          label: 'stored → delivered (load)',
          values: [result.lagUnderLoad.p50, result.lagUnderLoad.p99, result.lagUnderLoad.max],
        },
        {
          label: 'stored → delivered (light)',
          values: [result.lagLightLoad.p50, result.lagLightLoad.p99, result.lagLightLoad.max],
        },
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
