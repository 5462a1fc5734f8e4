import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_LAUNCH } from '../../../e2e/support/chromium';
import { calibratedCpuMultiplier, DEFAULT_CPU_MULTIPLIER } from './cpu-calibration';

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
   * Lighthouse's measure of this machine's speed while it ran (1,000-2,800 here, by the machine's spell and
   * what else runs). Simulated throttling multiplies the observed main-thread time by `cpuMultiplier`.
   */
  benchmarkIndex: number | null;
  /**
   * The CPU slowdown these figures were simulated with: on mobile, calibrated to `benchmarkIndex`
   * (cpu-calibration.ts) so that every run stands for the same phone; 1 on desktop.
   */
  cpuMultiplier: number;
  /**
   * Mobile only: the same load's figures at Lighthouse's default slowdown (4×, whatever the host), as every
   * run before calibration reported them.
   */
  atDefaultMultiplier?: { performance: number; lcpMs: number | null; tbtMs: number | null };
}

export type LighthousePreset = 'mobile' | 'desktop';

const WORKER = path.join(__dirname, 'run-lighthouse.mjs');

/** Runs of one page at most, when Lighthouse reports a runtime error. */
const ATTEMPTS = 3;

/**
 * Lighthouse on each URL in turn, one Debian Chromium (the e2e flags plus --headless=new) for all of them,
 * in a plain Node child process. `mobile`: Lighthouse's default (mobile, simulated throttling) with the CPU
 * slowdown calibrated to the machine; `desktop`: the desktop preset without throttling. A page whose run ended
 * in a Lighthouse runtime error (e.g. NO_NAVSTART: "Something went wrong with recording the trace… Please run
 * Lighthouse again", seen on a busy machine, twice in a row once in CI) is measured again, as Lighthouse asks,
 * up to ATTEMPTS runs in all; an error on the last one stays in its result.
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

interface Gathered {
  url: string;
  artifactsDir: string;
  benchmarkIndex: number | null;
}

/**
 * Loads every URL once (Lighthouse's gather), then audits what it saw: desktop as gathered; mobile twice, at
 * the calibrated slowdown and at the default one (simulated throttling applies the slowdown to the observed
 * load afterwards, so both come from the same load).
 */
async function runOnce(urls: string[], preset: LighthousePreset): Promise<LighthouseFigures[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'dealerline-lighthouse-'));
  try {
    const gathered = await worker<Gathered[]>({
      command: 'gather',
      urls,
      preset,
      dir,
      chromePath: CHROMIUM_LAUNCH.executablePath,
      chromeFlags: CHROMIUM_LAUNCH.args ?? [],
    });
    if (preset === 'desktop') {
      // Awaited here: `finally` removes the artifacts, and must not before the audit has read them.
      return await worker<LighthouseFigures[]>({
        command: 'audit',
        preset,
        runs: gathered.map(({ artifactsDir }) => ({ artifactsDir })),
      });
    }
    const audited = await worker<LighthouseFigures[]>({
      command: 'audit',
      preset,
      runs: gathered.flatMap(({ artifactsDir, benchmarkIndex }) => [
        { artifactsDir, cpuMultiplier: DEFAULT_CPU_MULTIPLIER },
        { artifactsDir, cpuMultiplier: calibratedCpuMultiplier(benchmarkIndex) },
      ]),
    });
    return gathered.map((_, i) => {
      const atDefault = audited[2 * i]!;
      return {
        ...audited[2 * i + 1]!,
        atDefaultMultiplier: {
          performance: atDefault.scores.performance,
          lcpMs: atDefault.lcpMs,
          tbtMs: atDefault.tbtMs,
        },
      };
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function worker<T>(command: Record<string, unknown>): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WORKER, JSON.stringify(command)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${command.command} failed (${code}):\n${err}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').pop()!) as T);
      } catch {
        reject(new Error(`lighthouse ${command.command} printed no result:\n${out}\n${err}`));
      }
    });
  });
}
