import type { ReservationKind } from '../domain/vehicle';
import { BUY_ONLINE_DEPOSIT, RESERVE_DEPOSIT } from './constants';

/**
 * The deposit, in whole dollars, charged when a car is reserved (/checkout) or bought online (/buy-online).
 * The spec is silent, so: reserve is a flat $500 holding deposit; buy online is 10% of the price rounded to
 * the dollar, at least $500 and at most $5,000. Either is capped at the price (a car of $300 takes $300).
 * Shown before payment and charged by the server from the same function.
 */
export function reservationDeposit(price: number, kind: ReservationKind): number {
  if (!Number.isFinite(price) || price <= 0) return 0;
  const deposit =
    kind === 'reserve'
      ? RESERVE_DEPOSIT
      : Math.min(
          BUY_ONLINE_DEPOSIT.max,
          Math.max(BUY_ONLINE_DEPOSIT.min, Math.round(price * BUY_ONLINE_DEPOSIT.share)),
        );
  return Math.min(deposit, Math.floor(price));
}
