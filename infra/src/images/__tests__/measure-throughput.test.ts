import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureImageThroughput } from '../measure-throughput';

jest.setTimeout(60_000);

it('measures cold and cached throughput and cleans up after itself', async () => {
  const cacheDir = await fs.mkdtemp(path.join(os.tmpdir(), 'images-throughput-'));
  try {
    const result = await measureImageThroughput({ cacheDir, requests: 6, concurrency: 2 });
    expect(result).toMatchObject({ width: 750, format: 'webp', concurrency: 2 });
    expect(result.cold.requests).toBe(6);
    expect(result.cold.perSecond).toBeGreaterThan(0);
    expect(result.cached.perSecond).toBeGreaterThan(0);
    expect(await fs.readdir(cacheDir)).toEqual([]);
  } finally {
    await fs.rm(cacheDir, { recursive: true, force: true });
  }
});
