import {
  readSelectedCar,
  readSuccessCategory,
  storeSelectedCar,
  storeSuccessCategory,
  type CarSummary,
  type CarType,
  type StoredCar,
} from '@dealerline/shared';
import { carTypeOf } from '../rules/car-type';

/** /success, with the car type of the lead's car when it has one (spec §2 "car_type is passed along"). */
export function successPath(carType: CarType | null): string {
  return carType ? `/success?${new URLSearchParams({ car_type: carType }).toString()}` : '/success';
}

/**
 * What every lead form that leads to /success keeps before going there (spec §3: "A selected car is kept on
 * submit, and a success category is kept in local storage"): the category to thank the shopper for and the
 * car the lead was about, or none: a lead about no car forgets the car of an earlier lead, so /success never
 * names a car this lead was not about.
 */
export function keepLeadForSuccess(site: string, category: string, car: CarSummary | null): void {
  storeSuccessCategory(site, category);
  storeSelectedCar(
    site,
    car && {
      id: car.id,
      slug: car.slug,
      name: `${car.year} ${car.make} ${car.model}`,
      car_type: car.car_type,
      photo: car.primary_image_url,
    },
  );
}

const isStoredCar = (value: StoredCar | null): value is StoredCar =>
  typeof value?.id === 'number' &&
  typeof value.slug === 'string' &&
  value.slug !== '' &&
  typeof value.name === 'string';

/** What /success shows of the last lead sent: its category and car (null: none kept, or unreadable). */
export function readLeadForSuccess(site: string): { category: string | null; car: StoredCar | null } {
  const stored = readSelectedCar(site);
  const car = isStoredCar(stored)
    ? {
        id: stored.id,
        slug: stored.slug,
        name: stored.name,
        car_type: carTypeOf(stored.car_type) ?? undefined,
        photo: typeof stored.photo === 'string' ? stored.photo : null,
      }
    : null;
  return { category: readSuccessCategory(site), car };
}
