import { spawn } from 'node:child_process';
import path from 'node:path';
import { CHROMIUM_LAUNCH } from '../../../e2e/support/chromium';

export interface LighthouseFigures {
  url: string;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  /** Weighted audits that did not pass, per category. */
  failing: Record<'accessibility' | 'seo' | 'best-practices', string[]>;
  runtimeError: string | null;
  /**
   * Lighthouse's measure of this machine's speed while it ran (about 1,900 here when quiet, 1,100–1,200 with
   * helpers building). Simulated throttling multiplies the observed main-thread time by 4, calibrated for an
   * unloaded desktop: a busy machine's lower index means inflated TBT and LCP.
   */
  benchmarkIndex: number | null;
}

export type LighthousePreset = 'mobile' | 'desktop';

const WORKER = path.join(__dirname, 'run-lighthouse.mjs');

/** Runs of one page at most, when Lighthouse reports a runtime error. */
const ATTEMPTS = 3;

/**
 * Lighthouse on each URL in turn, one Debian Chromium (the e2e flags plus --headless=new) for all of them,
 * in a plain Node child process. `mobile`: Lighthouse's default (mobile, simulated throttling);
 * `desktop`: the desktop preset without throttling. A page whose run ended in a Lighthouse runtime error
 * (e.g. NO_NAVSTART: "Something went wrong with recording the trace… Please run Lighthouse again", seen on
 * a busy machine, twice in a row once in CI) is measured again, as Lighthouse asks, up to ATTEMPTS runs in
 * all; an error on the last one stays in its result.
 */
export async function runLighthouse(urls: string[], preset: LighthousePreset): Promise<LighthouseFigures[]> {
  const results = await runOnce(urls, preset);
  for (let attempt = 2; attempt <= ATTEMPTS; attempt++) {
    const failed = results.flatMap((result, i) => (result.runtimeError ? [i] : []));
    if (failed.length === 0) break;
    const again = await runOnce(
      failed.map((i) => urls[i]!),
      preset,
    );
    failed.forEach((index, k) => (results[index] = again[k]!));
  }
  return results;
}

function runOnce(urls: string[], preset: LighthousePreset): Promise<LighthouseFigures[]> {
  const options = {
    urls,
    preset,
    chromePath: CHROMIUM_LAUNCH.executablePath,
    chromeFlags: CHROMIUM_LAUNCH.args ?? [],
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WORKER, JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse failed (${code}):\n${err}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').pop()!) as LighthouseFigures[]);
      } catch {
        reject(new Error(`lighthouse printed no result:\n${out}\n${err}`));
      }
    });
  });
}
