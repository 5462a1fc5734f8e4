import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BenchName, BenchResults, BenchRun } from './bench-results';
import { renderReport } from './render-report';

export const REPORT_DIR = path.resolve(__dirname, '../../../bench-report');

async function previous(dir: string): Promise<BenchResults['runs']> {
  try {
    return (JSON.parse(await readFile(path.join(dir, 'results.json'), 'utf8')) as BenchResults).runs ?? {};
  } catch {
    return {};
  }
}

/**
 * Writes results.json and index.html: the benchmarks of this run replace their earlier entries, the others
 * keep their last figures (so `npm run bench -- lighthouse` updates one section of the full report).
 */
export async function writeReport(
  runs: Partial<Record<BenchName, BenchRun>>,
  dir = REPORT_DIR,
): Promise<BenchResults> {
  await mkdir(dir, { recursive: true });
  const results: BenchResults = {
    updatedAt: new Date().toISOString(),
    machine: { cores: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown CPU', node: process.version },
    runs: { ...(await previous(dir)), ...runs } as BenchResults['runs'],
  };
  await writeFile(path.join(dir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(path.join(dir, 'index.html'), renderReport(results));
  return results;
}
