import type { LighthouseFigures } from './lighthouse-runner';

/** Issue 9's targets for every measured page. */
export const LIGHTHOUSE_TARGETS = { performance: 90, lcpMs: 2000, cls: 0.02, tbtMs: 150 } as const;

/** Whether a page meets all four targets (a vital Lighthouse could not measure misses its target). */
export function meetsTargets(figures: LighthouseFigures): boolean {
  return (
    figures.scores.performance >= LIGHTHOUSE_TARGETS.performance &&
    (figures.lcpMs ?? Infinity) <= LIGHTHOUSE_TARGETS.lcpMs &&
    (figures.cls ?? Infinity) <= LIGHTHOUSE_TARGETS.cls &&
    (figures.tbtMs ?? Infinity) <= LIGHTHOUSE_TARGETS.tbtMs
  );
}
