import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export interface RunningPlatform {
  url: string;
  port: number;
  dataDir: string;
  opsToken: string;
  /** Its PostgreSQL database, or '' for the embedded PGlite in dataDir. */
  databaseUrl: string;
  process: ChildProcess;
  /** Everything the server printed, for assertions and for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
}

async function waitForReady(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`platform exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`platform not ready after ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts a separate platform instance (its own port and data folder) with `npm start`'s entry point. It seeds
 * a small inventory unless told otherwise: most tests that need their own instance are about the registry.
 */
export async function startPlatform(port: number, demoCars = 300): Promise<RunningPlatform> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dealerline-e2e-'));
  const opsToken = `ops-${port}-token`;
  let log = '';
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['infra/src/cli/start.ts'], {
    cwd: ROOT,
    // Each instance has its own embedded database, even where DATABASE_URL points the unit tests at PostgreSQL
    // and E2E_DATABASE_URL the shared platform (e2e/support/database.ts): one run checks both.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      OPS_TOKEN: opsToken,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DEMO_CARS: String(demoCars),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const output = () => log;
  await waitForReady(url, child, output, 180_000);
  return {
    url,
    port,
    dataDir,
    opsToken,
    databaseUrl: '',
    process: child,
    output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs the ops CLI (`npm run platform -- …`) against a running platform. */
/** Where a platform is and how to reach its CLI: a started one, or the suite's shared one. */
export type PlatformAddress = Pick<RunningPlatform, 'url' | 'port' | 'dataDir' | 'opsToken' | 'databaseUrl'>;

export function runPlatformCli(
  platform: PlatformAddress,
  args: string[],
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['infra/src/cli/main.ts', ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(platform.port),
        PLATFORM_URL: platform.url,
        DATA_DIR: platform.dataDir,
        OPS_TOKEN: platform.opsToken,
        OPS_ACTOR: 'e2e',
        DATABASE_URL: platform.databaseUrl,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Builds a remote into a temporary folder (its normal dist is left alone), with a note baked into the build. */
export function buildRemote(remote: string, note: string, dir = path.join(ROOT, remote)): Promise<string> {
  const out = mkdtempSync(path.join(tmpdir(), `${remote}-${note}-`));
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/rspack'), ['build'], {
      cwd: dir,
      env: { ...process.env, BUILD_OUT: out, BUILD_NOTE: note },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`build of ${remote} failed:\n${output}`)),
    );
  });
}
