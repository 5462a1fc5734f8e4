import type { Car } from '../domain/car';
import { DEFAULT_SOLD_VISIBLE_DAYS, MANUFACTURER_SOLD_VISIBLE_DAYS } from './constants';

/** Spec §4 Availability: a car is available when its status is in_stock or coming_soon; otherwise sold. */
export function isAvailable(car: Pick<Car, 'status'>): boolean {
  return car.status === 'in_stock' || car.status === 'coming_soon';
}

/**
 * Spec §4, §9: days a site keeps showing its sold cars after the sale. The dealer's include_sold_cars_days when
 * set (0 is kept: the dealer hides sold cars at once); otherwise 4 on a manufacturer-scoped site (its stock
 * filter names manufacturers: the search filter of a manufacturer's default config), else 3. A missing,
 * negative or non-finite setting counts as not set.
 */
export function soldVisibleDays(
  includeSoldCarsDays: number | null | undefined,
  manufacturerScoped: boolean,
): number {
  if (includeSoldCarsDays != null && Number.isFinite(includeSoldCarsDays) && includeSoldCarsDays >= 0) {
    return includeSoldCarsDays;
  }
  return manufacturerScoped ? MANUFACTURER_SOLD_VISIBLE_DAYS : DEFAULT_SOLD_VISIBLE_DAYS;
}
