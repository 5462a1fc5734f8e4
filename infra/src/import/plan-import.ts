import { contentHash } from '../cars/car-content';
import type { CarRow } from '../cars/car-row';
import type { StoredCarKey, VinOwner } from '../cars/cars-repository';
import { rowPlace, type RejectedFeedRow, type ValidFeedRow } from '../feed';
import type { StockDealership, StockLocation } from '../sites/dealership-directory';
import { stockFilterHides, type StockFilter } from '../sites/stock-filter';
import { carSlug, feedCarRow } from './feed-car-row';
import type { FeedRowPlace, ImportRejection, ImportWarning } from './import-types';

/** Everything the planner looks at; it does no I/O. */
export interface PlanInput {
  siteId: number;
  valid: readonly ValidFeedRow[];
  /** Raw data of rejected rows, to keep the cars they name from being marked sold by a full feed. */
  rejectedData: readonly { row: RejectedFeedRow; data: unknown }[];
  stored: readonly StoredCarKey[];
  vinOwners: readonly VinOwner[];
  dealerships: readonly StockDealership[];
  locations: readonly StockLocation[];
  /**
   * A dealership's own feed (import --dealership): that dealership's id. Its row may not take, by VIN, a car
   * another dealership of the site lists (one it has marked sold may move over: a car handed between yards).
   */
  feedFor?: number;
  /** The site's stock filter: a car it never lets the site show is imported with a warning. */
  stockFilter?: Pick<StockFilter, 'manufacturers' | 'used_only'>;
  now: Date;
}

export interface ImportPlan {
  /** New cars, with provisional ids -1, -2, … until assignIds gives them real ones. */
  inserts: CarRow[];
  updates: CarRow[];
  unchangedIds: number[];
  /** Stored cars the feed names (imported, unchanged, or named by a rejected row): kept by a full feed. */
  keepIds: Set<number>;
  rejected: ImportRejection[];
  warnings: ImportWarning[];
}

const stockKey = (dealershipId: number, stocknum: string) => `${dealershipId}\u0000${stocknum}`;

function text(value: unknown): string | null {
  return (typeof value === 'string' || typeof value === 'number') && String(value).trim() !== ''
    ? String(value).trim()
    : null;
}

/** A stock number or VIN as a bad row wrote it, cut short when it is too long to be one. */
function shown(value: unknown): string | null {
  const written = text(value);
  return written !== null && written.length > 40 ? `${written.slice(0, 37)}...` : written;
}

/** A rejected row's place in the feed, with its stock number and VIN as written (it may be no object). */
function rejectedPlace(row: RejectedFeedRow, data: unknown): FeedRowPlace {
  const record = data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  return {
    line: row.line,
    row: row.index + 1,
    stocknum: shown(record.stocknum),
    vin: shown(record.vin)?.toUpperCase() ?? null,
  };
}

/**
 * Decides, row by row, what an import writes (issue 3 item 4): a row matches a stored car of the site by
 * dealership + stock number, else by VIN; an unchanged content hash writes nothing; a row that would take a
 * stock number or VIN another car keeps, or that names two different cars, is rejected.
 */
