import type { Car } from '../../../shared/src/domain/car';
import { kebab } from '../inventory/slug';
import { stockFilterTree } from '../search/car-index/stock-filter-expression';
import { soldVisibleDays } from '../../../shared/src/rules/availability';
import { visibleUntil } from '../search/car-index/visibility';
import type { FilterNode } from '../search/engine';
import type { StockFilter } from '../sites/stock-filter';
import type { Tenant } from '../sites/tenant';
import { matchesFilter } from './filter-match';

/** What the site's stock filter reads of a car (location_id is the car's location's id, as in the index). */
export type StockCar = Pick<
  Car,
  | 'dealership_id'
  | 'state'
  | 'status'
  | 'car_type'
  | 'make'
  | 'show_on_dealer_website'
  | 'sold_date_timestamp'
> & { location_id: number | null };

/** The site's stock filter at one moment: the search's own filter tree and the site's sold days. */
export interface SiteStockRule {
  tree: FilterNode;
  soldDays: number;
}

/**
 * The rule that decides which cars a site may show (spec §7.1, §9): the very filter tree its search key
 * carries (stockFilterTree: dealerships, location rule, used-only, manufacturers, shown on the website, sold
 * cars for the site's days), so a car page is reachable exactly when the search can find the car.
 */
export function siteStockRule(tenant: Tenant, stockFilter: StockFilter, nowSeconds: number): SiteStockRule {
  const tree = stockFilterTree(
    { stockFilter, dealerships: tenant.dealer.dealerships, locations: tenant.dealer.locations },
    nowSeconds,
  );
  const soldDays = soldVisibleDays(
    tenant.dealer.include_sold_cars_days,
    stockFilter.manufacturers.length > 0,
  );
  return { tree, soldDays };
}

/** The attributes the stock filter reads, as the car index record holds them (tested against toCarRecord). */
export function stockRecord(car: StockCar, soldDays: number): Record<string, unknown> {
  return {
    dealership_id: car.dealership_id,
    location_id: car.location_id,
    state: car.state,
    status: car.status,
    car_type: car.car_type,
    make_slug: kebab(car.make),
    show_on_dealer_website: car.show_on_dealer_website,
    visible_until: visibleUntil(car, soldDays),
  };
}

/** Whether the site shows the car now. */
export function inSiteStock(rule: SiteStockRule, car: StockCar): boolean {
  return matchesFilter(stockRecord(car, rule.soldDays), rule.tree);
}

/** A full Car as the stock filter reads it. */
export function stockCarOf(car: Car): StockCar {
  return { ...car, location_id: car.location?.address.id ?? null };
}
