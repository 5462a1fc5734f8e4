import type { Car } from '../domain/car';
import { DEFAULT_SOLD_VISIBLE_DAYS } from './constants';

const SECONDS_PER_DAY = 86_400;

/** Spec §4 Availability: a car is available when its status is in_stock or coming_soon; otherwise sold. */
export function isAvailable(car: Pick<Car, 'status'>): boolean {
  return car.status === 'in_stock' || car.status === 'coming_soon';
}

/**
 * Spec §4, §9: days a sold car stays visible, the dealer's include_sold_cars_days or 3 by default.
 * 0 is kept (the dealer hides sold cars at once); a missing, negative or non-finite setting means the default.
 */
export function soldVisibleDays(includeSoldCarsDays: number | null | undefined): number {
  if (includeSoldCarsDays == null || !Number.isFinite(includeSoldCarsDays) || includeSoldCarsDays < 0) {
    return DEFAULT_SOLD_VISIBLE_DAYS;
  }
  return includeSoldCarsDays;
}

/**
 * Spec §7.1: the unix-seconds cutoff of the stock filter `sold_date_timestamp > cutoff`: `now` minus `days`
 * whole days, floored to the second.
 */
export function soldCutoffTimestamp(now: Date, days: number): number {
  return Math.floor(now.getTime() / 1000) - days * SECONDS_PER_DAY;
}

/**
 * Spec §4: a sold (not available) car is still visible while it was sold after the cutoff, strictly, as the
 * search filter `sold_date_timestamp > cutoff` says. Available cars are not sold, so this is false for them;
 * a sold car without a sale date is not visible.
 */
export function isSoldStillVisible(
  car: Pick<Car, 'status' | 'sold_date_timestamp'>,
  days: number,
  now: Date,
): boolean {
  if (isAvailable(car) || car.sold_date_timestamp == null) return false;
  return car.sold_date_timestamp > soldCutoffTimestamp(now, days);
}

/**
 * Spec §7.1 stock filter as a predicate: shown on the dealer website and either available or sold recently
 * enough. The engine's brute-force reference and the demo data can check themselves against it.
 */
export function isListed(
  car: Pick<Car, 'status' | 'sold_date_timestamp' | 'show_on_dealer_website'>,
  days: number,
  now: Date,
): boolean {
  return car.show_on_dealer_website && (isAvailable(car) || isSoldStillVisible(car, days, now));
}
