import type { CarsRepository } from '../cars/cars-repository';
import type { SiteSummary, SitesRepository } from './sites-repository';

/** Every site with its number of cars (ops `sites list`). */
export async function sitesWithCars(sites: SitesRepository, cars: CarsRepository): Promise<SiteSummary[]> {
  const counts = new Map((await cars.countBySite()).map((row) => [row.slug, row.cars]));
  return (await sites.list()).map((site) => ({ ...site, cars: counts.get(site.slug) ?? 0 }));
}
