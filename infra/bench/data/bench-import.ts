import { writeCsvFeed } from '../../src/import/feed-writer';
import { importFeed } from '../../src/import/import-feed';
import { generateInventory, type DealershipInput } from '../../src/inventory';
import { inventoryInput, loadStockDealerships } from '../../src/sites/dealership-directory';
import { tempPlatform } from './temp-platform';

const SITE = 'coastline-motor-group';

export interface ImportFigure {
  run: string;
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  seconds: number;
  rowsPerSecond: number;
}

/**
 * A `rows`-row CSV feed from the inventory generator for the group site (finance figures of the site's own
 * provider only, as a dealer's feed carries), imported into an empty site, imported again (all unchanged),
 * and again with a tenth of the prices changed.
 */
export async function benchImport(rows: number): Promise<{ feedMb: number; figures: ImportFigure[] }> {
  const temp = await tempPlatform(0);
  try {
    const { db } = temp.platform;
    const [site] = await db.query<{ id: number; finance_provider: string }>(
      'SELECT id, finance_provider FROM sites WHERE slug = $1',
      [SITE],
    );
    const dealerships = (await loadStockDealerships(db, site!.id))
      .map(inventoryInput)
      .filter((input): input is DealershipInput => input !== null);
    const cars = generateInventory({ cars: rows, dealerships, now: new Date() });
    const only = { financeProviders: [site!.finance_provider as 'Taurus'] };
    const feed = writeCsvFeed(cars, only);
    const changed = writeCsvFeed(
      cars.map((car, i) => (i % 10 === 0 ? { ...car, price: car.price + 500 } : car)),
      only,
    );
    const figures: ImportFigure[] = [];
    for (const [run, text] of [
      ['new feed (all inserted)', feed],
      ['same feed again (all unchanged)', feed],
      ['10% of prices changed', changed],
    ] as const) {
      const report = await importFeed(db, { site: SITE, format: 'csv', text, full: false });
      figures.push({
        run,
        rows: report.rows,
        inserted: report.inserted,
        updated: report.updated,
        unchanged: report.unchanged,
        seconds: report.seconds,
        rowsPerSecond: report.rows / report.seconds,
      });
    }
    return { feedMb: Buffer.byteLength(feed) / 1024 / 1024, figures };
  } finally {
    await temp.dispose();
  }
}
