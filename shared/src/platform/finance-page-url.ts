import type { CarHit } from '../domain/search';
import { hasRealPrice } from '../rules/price-display';

/**
 * The finance page for one car (spec §2 Finance routes): car_id, car_type and, when the car has a real
 * price, vehiclePriceBudget. The card's and the vehicle page's Get Finance land on the #finance-form anchor
 * (the form in view, its first field focused); the finance box's repayment (`toForm: false`) opens the page
 * at its top, where the calculator shows that repayment worked out, not past it on an empty form.
 */
export function financePageUrl(
  car: Pick<CarHit, 'id' | 'price' | 'car_type'>,
  { toForm = true }: { toForm?: boolean } = {},
): string {
  const params = new URLSearchParams({ car_id: String(car.id), car_type: car.car_type });
  if (hasRealPrice(car)) params.set('vehiclePriceBudget', String(car.price));
  return `/finance?${params.toString()}${toForm ? '#finance-form' : ''}`;
}
