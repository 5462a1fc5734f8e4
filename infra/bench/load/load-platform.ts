import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const SERVE = path.join(__dirname, '..', 'leads', 'serve.ts');
export const LOAD_OPS_TOKEN = 'load-bench';

export interface LoadPlatform {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** GET a JSON answer of the ops API. */
export async function opsGet<T>(platform: LoadPlatform, url: string): Promise<T> {
  const res = await fetch(`${platform.url}${url}`, {
    headers: { authorization: `Bearer ${LOAD_OPS_TOKEN}` },
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

interface SearchStatus {
  indexer: { state: string; built: boolean; run: number; records: number | null; lastError: string | null };
}

/** Waits until the indexer's run `run` (or the first build) is done. */
export async function waitForIndex(
  platform: LoadPlatform,
  run = 1,
  timeoutMs = 1_800_000,
): Promise<SearchStatus> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await opsGet<SearchStatus>(platform, '/api/ops/search');
    const { indexer } = status;
    if (indexer.state === 'failed') throw new Error(`index build failed: ${indexer.lastError}`);
    if (indexer.built && indexer.run >= run && indexer.state === 'ready') return status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('index build did not finish in time');
}

/**
 * The platform server (bench/leads/serve.ts) on a fresh DATA_DIR with `cars` demo cars and the lead rate
 * limits off (the load test comes from one address), once its first search index build is done.
 */
export async function startLoadPlatform(port: number, cars: number): Promise<LoadPlatform> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'dealerline-load-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', SERVE], {
    env: {
      ...process.env,
      DATA_DIR: path.join(root, 'data'),
      DATABASE_URL: '',
      PORT: String(port),
      DEMO_CARS: String(cars),
      OPS_TOKEN: LOAD_OPS_TOKEN,
      LEAD_RATE_LIMIT_PER_IP: '0',
      LEAD_RATE_LIMIT_PER_SITE: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`platform exited (${code}) before listening`)));
  });
  const platform: LoadPlatform = {
    url: `http://127.0.0.1:${port}`,
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await rm(root, { recursive: true, force: true });
    },
  };
  await waitForIndex(platform);
  return platform;
}
