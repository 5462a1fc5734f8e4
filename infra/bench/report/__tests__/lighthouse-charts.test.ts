import type { LighthouseFigures } from '../../lighthouse/lighthouse-runner';
import type { LighthouseResult } from '../../lighthouse';
import { headline } from '../headline';
import { lighthouseCharts } from '../lighthouse-charts';

function figures(tbtMs: number, tbtAt4: number): LighthouseFigures {
  return {
    url: 'http://x.localhost:1/',
    scores: { performance: 80, accessibility: 100, bestPractices: 100, seo: 100 },
    lcpMs: 1200,
    tbtMs,
    cls: 0,
    fcpMs: 900,
    failing: { accessibility: [], seo: [], 'best-practices': [] },
    runtimeError: null,
    benchmarkIndex: 2000,
    cpuMultiplier: 6,
    atDefaultMultiplier: { performance: 85, lcpMs: 1100, tbtMs: tbtAt4 },
  };
}

const page = {
  site: 'coastline-motor-group',
  page: 'home',
  path: '/',
  meetsTargets: false,
  ...figures(640, 420),
};
const result: LighthouseResult = {
  preset: 'mobile, simulated throttling, CPU slowdown calibrated',
  runsPerPage: 5,
  pages: [page],
  floor: figures(310, 205),
};

describe('the Lighthouse section of the report', () => {
  it('draws the navigation floor under the pages in the TBT chart, and names it in the headline', () => {
    const html = lighthouseCharts(result);
    const tbtChart = html.slice(html.indexOf('Total Blocking Time'));
    expect(tbtChart.indexOf('coastline-motor-group · home (6.0×)')).toBeGreaterThan(-1);
    expect(tbtChart.indexOf('floor · site picker (no script) (6.0×)')).toBeGreaterThan(
      tbtChart.indexOf('coastline-motor-group · home'),
    );
    expect(tbtChart).toContain('>310 ms</text>');
    expect(tbtChart).toContain('>205 ms</text>');
    expect(headline('lighthouse', result)).toContain('navigation floor TBT 310 ms (205 ms at 4×)');
  });

  it('leaves the floor out of reports made before it was measured', () => {
    const { floor: _floor, ...before } = result;
    expect(lighthouseCharts(before)).not.toContain('floor ·');
    expect(headline('lighthouse', before)).not.toContain('floor');
  });
});
