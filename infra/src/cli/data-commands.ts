import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { checkFeedSize } from '../feed';
import { formatOfFile } from '../import/feed-format';
import { feedText } from '../import/feed-text';
import { formatImportReport } from '../import/format-report';
import { ImportError } from '../import/import-error';
import type { OpsBackend } from './ops-backend';
import { OpsError } from './ops-backend';
import { createProgress, type ProgressStream } from './progress';
import { formatTable } from './table';

type Print = (text: string) => void;

const PHASES = { validate: 'validating rows', write: 'writing cars' } as const;

/**
 * `import --site <slug> <file.json|file.csv> [--full] [--dealership <slug>] [--dry-run] [--allow-mass-sale]`
 * (issue 3 item 4).
 * Prints the summary; the exit code is 1 when any row was rejected (the valid rows are imported all the same,
 * unless it is a dry run).
 */
export async function importCommand(
  backend: OpsBackend,
  print: Print,
  options: {
    site: string;
    file: string;
    full: boolean;
    dealership?: string;
    dryRun?: boolean;
    allowMassSale?: boolean;
    progress?: ProgressStream;
  },
): Promise<number> {
  const file = path.resolve(options.file);
  const format = formatOfFile(file);
  if (!format) throw new OpsError(`${options.file}: a feed must be a .json or .csv file`);
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch {
    throw new OpsError(`${options.file}: no such file`);
  }
  const check = checkFeedSize(size);
  if (!check.ok) throw new OpsError(`${options.file}: ${check.error}`);
  let text: string;
  try {
    text = feedText(await readFile(file));
  } catch (error) {
    if (error instanceof ImportError) throw new OpsError(`${options.file}: ${error.message}`);
    throw error;
  }
  const progress = createProgress(options.progress);
  const remote = backend.via.startsWith('http');
  const ticker = remote
    ? setInterval(() => progress.update(`importing through ${backend.via}`, 0, 0), 250)
    : null;
  try {
    const report = await backend.importFeed({
      site: options.site,
      format,
      text,
      full: options.full,
      dealership: options.dealership,
      dryRun: options.dryRun === true,
      allowMassSale: options.allowMassSale === true,
      onProgress: ({ phase, done, total }) => progress.update(PHASES[phase], done, total),
    });
    progress.finish();
    print(formatImportReport(report, options.file));
    return report.rejected.length > 0 ? 1 : 0;
  } finally {
    if (ticker) clearInterval(ticker);
    progress.finish();
  }
}

/** `seed [--cars N] [--reset] [--seed S]` (issue 3 item 3). */
export async function seedCommand(
  backend: OpsBackend,
  print: Print,
  options: { cars: number; reset: boolean; seed?: number; progress?: ProgressStream },
): Promise<void> {
  const progress = createProgress(options.progress);
  const remote = backend.via.startsWith('http');
  const ticker = remote
    ? setInterval(() => progress.update(`seeding through ${backend.via}`, 0, 0), 250)
    : null;
  try {
    const report = await backend.seed({
      cars: options.cars,
      reset: options.reset,
      seed: options.seed,
      onProgress: (done, total) => progress.update('generating cars', done, total),
    });
    progress.finish();
    print(
      `Seeded ${report.cars.toLocaleString('en-AU')} cars over ${report.dealerships} dealerships in ` +
        `${report.seconds.toFixed(1)} s (seed ${report.seed}${report.deleted ? `, ${report.deleted.toLocaleString('en-AU')} cars deleted first` : ''}).`,
    );
    const sites = await backend.listSites();
    print(
      formatTable(
        ['SITE', 'CARS'],
        sites.map((site) => [site.slug, (site.cars ?? 0).toLocaleString('en-AU')]),
      ),
    );
  } finally {
    if (ticker) clearInterval(ticker);
    progress.finish();
  }
}
