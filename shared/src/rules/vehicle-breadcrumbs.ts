import type { Car, CarType } from '../domain/car';
import type { SiteConfig } from '../domain/site';
import { carTitle } from './car-title';
import { stockRouteTitle } from './stock-routes';

/** One step of a page's trail: its name and its path from the site's root. */
export interface Breadcrumb {
  name: string;
  path: string;
}

/** The stock route (spec §2) that lists a car of each type. */
const CAR_TYPE_ROUTE: Record<CarType, string> = {
  new: 'new-cars',
  used: 'used-cars',
  demo: 'demo-cars',
};

/**
 * A vehicle page's trail: Home › its type's stock route (in the site's words: "Pre-Owned Cars", "Used Caravans") › the
 * car. The spec has none; ours, as dealer sites show one above the car, for a shopper who arrived from a
 * search engine or a shared link to find the rest of the stock. The page shows it and its JSON-LD names it
 * (BreadcrumbList), so search results can show the trail under the page's title.
 */
export function vehicleBreadcrumbs(
  car: Pick<Car, 'car_type' | 'year' | 'make' | 'model' | 'badge' | 'slug'>,
  site: Pick<SiteConfig, 'template' | 'used_label' | 'vehicle_noun'>,
): Breadcrumb[] {
  const route = CAR_TYPE_ROUTE[car.car_type] ?? 'new-used-and-demo-cars';
  return [
    { name: 'Home', path: '/' },
    { name: stockRouteTitle(route, site)!, path: `/search/${route}` },
    { name: carTitle(car), path: `/cars/${car.slug}` },
  ];
}
