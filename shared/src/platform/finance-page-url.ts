import type { CarHit } from '../domain/search';
import { hasRealPrice } from '../rules/price-display';

/**
 * The finance page for one car (spec §2 Finance routes): car_id, car_type and, when the car has a real
 * price, vehiclePriceBudget, landing on the #finance-form anchor. Used by the card's Get Finance button and
 * by the finance box.
 */
export function financePageUrl(car: Pick<CarHit, 'id' | 'price' | 'car_type'>): string {
  const params = new URLSearchParams({ car_id: String(car.id), car_type: car.car_type });
  if (hasRealPrice(car)) params.set('vehiclePriceBudget', String(car.price));
  return `/finance?${params.toString()}#finance-form`;
}
