import type { LighthouseFigures } from '../lighthouse-runner';
import { meetsTargets } from '../targets';

const page = (changes: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
  url: 'http://a.localhost/',
  scores: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 },
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.01,
  fcpMs: 900,
  failing: { accessibility: [], seo: [], 'best-practices': [] },
  runtimeError: null,
  benchmarkIndex: 1900,
  cpuMultiplier: 5.6,
  ...changes,
});

describe('meetsTargets', () => {
  it('needs performance ≥ 90, LCP ≤ 2 s, CLS ≤ 0.02 and TBT ≤ 150 ms together', () => {
    expect(meetsTargets(page())).toBe(true);
    expect(meetsTargets(page({ lcpMs: 2000, tbtMs: 150, cls: 0.02 }))).toBe(true);
    expect(meetsTargets(page({ scores: { ...page().scores, performance: 89 } }))).toBe(false);
    expect(meetsTargets(page({ lcpMs: 2001 }))).toBe(false);
    expect(meetsTargets(page({ cls: 0.03 }))).toBe(false);
    expect(meetsTargets(page({ tbtMs: 151 }))).toBe(false);
  });

  it('counts a vital Lighthouse could not measure as missed', () => {
    expect(meetsTargets(page({ lcpMs: null }))).toBe(false);
  });
});
