/** Lighthouse's default CPU slowdown for its mobile preset, set for a high-end desktop host. */
export const DEFAULT_CPU_MULTIPLIER = 4;

/**
 * The CPU slowdown that makes this host's simulated throttling stand for the same mid-tier phone whatever the
 * host's speed, from the benchmark index Lighthouse measured during the run: Lighthouse's throttling guide
 * ("Calibrating the CPU slowdown", docs/throttling.md) and the calculator it links to map an index of 800 to
 * 2×, 1,300 to 3×, 1,533 to 4× and 2,000 to 6×, linearly between (and down to 1× at 150). The fixed 4× makes
 * this 2-core machine's slow spells (index 1,000-1,200) look like a much slower phone, and its fast ones
 * (2,500+) like a faster one. An unknown index keeps the default.
 */
export function calibratedCpuMultiplier(benchmarkIndex: number | null): number {
  if (benchmarkIndex === null || !Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    return DEFAULT_CPU_MULTIPLIER;
  }
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
