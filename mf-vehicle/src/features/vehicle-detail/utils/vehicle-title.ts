import type { Car } from '@dealerline/shared';
import { carTitle, pageTitle } from '@dealerline/shared/rules';

/** The page's title (spec §2): year, make and model, as the result cards title a car. */
export function vehicleTitle(car: Pick<Car, 'year' | 'make' | 'model'>): string {
  return `${car.year} ${car.make} ${car.model}`;
}

/** Badge and series under the title ("SR5 GUN126R"); '' when the car has neither. */
export function vehicleSubtitle(car: Pick<Car, 'badge' | 'series'>): string {
  return [car.badge, car.series].filter(Boolean).join(' ');
}

/**
 * The browser tab's title, as the platform serves it in the page's <title> (infra/src/seo/vehicle-seo.ts):
 * "2021 Toyota HiLux SR5 | Site name".
 */
export function vehicleDocumentTitle(
  car: Pick<Car, 'year' | 'make' | 'model' | 'badge'>,
  siteName: string,
): string {
  return pageTitle(carTitle(car), siteName);
}
