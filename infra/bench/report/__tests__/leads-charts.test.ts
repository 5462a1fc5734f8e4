import type { LeadsBenchResult } from '../../leads';
import type { LeadsFigures } from '../../leads/measure-leads';
import { headline } from '../headline';
import type { PgliteOnlyLeadsResult } from '../leads-by-database';
import { leadsCharts } from '../leads-charts';

const figures = (leadsPerSecond: number, p99: number, lagP99: number) => ({
  accepted: 2000,
  seconds: 2000 / leadsPerSecond,
  leadsPerSecond,
  latency: { count: 2000, p50: 60, p95: 130, p99, max: p99 + 50, mean: 70 },
  lagUnderLoad: { p50: lagP99 - 300, p99: lagP99, max: lagP99 + 20 },
  lagLightLoad: { p50: 150, p99: 260, max: 270 },
});
const pglite: LeadsFigures = { kind: 'pglite', label: 'PGlite on disk', ...figures(660, 275, 2526) };
const postgres: LeadsFigures = { kind: 'postgres', label: 'PostgreSQL 15.18', ...figures(480, 410, 1800) };
const bothDatabases: LeadsBenchResult = { leads: 2000, clients: 50, databases: [pglite, postgres] };

/** The value labels of the chart whose title starts with `title`. */
function chartValues(html: string, title: string): string[] {
  const chart = html.slice(html.indexOf(title), html.indexOf('</figure>', html.indexOf(title)));
  return [...chart.matchAll(/class="value">([^<]+)<\/text>/g)].map((m) => m[1]!);
}

describe('the leads section of the report', () => {
  it('shows PostgreSQL beside PGlite in every chart and in the headline', () => {
    const html = leadsCharts(bothDatabases);
    expect(html).toContain('>PGlite on disk</text>');
    expect(html).toContain('>PostgreSQL 15.18</text>');
    expect(chartValues(html, 'Lead throughput')).toEqual(['660 leads/s', '480 leads/s']);
    expect(chartValues(html, 'Lead latency')).toEqual([
      '60 ms',
      '60 ms',
      '275 ms',
      '410 ms',
      '325 ms',
      '460 ms',
    ]);
    expect(chartValues(html, 'Delivery lag').slice(2, 4)).toEqual(['2,526 ms', '1,800 ms']);
    expect(html).not.toContain('not measured');
    expect(headline('leads', bothDatabases)).toBe(
      'PGlite on disk: 660 leads/s, p99 275 ms, lag p99 2,526 ms; ' +
        'PostgreSQL 15.18: 480 leads/s, p99 410 ms, lag p99 1,800 ms (50 clients)',
    );
  });

  it('shows PGlite alone and says why when PostgreSQL was skipped', () => {
    const result: LeadsBenchResult = {
      ...bothDatabases,
      databases: [pglite],
      postgresSkipped: 'BENCH_DATABASE_URL is not set',
    };
    const html = leadsCharts(result);
    expect(html).toContain('<p>PostgreSQL not measured: BENCH_DATABASE_URL is not set.</p>');
    expect(html).not.toContain('PostgreSQL 15');
    expect(chartValues(html, 'Lead throughput')).toEqual(['660 leads/s']);
    expect(headline('leads', result)).toMatch(
      /^PGlite on disk: 660 leads\/s.*\(50 clients\); PostgreSQL skipped$/,
    );
  });

  it('reads a results.json entry from before PostgreSQL was measured as PGlite’s figures', () => {
    const { kind: _kind, label: _label, ...topLevel } = pglite;
    const recorded: PgliteOnlyLeadsResult = { leads: 2000, clients: 50, ...topLevel };
    const result = recorded as unknown as LeadsBenchResult;
    expect(chartValues(leadsCharts(result), 'Lead throughput')).toEqual(['660 leads/s']);
    expect(headline('leads', result)).toBe(
      'PGlite on disk: 660 leads/s, p99 275 ms, lag p99 2,526 ms (50 clients)',
    );
  });
});
