import type { FastifyInstance } from 'fastify';
import type { Car } from '../../../shared/src/domain/car';
import type { CarsRepository } from '../cars/cars-repository';
import type { SitesRepository } from '../sites/sites-repository';
import type { Tenant } from '../sites/tenant';
import { inSiteStock, siteStockRule, stockCarOf, type SiteStockRule } from './site-stock';
import { createVehicleRepository, type ListedCar, type VehicleRepository } from './vehicle-repository';

/** The cars one site may show (see siteStockRule): anything else reads as missing. */
export interface SiteCars {
  bySlug(tenant: Tenant, slug: string): Promise<Car | null>;
  byId(tenant: Tenant, id: number): Promise<Car | null>;
  /** The site's available cars (no sold ones), for its sitemap. */
  available(tenant: Tenant): Promise<ListedCar[]>;
}

export interface SiteCarsDeps {
  cars: Pick<CarsRepository, 'findBySlug' | 'findByIds'>;
  sites: Pick<SitesRepository, 'stockFilter'>;
  vehicles: Pick<VehicleRepository, 'availableCars'>;
  /** Clock in milliseconds: the search's own, so pages and search agree on sold cars. */
  now: () => number;
}

export function createSiteCars(deps: SiteCarsDeps): SiteCars {
  const ruleOf = async (tenant: Tenant): Promise<SiteStockRule | null> => {
    const stockFilter = await deps.sites.stockFilter(tenant.site.slug);
    return stockFilter && siteStockRule(tenant, stockFilter, Math.floor(deps.now() / 1000));
  };
  const shown = async (tenant: Tenant, car: Car | null | undefined): Promise<Car | null> => {
    if (!car) return null;
    const rule = await ruleOf(tenant);
    return rule && inSiteStock(rule, stockCarOf(car)) ? car : null;
  };
  return {
    bySlug: async (tenant, slug) => shown(tenant, await deps.cars.findBySlug(slug)),
    byId: async (tenant, id) => shown(tenant, (await deps.cars.findByIds([id]))[0]),
    async available(tenant) {
      const [rule, cars] = await Promise.all([ruleOf(tenant), deps.vehicles.availableCars(tenant.site.id)]);
      return rule ? cars.filter((car) => inSiteStock(rule, car)) : [];
    },
  };
}

/** The site cars of the app's platform, on the search's clock. */
export function siteCarsOf(app: FastifyInstance): SiteCars {
  const { cars, sites, db } = app.platform;
  return createSiteCars({
    cars,
    sites,
    vehicles: createVehicleRepository(db),
    now: () => app.searchService.now(),
  });
}