export function planImport(input: PlanInput): ImportPlan {
  const byStock = new Map<string, StoredCarKey>();
  const byVin = new Map<string, StoredCarKey>();
  for (const car of input.stored) {
    if (car.stocknum !== null) byStock.set(stockKey(car.dealership_id, car.stocknum), car);
    if (car.vin !== null) byVin.set(car.vin, car);
  }
  const foreignVins = new Map(
    input.vinOwners.filter((owner) => owner.site_id !== input.siteId).map((owner) => [owner.vin, owner]),
  );
  const dealerships = new Map(input.dealerships.map((d) => [d.id, d]));
  const locationsBySlug = new Map(input.locations.map((l) => [l.slug.toLowerCase(), l]));
  const nowIso = input.now.toISOString();
  const nowSeconds = Math.floor(input.now.getTime() / 1000);
  const plan: ImportPlan = {
    inserts: [],
    updates: [],
    unchangedIds: [],
    keepIds: new Set(),
    rejected: [],
    warnings: [],
  };
  const claimedBy = new Map<number, ValidFeedRow>();
  let provisional = 0;

  // First pass: which stored car each row names.
  const matches = input.valid.map((row) => {
    const { car } = row;
    const a = car.stocknum !== null ? byStock.get(stockKey(car.dealership_id, car.stocknum)) : undefined;
    const b = car.vin !== null ? byVin.get(car.vin) : undefined;
    const errors: string[] = [];
    if (car.vin !== null && !b && foreignVins.has(car.vin))
      errors.push(`VIN ${car.vin} belongs to car ${foreignVins.get(car.vin)!.id} of another site`);
    if (a && b && a.id !== b.id)
      errors.push(`stock number "${car.stocknum}" is car ${a.id} but VIN ${car.vin} is car ${b.id}`);
    else if (input.feedFor !== undefined && b && b.dealership_id !== input.feedFor && b.status !== 'sold')
      errors.push(
        `VIN ${car.vin} is car ${b.id} of ${dealerships.get(b.dealership_id)?.slug ?? 'another dealership'}, ` +
          `which lists it: this feed is ${car.dealership_slug}'s`,
      );
    const match = errors.length ? undefined : (a ?? b);
    if (match) {
      const first = claimedBy.get(match.id);
      if (first !== undefined) errors.push(`names the same car (${match.id}) as ${rowPlace(first)}`);
      else claimedBy.set(match.id, row);
    }
    return { row, match, byKey: [a, b], errors };
  });

  for (const { row, match, byKey, errors } of matches) {
    const { car } = row;
    const place: FeedRowPlace = { line: row.line, row: row.index + 1, stocknum: car.stocknum, vin: car.vin };
    // A stock number or VIN kept by a stored car this feed does not take it from.
    const stockOwner =
      car.stocknum !== null ? byStock.get(stockKey(car.dealership_id, car.stocknum)) : undefined;
    if (stockOwner && stockOwner.id !== match?.id && !errors.length && !claimedBy.has(stockOwner.id))
      errors.push(
        `stock number "${car.stocknum}" is kept by car ${stockOwner.id}, which this feed does not name`,
      );
    const vinOwner = car.vin !== null ? byVin.get(car.vin) : undefined;
    if (vinOwner && vinOwner.id !== match?.id && !errors.length && !claimedBy.has(vinOwner.id))
      errors.push(`VIN ${car.vin} is kept by car ${vinOwner.id}, which this feed does not name`);
    const dealership = dealerships.get(car.dealership_id);
    const named = car.location?.slug ? locationsBySlug.get(car.location.slug.toLowerCase()) : undefined;
    const location = named ?? dealership?.location ?? null;
    if (!location && (car.city === null || car.state === null))
      errors.push(
        `city and state are required: dealership "${car.dealership_slug}" has no location to take them from`,
      );
    if (errors.length) {
      // Whichever stored cars its stock number and VIN name stay listed, as for a row that failed validation:
      // a rejected row is no sign the car was sold (and must not count towards a mass sale).
      for (const car of [match, ...byKey]) if (car) plan.keepIds.add(car.id);
      plan.rejected.push({ ...place, errors });
      continue;
    }
    const warnings = [...row.warnings];
    if (car.location?.slug && !named)
      warnings.push(
        `location.slug "${car.location.slug}" is not a location of this site; the dealership's main location is used`,
      );
    if (input.stockFilter && car.show_on_dealer_website)
      warnings.push(...stockFilterHides(input.stockFilter, car));
    if (warnings.length) plan.warnings.push({ ...place, messages: warnings });
    const hash = contentHash(car);
    if (match) plan.keepIds.add(match.id);
    if (match && match.content_hash === hash) {
      plan.unchangedIds.push(match.id);
      continue;
    }
    const id = match?.id ?? --provisional;
    const carRow = feedCarRow(car, {
      id,
      location,
      createdAt: match?.created_at ?? nowIso,
      soldAt:
        match?.status === 'sold' && match.sold_date_timestamp !== null
          ? match.sold_date_timestamp
          : nowSeconds,
      hash,
      updatedAt: nowIso,
    });
    (match ? plan.updates : plan.inserts).push(carRow);
  }

  // Rejected rows still name their cars: a full feed must not mark those sold.
  for (const { data } of input.rejectedData) {
    if (!data || typeof data !== 'object') continue;
    const record = data as Record<string, unknown>;
    const stocknum = text(record.stocknum);
    const slug = text(record.dealership_slug)?.toLowerCase();
    const dealership = slug ? input.dealerships.find((d) => d.slug.toLowerCase() === slug) : undefined;
    const candidates = dealership ? [dealership] : input.dealerships;
    for (const d of candidates) {
      const car = stocknum === null ? undefined : byStock.get(stockKey(d.id, stocknum));
      if (car) plan.keepIds.add(car.id);
    }
    const vin = text(record.vin)?.toUpperCase();
    const byVinCar = vin ? byVin.get(vin) : undefined;
    if (byVinCar) plan.keepIds.add(byVinCar.id);
  }
  plan.rejected.push(
    ...input.rejectedData.map(({ row, data }) => ({ ...rejectedPlace(row, data), errors: row.errors })),
  );
  plan.rejected.sort((a, b) => a.row - b.row);
  return plan;
}

/** Gives the planned new cars their real ids (from the cars sequence) and the slugs that end with them. */
export function assignIds(inserts: CarRow[], ids: readonly number[]): void {
  inserts.forEach((row, i) => {
    row.id = ids[i]!;
    row.slug = carSlug(row, row.id);
  });
}
