import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { DEMO_ANGLES, DEMO_BODIES } from './demo-catalogue';
import { imagesRoutes } from './images-route';

export interface ThroughputOptions {
  /** A scratch folder is made (and removed) inside it, so the cold pass really starts cold. */
  cacheDir: string;
  /** Distinct pictures to request (each once cold, then once cached). */
  requests: number;
  /** Requests in flight at once; default 4. */
  concurrency?: number;
  /** Width asked for; default 750 (the detail page size). */
  width?: number;
}

export interface ThroughputRate {
  requests: number;
  seconds: number;
  perSecond: number;
}

export interface ThroughputResult {
  width: number;
  format: 'webp';
  concurrency: number;
  cores: number;
  /** Every request renders (sharp) and writes the disk cache. */
  cold: ThroughputRate;
  /** The same URLs again: every response read from the disk cache. */
  cached: ThroughputRate;
}

/** Distinct demo URLs: every body × angle, then new colours. */
function demoUrls(count: number, width: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const body = DEMO_BODIES[i % DEMO_BODIES.length]!;
    const angle = DEMO_ANGLES[Math.floor(i / DEMO_BODIES.length) % DEMO_ANGLES.length]!;
    const round = Math.floor(i / (DEMO_BODIES.length * DEMO_ANGLES.length));
    const colour = ((0x1f4e9a + round * 0x0b3d71) % 0xffffff).toString(16).padStart(6, '0');
    return `/images/demo/${body}/${colour}/${angle}.jpg?w=${width}`;
  });
}

/** Runs the URLs through `app.inject`, `concurrency` at a time; checks status and cache origin. */
async function timed(
  inject: (url: string) => Promise<{ statusCode: number; headers: Record<string, unknown> }>,
  urls: string[],
  concurrency: number,
  expected: string,
): Promise<ThroughputRate> {
  let next = 0;
  const started = process.hrtime.bigint();
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const response = await inject(url);
      const origin = response.headers['x-image-cache'];
      if (response.statusCode !== 200 || origin !== expected) {
        throw new Error(`${url}: ${response.statusCode} ${String(origin)}, expected 200 ${expected}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { requests: urls.length, seconds, perSecond: urls.length / seconds };
}

/**
 * Image endpoint throughput for a WebP of `width` (default 750): cold renders per second (sharp + disk
 * write) and cached responses per second (disk read), through Fastify's inject (no network).
 */
export async function measureImageThroughput(options: ThroughputOptions): Promise<ThroughputResult> {
  const width = options.width ?? 750;
  const concurrency = options.concurrency ?? 4;
  await fs.mkdir(options.cacheDir, { recursive: true });
  const scratch = await fs.mkdtemp(path.join(options.cacheDir, 'throughput-'));
  const app = Fastify({ logger: false });
  await app.register(imagesRoutes, { cacheDir: path.join(scratch, 'cache') });
  try {
    const urls = demoUrls(options.requests, width);
    const inject = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'image/webp,*/*' } });
    const cold = await timed(inject, urls, concurrency, 'miss');
    const cached = await timed(inject, urls, concurrency, 'hit');
    return { width, format: 'webp', concurrency, cores: os.cpus().length, cold, cached };
  } finally {
    await app.close();
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

/** `tsx infra/src/images/measure-throughput.ts [requests] [cacheDir]` prints the result as JSON. */
if (require.main === module) {
  const requests = Number(process.argv[2] ?? 104);
  const cacheDir = process.argv[3] ?? path.join(os.tmpdir(), 'dealerline-image-throughput');
  measureImageThroughput({ cacheDir, requests })
    .then((result) => console.log(JSON.stringify(result, null, 2)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
