import type { Car } from '../domain/car';
import type { TagWording } from '../domain/site';
import { isAvailable } from './availability';
import { SOLD_NOTICE_TITLE } from './messages';

/**
 * Where a saved car (a favourite, spec §3, §4) stands now: still for sale, reserved by a deposit, sold (and
 * still shown for the site's sold days), or gone from the site's stock (sold longer ago, taken off the
 * website, or removed from the feed).
 */
export type SavedCarState = 'available' | 'reserved' | 'sold' | 'gone';

/** A saved car the site no longer lists (ours: the spec gives no text). */
export const SAVED_CAR_GONE = 'This vehicle is no longer listed.';

type SavedCarRecord = Pick<Car, 'status'> & { reserved?: boolean | null };

/**
 * The state of a saved car from the site's record of it: `null` when the site has no such car (its search
 * finds it no more), `undefined` while that is not known (being looked up, or the lookup failed: nothing is
 * said rather than a wrong thing).
 */
export function savedCarState(car: SavedCarRecord | null | undefined): SavedCarState | undefined {
  if (car === undefined) return undefined;
  if (car === null) return 'gone';
  if (!isAvailable(car)) return 'sold';
  return car.reserved ? 'reserved' : 'available';
}

/**
 * What the garage says of a saved car in that state: the spec's sold notice for a sold car, the site's
 * RESERVED tag for a reserved one, ours for one no longer listed; nothing for a car still for sale.
 */
export function savedCarNote(
  state: SavedCarState | undefined,
  wording: Pick<TagWording, 'reserved'>,
): string | null {
  switch (state) {
    case 'sold':
      return SOLD_NOTICE_TITLE;
    case 'gone':
      return SAVED_CAR_GONE;
    case 'reserved':
      return wording.reserved;
    default:
      return null;
  }
}
