import { type Car, type DealerConfig, type ReservationKind, type SiteConfig } from '@dealerline/shared';
import { canReserve, isAvailable } from '@dealerline/shared/rules';

export const BLOCKER_MESSAGES = {
  noBuyOnline: 'Buying online is not available on this site.',
  reserved: 'This car has already been reserved.',
  unavailable: 'This car is no longer available.',
  notOffered: 'This car cannot be reserved online. Please contact us about it.',
} as const;

/**
 * Why the checkout cannot be offered for this car, or null when it can: spec §4's reserve rule (in stock,
 * not sold, not reserved, price above 200, an autograb dealer) and, to buy online, a site that offers it.
 * The server checks the same again on the locked car.
 */
export function checkoutBlocker(
  car: Pick<Car, 'status' | 'sold' | 'reserved' | 'price'>,
  kind: ReservationKind,
  site: Pick<SiteConfig, 'buy_online'>,
  dealer: Pick<DealerConfig, 'autograb'>,
): string | null {
  if (kind === 'buy_online' && !site.buy_online) return BLOCKER_MESSAGES.noBuyOnline;
  if (canReserve(car, dealer)) return null;
  if (car.sold || !isAvailable(car)) return BLOCKER_MESSAGES.unavailable;
  if (car.reserved) return BLOCKER_MESSAGES.reserved;
  return BLOCKER_MESSAGES.notOffered;
}
