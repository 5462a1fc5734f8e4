import type { Car } from '../domain/car';

/** "2021 Toyota HiLux SR5": year, make, model and badge, as the vehicle page's heading starts. */
export function carTitle(car: Pick<Car, 'year' | 'make' | 'model' | 'badge'>): string {
  return [String(car.year), car.make, car.model, car.badge ?? '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
