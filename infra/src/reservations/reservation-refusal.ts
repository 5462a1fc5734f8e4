import type { Car } from '../../../shared/src/domain/car';
import { canReserve } from '../../../shared/src/rules/reserve';
import { RESERVATION_MESSAGES } from './reservation-messages';

/**
 * Why the car cannot be reserved now (409), or null when it can: spec §4's reserve rule (in stock, not sold,
 * not reserved, price above 200, an autograb dealer), read on the locked row.
 */
export function reservationRefusal(
  car: Pick<Car, 'status' | 'sold' | 'reserved' | 'price'>,
  dealer: { autograb: boolean },
): string | null {
  if (canReserve(car, dealer)) return null;
  if (car.sold || car.status === 'sold') return RESERVATION_MESSAGES.sold;
  if (car.reserved) return RESERVATION_MESSAGES.takenByOther;
  return RESERVATION_MESSAGES.notReservable;
}
