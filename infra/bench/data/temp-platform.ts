import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readEnvConfig } from '../../src/config';
import { openPlatform, type OpenedPlatform } from '../../src/open-platform';

export interface TempPlatform {
  platform: OpenedPlatform;
  /** Seconds the open took (migrations, demo tenants, and `demoCars` cars when asked). */
  openSeconds: number;
  dispose(): Promise<void>;
}

/** A platform on a fresh temporary DATA_DIR (embedded PGlite on disk, as `npm start` uses it). */
export async function tempPlatform(demoCars = 0): Promise<TempPlatform> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'dealerline-bench-data-'));
  const config = {
    ...readEnvConfig({ DATA_DIR: path.join(root, 'data'), DEMO_CARS: String(demoCars) }),
    opsToken: 'bench',
  };
  const started = performance.now();
  const platform = await openPlatform({ config });
  return {
    platform,
    openSeconds: (performance.now() - started) / 1000,
    dispose: async () => {
      await platform.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
