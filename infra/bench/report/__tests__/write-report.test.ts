import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LeadsBenchResult } from '../../leads';
import type { BenchResults } from '../bench-results';
import { writeReport } from '../write-report';

const leads: LeadsBenchResult = {
  leads: 2000,
  clients: 50,
  databases: [
    {
      kind: 'pglite',
      label: 'PGlite on disk',
      accepted: 2000,
      seconds: 10,
      leadsPerSecond: 200,
      latency: { count: 2000, p50: 100, p95: 200, p99: 300, max: 400, mean: 120 },
      lagUnderLoad: { p50: 50, p99: 90, max: 120 },
      lagLightLoad: { p50: 5, p99: 9, max: 12 },
    },
  ],
  postgresSkipped: 'BENCH_DATABASE_URL is not set',
};

describe('writeReport', () => {
  it('writes results.json and an HTML page with the summary and inline SVG charts', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-report-'));
    await writeReport({ leads: { startedAt: '2026-11-21T07:00:00.000Z', seconds: 12, result: leads } }, dir);
    const results = JSON.parse(await readFile(path.join(dir, 'results.json'), 'utf8')) as BenchResults;
    expect(results.runs.leads?.result?.databases[0]?.leadsPerSecond).toBe(200);
    const html = await readFile(path.join(dir, 'index.html'), 'utf8');
    expect(html).toContain('PGlite on disk: 200 leads/s, p99 300 ms');
    expect(html).toContain('<svg role="img"');
    expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3)/);
  });

  it('keeps the other benchmarks’ last figures when one benchmark runs again, and shows failures', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-report-'));
    await writeReport({ leads: { startedAt: '2026-11-21T07:00:00.000Z', seconds: 12, result: leads } }, dir);
    await writeReport(
      { lighthouse: { startedAt: '2026-11-21T07:10:00.000Z', seconds: 3, error: 'Chromium <crashed>' } },
      dir,
    );
    const results = JSON.parse(await readFile(path.join(dir, 'results.json'), 'utf8')) as BenchResults;
    expect(Object.keys(results.runs).sort()).toEqual(['leads', 'lighthouse']);
    const html = await readFile(path.join(dir, 'index.html'), 'utf8');
    expect(html).toContain('failed: Chromium &lt;crashed&gt;');
    expect(html).toContain('Lead throughput');
  });
});
