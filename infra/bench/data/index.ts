import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { formatTable } from '../../src/cli/table';
import { DEMO_ANGLES, DEMO_BODIES } from '../../src/images/demo-catalogue';
import { measureImageThroughput, type ThroughputResult } from '../../src/images/measure-throughput';
import { benchImport, type ImportFigure } from './bench-import';
import { benchSeed, type SeedFigure } from './bench-seed';

const SEED_SIZES = [10_000, 100_000];
const IMPORT_ROWS = 10_000;

export interface DataResult {
  seed: SeedFigure[];
  import: { feedMb: number; figures: ImportFigure[] };
  images: ThroughputResult;
}

const n = (value: number, digits = 0) =>
  value.toLocaleString('en-AU', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * `npm run bench -- data` (issue 3): seeding 10,000 and 100,000 cars and a first start on an empty DATA_DIR,
 * importing a 10,000-row CSV feed, and the image endpoint's throughput cold and cached.
 */
export async function benchData(): Promise<DataResult> {
  console.log(`\nSeeding (embedded PGlite on a temporary DATA_DIR, ${os.cpus().length} cores)`);
  const seed = await benchSeed(SEED_SIZES);
  console.log(
    formatTable(
      ['RUN', 'CARS', 'SECONDS', 'CARS/S'],
      seed.map((f) => [f.what, n(f.cars), n(f.seconds, 1), n(f.carsPerSecond)]),
    ),
  );

  const imported = await benchImport(IMPORT_ROWS);
  console.log(
    `\nFeed import (${n(IMPORT_ROWS)}-row CSV, ${n(imported.feedMb, 1)} MB, into coastline-motor-group)`,
  );
  console.log(
    formatTable(
      ['RUN', 'ROWS', 'INSERTED', 'UPDATED', 'UNCHANGED', 'SECONDS', 'ROWS/S'],
      imported.figures.map((f) => [
        f.run,
        n(f.rows),
        n(f.inserted),
        n(f.updated),
        n(f.unchanged),
        n(f.seconds, 1),
        n(f.rowsPerSecond),
      ]),
    ),
  );

  const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'dealerline-bench-images-'));
  let images: ThroughputResult;
  try {
    images = await measureImageThroughput({ cacheDir, requests: DEMO_BODIES.length * DEMO_ANGLES.length });
  } finally {
    await rm(cacheDir, { recursive: true, force: true });
  }
  console.log(
    `\nImage endpoint (${images.width}px ${images.format}, ${images.concurrency} in flight, ${images.cores} cores)`,
  );
  console.log(
    formatTable(
      ['PASS', 'REQUESTS', 'SECONDS', 'REQUESTS/S'],
      [
        ['cold (render + disk cache write)', images.cold],
        ['cached (disk cache read)', images.cached],
      ].map(([label, rate]) => {
        const r = rate as ThroughputResult['cold'];
        return [label as string, n(r.requests), n(r.seconds, 2), n(r.perSecond, 1)];
      }),
    ),
  );
  return { seed, import: imported, images };
}
