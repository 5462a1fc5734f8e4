import type { LighthouseFigures } from '../lighthouse-runner';
import { medianRun } from '../median-run';

function run(performance: number, runtimeError: string | null = null): LighthouseFigures {
  return {
    url: 'http://x.localhost/',
    scores: { performance, accessibility: 100, bestPractices: 100, seo: 100 },
    lcpMs: 1000 + performance,
    tbtMs: 1000 - performance * 10,
    cls: 0,
    fcpMs: 500,
    failing: { accessibility: [], seo: [], 'best-practices': [] },
    runtimeError,
    benchmarkIndex: 1500,
    cpuMultiplier: 3.9,
  };
}

describe('medianRun', () => {
  it('picks the run with the median performance score, whole', () => {
    const median = medianRun([run(95), run(81), run(88)]);
    expect(median.scores.performance).toBe(88);
    expect(median.tbtMs).toBe(120);
  });

  it('takes the lower middle of an even number of runs, and the only run of one', () => {
    expect(medianRun([run(90), run(70), run(80), run(99)]).scores.performance).toBe(80);
    expect(medianRun([run(42)]).scores.performance).toBe(42);
  });

  it('leaves out runs that ended in a runtime error unless all did', () => {
    expect(medianRun([run(0, 'NO_NAVSTART'), run(90), run(80)]).scores.performance).toBe(80);
    expect(medianRun([run(0, 'NO_NAVSTART')]).runtimeError).toBe('NO_NAVSTART');
  });

  it('refuses no runs', () => {
    expect(() => medianRun([])).toThrow('at least one run');
  });
});
