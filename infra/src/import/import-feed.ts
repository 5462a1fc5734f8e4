import type { CarEvents } from '../cars/car-events';
import { createCarsRepository } from '../cars/cars-repository';
import type { Db } from '../db/db';
import { FeedError, parseCsvFeed, parseJsonFeed, validateFeed, type FeedRow } from '../feed';
import {
  loadStockDealerships,
  loadStockLocations,
  primaryDealership,
  type StockDealership,
} from '../sites/dealership-directory';
import { lockSiteStock } from '../sites/site-stock-lock';
import { readStockFilter, type StockFilter } from '../sites/stock-filter';
import { ImportError } from './import-error';
import { massSaleRefusal } from './mass-sale-guard';
import { MAX_WARNINGS, type FeedFormat, type ImportProgress, type ImportReport } from './import-types';
import { assignIds, planImport, type ImportPlan } from './plan-import';

export interface ImportOptions {
  /** Site slug. */
  site: string;
  format: FeedFormat;
  /** The feed file's text. */
  text: string;
  /** A full feed: the site's cars it does not name are marked sold (sold date now). */
  full: boolean;
  /**
   * A dealership's own feed (slug): its rows belong to that dealership (one naming another is rejected), and
   * a full feed marks only that dealership's cars sold. A group whose dealerships each send their stock.
   */
  dealership?: string;
  /** Check only: the report says what the import would do, and nothing is written or announced. */
  dryRun?: boolean;
  /** The operator confirms the dealer sold the cars: a full feed may mark more sold than massSaleRefusal allows. */
  allowMassSale?: boolean;
  now?: Date;
  onProgress?: (progress: ImportProgress) => void;
  /** Told the ids of every car inserted, updated or marked sold, after the commit. */
  events?: CarEvents;
}

function parse(format: FeedFormat, text: string): FeedRow[] {
  try {
    return format === 'json' ? parseJsonFeed(text) : parseCsvFeed(text);
  } catch (error) {
    if (error instanceof FeedError) throw ImportError.fromFeed(error);
    throw error;
  }
}

async function siteId(db: Db, slug: string): Promise<number> {
  const [site] = await db.query<{ id: number }>('SELECT id FROM sites WHERE slug = $1', [slug]);
  if (!site) throw new ImportError('unknown_site', `Unknown site "${slug}"`);
  return site.id;
}

/** The site's stock filter, to warn of cars the site will never show. */
async function siteStockFilter(db: Db, id: number): Promise<StockFilter> {
  const [site] = await db.query<{ stock_filter: Partial<StockFilter> | null }>(
    'SELECT stock_filter FROM sites WHERE id = $1',
    [id],
  );
  return readStockFilter(site?.stock_filter);
}

/** What validation reads of the site's dealerships: which slug is which id, and the primary one. */
const validationKey = (dealerships: readonly StockDealership[]) =>
  JSON.stringify([dealerships.map((d) => [d.id, d.slug]), primaryDealership(dealerships)?.id]);

/** The dealership a dealership's own feed is for (options.dealership), or null for the whole site's feed. */
function feedDealership(
  dealerships: readonly StockDealership[],
  options: Pick<ImportOptions, 'site' | 'dealership'>,
): StockDealership | null {
  if (options.dealership === undefined) return null;
  const wanted = options.dealership.toLowerCase();
  const own = dealerships.find((dealership) => dealership.slug.toLowerCase() === wanted);
  if (!own)
    throw new ImportError(
      'unknown_dealership',
      `Site "${options.site}" has no dealership "${options.dealership}" (it has ${dealerships.map((d) => d.slug).join(', ')})`,
    );
  return own;
}

function validate(
  rows: FeedRow[],
  dealerships: readonly StockDealership[],
  options: Pick<ImportOptions, 'site' | 'dealership'>,
  now: Date,
) {
  const own = feedDealership(dealerships, options);
  if (own)
    return validateFeed(rows, {
      dealerships: [{ id: own.id, slug: own.slug }],
      primaryDealershipSlug: own.slug,
      feedFor: own.slug,
      now,
    });
  const primary = primaryDealership(dealerships);
  if (!primary)
    throw new ImportError('unknown_site', `Site "${options.site}" has no dealership to import into`);
  return validateFeed(rows, {
    dealerships: dealerships.map(({ id, slug }) => ({ id, slug })),
    primaryDealershipSlug: primary.slug,
    now,
  });
}

/** What the import's transaction did: its plan, and the cars a full feed marked sold. */
interface ImportOutcome {
  plan: ImportPlan;
  soldIds: number[];
}

/** Ends a dry run's transaction (rolled back) with what the import would have done. */
class DryRun {
  constructor(readonly outcome: ImportOutcome) {}
}

