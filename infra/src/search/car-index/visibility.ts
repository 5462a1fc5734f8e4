import type { Car } from '../../../../shared/src/domain/car';
import { isAvailable } from '../../../../shared/src/rules/availability';

/** A car that is available never stops being visible: 2100-01-01 (what `visible_until` holds for it). */
export const FAR_FUTURE = 4102444800;
const DAY_SECONDS = 86400;

/**
 * Until when (unix seconds) a car is shown: far future while available; the sale date plus the site's days
 * (shared `soldVisibleDays`) once sold (a sold car without a sale date is not shown). The stock filter compares
 * it with the time the shopper's key was made (`visible_until > now`), so sold cars drop out without a reindex.
 */
export function visibleUntil(car: Pick<Car, 'status' | 'sold_date_timestamp'>, soldDays: number): number {
  if (isAvailable(car)) return FAR_FUTURE;
  if (car.sold_date_timestamp === null) return 0;
  return car.sold_date_timestamp + Math.round(soldDays * DAY_SECONDS);
}
