import type { LighthouseResult } from '../lighthouse';
import { FLOOR_PAGE } from '../lighthouse/navigation-floor';
import { LIGHTHOUSE_TARGETS } from '../lighthouse/targets';
import { barChart } from './bar-chart';
import { PALETTE } from './palette';

/** Per-page Lighthouse scores and lab vitals, each against its target. */
export function lighthouseCharts(result: LighthouseResult): string {
  const label = (p: LighthouseResult['pages'][number]) => `${p.site} · ${p.page}`;
  const t = LIGHTHOUSE_TARGETS;
  return [
    barChart({
      title: `Lighthouse scores (${result.preset}, median of ${result.runsPerPage} runs)`,
      series: [
        { name: 'Performance', color: PALETTE.blue },
        { name: 'Accessibility', color: PALETTE.green },
        { name: 'Best practices', color: PALETTE.purple },
        { name: 'SEO', color: PALETTE.orange },
      ],
      rows: result.pages.map((p) => ({
        label: label(p),
        values: [p.scores.performance, p.scores.accessibility, p.scores.bestPractices, p.scores.seo],
      })),
      max: 100,
      target: { value: t.performance, label: `performance target ${t.performance}` },
    }),
    barChart({
      title: 'Largest Contentful Paint (lab, ms)',
      unit: ' ms',
      series: [{ name: 'LCP', color: PALETTE.blue }],
      rows: result.pages.map((p) => ({ label: label(p), values: [p.lcpMs] })),
      target: { value: t.lcpMs, label: `target ${t.lcpMs} ms` },
    }),
    barChart({
      title: 'Total Blocking Time (lab, ms): CPU slowdown calibrated to the machine, and at the fixed 4×',
      unit: ' ms',
      series: [
        { name: 'TBT (calibrated)', color: PALETTE.orange },
        { name: 'TBT at 4×', color: PALETTE.purple },
      ],
      rows: [
        ...result.pages.map((p) => ({
          label: `${label(p)} (${p.cpuMultiplier.toFixed(1)}×)`,
          values: [p.tbtMs, p.atDefaultMultiplier?.tbtMs ?? null],
        })),
        // The floor no page can measure below (navigation-floor.ts), where the run recorded it.
        ...(result.floor
          ? [
              {
                label: `floor · ${FLOOR_PAGE.name} (${result.floor.cpuMultiplier.toFixed(1)}×)`,
                values: [result.floor.tbtMs, result.floor.atDefaultMultiplier?.tbtMs ?? null],
              },
            ]
          : []),
      ],
      target: { value: t.tbtMs, label: `target ${t.tbtMs} ms` },
    }),
    barChart({
      title: 'Cumulative Layout Shift',
      digits: 3,
      series: [{ name: 'CLS', color: PALETTE.purple }],
      rows: result.pages.map((p) => ({ label: label(p), values: [p.cls] })),
      target: { value: t.cls, label: `target ${t.cls}` },
    }),
  ].join('\n');
}
