import type { FederationCostResult } from '../federation-cost';
import { TARGET_OVERHEAD_PERCENT } from '../federation-cost/page-scripts';
import type { FrontendResult } from '../frontend';
import { CATEGORIES } from '../frontend/attribute-scripts';
import { barChart } from './bar-chart';
import { APP_COLOURS, PALETTE } from './palette';

/** First-load JS per page split by the app it comes from, and federated against one app. */
export function federationCharts(result: FederationCostResult): string {
  const apps = Object.keys(APP_COLOURS).filter((app) =>
    result.pages.some((p) => (p.federated.gzipKbByApp[app] ?? 0) > 0),
  );
  const label = (p: FederationCostResult['pages'][number]) => `${p.site} · ${p.page}`;
  const lcpPages = result.pages.filter((p) => p.federated.lcpMs !== null);
  return [
    barChart({
      title: 'First-load JS per page by app (KB gzip, federated build)',
      unit: ' KB',
      digits: 1,
      stacked: true,
      series: apps.map((app) => ({ name: app, color: APP_COLOURS[app]! })),
      rows: result.pages.map((p) => ({
        label: label(p),
        values: apps.map((app) => p.federated.gzipKbByApp[app] ?? 0),
      })),
    }),
    barChart({
      title: 'First-load JS: federated vs one app (KB gzip)',
      unit: ' KB',
      digits: 1,
      series: [
        { name: 'federated', color: PALETTE.blue },
        { name: 'one app', color: PALETTE.grey },
      ],
      rows: result.pages.map((p) => ({ label: label(p), values: [p.federated.gzipKb, p.oneApp.gzipKb] })),
    }),
    barChart({
      title: 'Federation overhead (% of the one-app first-load JS)',
      unit: '%',
      digits: 1,
      series: [{ name: 'overhead', color: PALETTE.orange }],
      rows: result.pages.map((p) => ({ label: label(p), values: [Math.max(0, p.overheadPercent)] })),
      target: { value: TARGET_OVERHEAD_PERCENT, label: `target ${TARGET_OVERHEAD_PERCENT}%` },
    }),
    barChart({
      title: 'Lighthouse mobile LCP: federated vs one app (ms)',
      unit: ' ms',
      series: [
        { name: 'federated', color: PALETTE.blue },
        { name: 'one app', color: PALETTE.grey },
      ],
      rows: lcpPages.map((p) => ({ label: label(p), values: [p.federated.lcpMs, p.oneApp.lcpMs] })),
    }),
  ].join('\n');
}

const CATEGORY_COLOURS = [PALETTE.grey, PALETTE.gold, PALETTE.teal, PALETTE.blue];

/** The frontend benchmark: first-load JS by kind of code, and build times. */
export function frontendCharts(result: FrontendResult): string {
  return [
    barChart({
      title: 'First-load JS by kind of code (KB gzip)',
      unit: ' KB',
      digits: 1,
      stacked: true,
      series: CATEGORIES.map((category, i) => ({ name: category, color: CATEGORY_COLOURS[i]! })),
      rows: result.pages.map((p) => ({
        label: p.page,
        values: CATEGORIES.map((category) => p.totals[category].gzip / 1024),
      })),
    }),
    barChart({
      title: 'Production build time per app (s)',
      unit: ' s',
      digits: 1,
      series: [{ name: 'build', color: PALETTE.purple }],
      rows: result.builds.map((b) => ({ label: b.app, values: [b.seconds] })),
    }),
  ].join('\n');
}