/**
 * Imports an inventory feed into one site (issue 3 item 4): parses and validates every row (infra/src/feed),
 * rejects bad rows with their line and reasons, and writes the valid ones in one transaction — a row is
 * written completely or not at all. Rows upsert by dealership + stock number (or VIN); an unchanged row
 * writes nothing, so re-running a feed changes nothing. A full feed marks the site's cars it does not name
 * as sold. Throws ImportError when the feed cannot be read at all (nothing is written).
 *
 * The site's dealerships and locations the cars copy are read inside the transaction, under the site's stock
 * lock (lockSiteStock), so a `sites put` changing a location either commits before they are read or waits
 * for the import and then updates its cars. Validation runs before the transaction (it is the long part) on
 * the dealerships as they were, and again in it only when a put changed them meanwhile.
 */
export async function importFeed(db: Db, options: ImportOptions): Promise<ImportReport> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const rows = parse(options.format, options.text);
  const id = await siteId(db, options.site);
  const validated = await loadStockDealerships(db, id);
  options.onProgress?.({ phase: 'validate', done: 0, total: rows.length });
  const first = validate(rows, validated, options, now);
  options.onProgress?.({ phase: 'validate', done: rows.length, total: rows.length });

  const result = await db
    .transaction(async (tx): Promise<ImportOutcome> => {
      await lockSiteStock(tx, options.site, 'shared');
      const dealerships = await loadStockDealerships(tx, id);
      const validation =
        validationKey(dealerships) === validationKey(validated)
          ? first
          : validate(rows, dealerships, options, now);
      const cars = createCarsRepository(tx);
      await tx.query('SET CONSTRAINTS cars_stocknum_key, cars_vin_key DEFERRED');
      const stored = await cars.keysForSite(id);
      const vins = validation.valid.flatMap((row) => (row.car.vin ? [row.car.vin] : []));
      const plan = planImport({
        siteId: id,
        valid: validation.valid,
        rejectedData: validation.rejected.map((row) => ({ row, data: rows[row.index]?.data })),
        stored,
        vinOwners: await cars.vinOwners(vins),
        dealerships,
        locations: await loadStockLocations(tx, id),
        stockFilter: await siteStockFilter(tx, id),
        feedFor: feedDealership(dealerships, options)?.id,
        now,
      });
      assignIds(plan.inserts, await cars.allocateIds(plan.inserts.length));
      const writes = [...plan.inserts, ...plan.updates];
      const own = feedDealership(dealerships, options);
      const whose = own ? `${own.slug}'s` : "the site's";
      if (options.full && validation.valid.length === 0) {
        throw new ImportError(
          'empty_full_feed',
          `a full feed without a single valid row would mark every one of ${whose} cars sold; nothing was imported`,
        );
      }
      options.onProgress?.({ phase: 'write', done: 0, total: writes.length });
      for (let start = 0; start < writes.length; start += 1000) {
        const batch = writes.slice(start, start + 1000);
        await cars.upsertRows(batch);
        options.onProgress?.({ phase: 'write', done: start + batch.length, total: writes.length });
      }
      // The cars the feed names: the stored ones it matched and the ones it has just added (their ids are
      // only known now). Before, the added ones were left out and marked sold in the same transaction.
      const named = [...plan.keepIds, ...plan.inserts.map((row) => row.id)];
      const soldIds = options.full
        ? await cars.markSoldExcept(id, named, Math.floor(now.getTime() / 1000), own?.id)
        : [];
      const listed = stored.filter(
        (car) => car.status !== 'sold' && (!own || car.dealership_id === own.id),
      ).length;
      const refusal = options.allowMassSale ? null : massSaleRefusal(soldIds.length, listed, whose);
      if (refusal) throw new ImportError('mass_sale', refusal);
      const outcome: ImportOutcome = { plan, soldIds };
      if (options.dryRun) throw new DryRun(outcome);
      return outcome;
    })
    .catch((error: unknown): ImportOutcome => {
      if (error instanceof DryRun) return error.outcome;
      throw error;
    });

  const { plan, soldIds } = result;
  if (!options.dryRun) {
    const changed = [...plan.inserts, ...plan.updates].map((row) => row.id).concat(soldIds);
    await options.events?.emitCarsChanged([...new Set(changed)].sort((a, b) => a - b));
  }
  return {
    site: options.site,
    format: options.format,
    full: options.full,
    dealership: feedDealership(validated, options)?.slug ?? null,
    dryRun: options.dryRun === true,
    rows: rows.length,
    inserted: plan.inserts.length,
    updated: plan.updates.length,
    unchanged: plan.unchangedIds.length,
    soldMarked: soldIds.length,
    rejected: plan.rejected,
    warnings: plan.warnings.slice(0, MAX_WARNINGS),
    seconds: (performance.now() - started) / 1000,
  };
}
