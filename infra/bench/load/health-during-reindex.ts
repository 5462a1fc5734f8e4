import os from 'node:os';
import { latency, type Latency } from '../search/stats';
import { LOAD_OPS_TOKEN, waitForIndex, type LoadPlatform } from './load-platform';

export interface HealthDuringReindex {
  records: number;
  reindexSeconds: number;
  /** GET /healthz latency, ms, one request at a time for as long as the rebuild ran. */
  health: Latency;
  /** The same before the rebuild, for comparison. */
  idle: Latency;
  /** The machine's 1-minute load average when the rebuild ended (other jobs make every figure worse). */
  loadAverage: number;
}

/** /healthz one request after another until `until()` is true (or `count` answers without it). */
async function probeHealth(
  platform: LoadPlatform,
  until: () => boolean,
  count = Infinity,
): Promise<number[]> {
  const samples: number[] = [];
  while (!until() && samples.length < count) {
    const started = performance.now();
    const res = await fetch(`${platform.url}/healthz`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`/healthz answered ${res.status}`);
    samples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return samples;
}

/** Asks for a full search reindex and measures the health check's latency while it runs. */
export async function healthDuringReindex(platform: LoadPlatform): Promise<HealthDuringReindex> {
  const idle = await probeHealth(platform, () => false, 400);
  const res = await fetch(`${platform.url}/api/ops/search/reindex`, {
    method: 'POST',
    headers: { authorization: `Bearer ${LOAD_OPS_TOKEN}` },
  });
  if (res.status !== 202) throw new Error(`reindex answered ${res.status}: ${await res.text()}`);
  const { run } = (await res.json()) as { run: number };
  const started = performance.now();
  let done = false;
  const finished = waitForIndex(platform, run).then((status) => {
    done = true;
    return status;
  });
  const samples = await probeHealth(platform, () => done);
  const status = await finished;
  const reindexSeconds = (performance.now() - started) / 1000;
  return {
    records: status.indexer.records ?? 0,
    reindexSeconds,
    health: latency(samples),
    idle: latency(idle),
    loadAverage: os.loadavg()[0]!,
  };
}
