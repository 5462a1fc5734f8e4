import type { Car } from '../../../../shared/src/domain/car';

/** A car that is available never stops being visible: 2100-01-01 (what `visible_until` holds for it). */
export const FAR_FUTURE = 4102444800;
export const DAY_SECONDS = 86400;

/** Spec §9: sold cars are shown 3 days by default, 4 under a manufacturer's default config. */
export const DEFAULT_SOLD_DAYS = 3;
export const MANUFACTURER_SOLD_DAYS = 4;

/**
 * How many days a site shows its sold cars (spec §4, §9): the dealer's include_sold_cars_days when set, else 4
 * on a manufacturer-scoped site (its stock filter names manufacturers: the manufacturer templates), else 3.
 */
export function soldCarsDays(includeSoldCarsDays: number | null, manufacturerScoped: boolean): number {
  if (includeSoldCarsDays !== null && Number.isFinite(includeSoldCarsDays) && includeSoldCarsDays >= 0) {
    return includeSoldCarsDays;
  }
  return manufacturerScoped ? MANUFACTURER_SOLD_DAYS : DEFAULT_SOLD_DAYS;
}

/** Available means in stock or coming soon (spec §4 Availability); anything else is sold. */
export function isAvailable(car: Pick<Car, 'status'>): boolean {
  return car.status === 'in_stock' || car.status === 'coming_soon';
}

/**
 * Until when (unix seconds) a car is shown: far future while available; the sale date plus the site's days
 * once sold (a sold car without a sale date is not shown). The stock filter compares it with the time the
 * shopper's key was made (`visible_until > now`), so sold cars drop out without a reindex.
 */
export function visibleUntil(car: Pick<Car, 'status' | 'sold_date_timestamp'>, soldDays: number): number {
  if (isAvailable(car)) return FAR_FUTURE;
  if (car.sold_date_timestamp === null) return 0;
  return car.sold_date_timestamp + Math.round(soldDays * DAY_SECONDS);
}
