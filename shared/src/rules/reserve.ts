import type { Car } from '../domain/car';
import { RESERVE_MIN_PRICE } from './constants';

/**
 * Spec §4 "Reserve offered", §5, §9: the car is in stock (status in_stock, so not coming_soon), not sold,
 * not reserved, priced above 200, and the dealer uses the autograb feature (DealerConfig.autograb).
 */
export function canReserve(
  car: Pick<Car, 'status' | 'sold' | 'reserved' | 'price'>,
  dealer: { autograb: boolean },
): boolean {
  return (
    car.status === 'in_stock' &&
    !car.sold &&
    !car.reserved &&
    car.price > RESERVE_MIN_PRICE &&
    reservesOnline(dealer)
  );
}

/** Whether the dealer takes reservations online at all (spec §4: only dealers using the autograb feature). */
export function reservesOnline(dealer: { autograb: boolean }): boolean {
  return dealer.autograb;
}
