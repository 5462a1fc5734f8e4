import type { LighthouseFigures } from './lighthouse-runner';

/**
 * Of several Lighthouse runs of one page, the one with the median performance score (the lower middle of an
 * even count), as Lighthouse advises for lab variance: a single run on a shared machine swung TBT by 2-3×.
 * Runs that ended in a runtime error count only when every run did.
 */
export function medianRun(runs: readonly LighthouseFigures[]): LighthouseFigures {
  if (runs.length === 0) throw new Error('medianRun needs at least one run');
  const usable = runs.filter((run) => !run.runtimeError);
  const pool = usable.length > 0 ? usable : runs;
  const sorted = [...pool].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
