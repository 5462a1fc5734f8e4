import type { Car, CarStatus, CarType } from '../../../../shared/src/domain/car';
import { demoTenants } from '../../demo/demo-tenants';
import { generateInventory } from '../../inventory';
import { ALL_DEALERS, NOW } from '../../inventory/__tests__/dealerships';
import { carIndexNames, carIndexSettings } from '../../search/car-index/car-index-settings';
import { toCarRecord } from '../../search/car-index/car-record';
import { STOCK_LOCATION_RULES } from '../../../../shared/src/rules/constants';
import { stockFilterExpression } from '../../search/car-index/stock-filter-expression';
import { filterAttributes, parseFilters } from '../../search/engine';
import type { SearchRecord } from '../../search/engine/record-path';
import { ReferenceIndex } from '../../search/engine/reference';
import type { StockFilter } from '../../sites/stock-filter';
import { matchesFilter } from '../filter-match';
import { inSiteStock, siteStockRule, stockCarOf, stockRecord } from '../site-stock';

const NOW_S = Math.floor(NOW.getTime() / 1000);
const DAY = 86400;
const tenants = demoTenants(NOW);

/** A small deterministic generator (the records need variety, not realism). */
function random(seed: number) {
  let state = seed;
  return <T>(items: readonly T[]): T => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return items[state % items.length]!;
  };
}

/** Generated cars spread over every demo site's dealerships, locations, states and lifecycle states. */
function mixedCars(count: number): Car[] {
  const pick = random(7);
  const locations = tenants.flatMap((t) => t.dealer.locations);
  const statuses: CarStatus[] = ['in_stock', 'in_stock', 'coming_soon', 'sold'];
  return generateInventory({ cars: count, dealerships: ALL_DEALERS, now: NOW, seed: 2 }).map((car) => {
    const location = pick(locations);
    const status = pick(statuses);
    return {
      ...car,
      dealership_id: location.dealership_id,
      state: pick(['QLD', 'NSW', 'qld', 'VIC', 'NT', 'TAS', location.address.state]),
      status,
      sold: status === 'sold',
      sold_date_timestamp:
        status === 'sold' ? pick([null, NOW_S - 10 * DAY, NOW_S - 3.5 * DAY, NOW_S - DAY]) : null,
      car_type: pick<CarType>(['new', 'used', 'demo']),
      show_on_dealer_website: pick([true, true, true, false]),
      location: car.location && { ...car.location, address: { ...car.location.address, id: location.id } },
    };
  });
}

/** Every demo site, and each under every location rule, used-only and a manufacturer scope. */
function filters(): { slug: string; stockFilter: StockFilter }[] {
  return tenants.flatMap((tenant) => [
    { slug: tenant.site.slug, stockFilter: tenant.stockFilter },
    ...Array.from({ length: STOCK_LOCATION_RULES.max + 2 }, (_, rule) => ({
      slug: tenant.site.slug,
      stockFilter: {
        ...tenant.stockFilter,
        location_rule: rule,
        used_only: rule % 3 === 0,
        manufacturers: rule % 4 === 1 ? ['toyota', 'Mazda'] : [],
      },
    })),
  ]);
}

describe('site stock', () => {
  const cars = mixedCars(300);

  it('reads the same attributes as the car index record, and every attribute the stock filter names', () => {
    for (const car of cars.slice(0, 100)) {
      for (const days of [0, 3, 4, 7]) {
        const record = stockRecord(stockCarOf(car), days);
        const indexed = toCarRecord(car, { name: 'x', soldDays: days }) as unknown as Record<string, unknown>;
        expect(record).toEqual(Object.fromEntries(Object.keys(record).map((key) => [key, indexed[key]])));
      }
    }
    for (const { slug, stockFilter } of filters()) {
      const tenant = tenants.find((t) => t.site.slug === slug)!;
      const { tree } = siteStockRule(tenant, stockFilter, NOW_S);
      const record = stockRecord(stockCarOf(cars[0]!), 3);
      for (const attribute of filterAttributes(tree)) expect(Object.keys(record)).toContain(attribute);
    }
  });

  it('lets through exactly the cars the search engine’s own filter (its reference) finds, for every rule', () => {
    const mismatches: unknown[] = [];
    let shown = 0;
    let hidden = 0;
    for (const { slug, stockFilter } of filters()) {
      const tenant = tenants.find((t) => t.site.slug === slug)!;
      const rule = siteStockRule(tenant, stockFilter, NOW_S);
      const records = cars.map((car) => ({
        ...toCarRecord(car, { name: 'x', soldDays: rule.soldDays }),
      })) as unknown as SearchRecord[];
      const engine = new ReferenceIndex(records, carIndexSettings(carIndexNames('Car_production')));
      const filter = stockFilterExpression(
        { stockFilter, dealerships: tenant.dealer.dealerships, locations: tenant.dealer.locations },
        NOW_S,
      );
      const expected = new Set(engine.search({ filters: filter, hitsPerPage: 1000 }).hits.map(Number));
      for (const car of cars) {
        const passes = inSiteStock(rule, stockCarOf(car));
        if (passes !== expected.has(car.id)) mismatches.push({ slug, stockFilter, id: car.id, passes });
        if (passes) shown++;
        else hidden++;
      }
    }
    expect(mismatches).toEqual([]);
    expect(shown).toBeGreaterThan(1000);
    expect(hidden).toBeGreaterThan(2000);
  });

  it('keeps a sold car for the site’s days after its sale, strictly, and never one without a sale date', () => {
    const tenant = tenants.find((t) => t.site.slug === 'coastline-motor-group')!;
    const rule = siteStockRule(tenant, tenant.stockFilter, NOW_S);
    expect(rule.soldDays).toBe(3);
    const dealership = tenant.dealer.dealerships[0]!.id;
    const sold = (soldAt: number | null) => ({
      dealership_id: dealership,
      location_id: null,
      state: 'QLD',
      status: 'sold' as const,
      car_type: 'used' as const,
      make: 'Toyota',
      show_on_dealer_website: true,
      sold_date_timestamp: soldAt,
    });
    expect(inSiteStock(rule, sold(NOW_S - 3 * DAY + 1))).toBe(true);
    expect(inSiteStock(rule, sold(NOW_S - 3 * DAY))).toBe(false);
    expect(inSiteStock(rule, sold(null))).toBe(false);
    expect(inSiteStock(rule, { ...sold(null), status: 'in_stock' })).toBe(true);
    expect(inSiteStock(rule, { ...sold(null), status: 'in_stock', dealership_id: 9999 })).toBe(false);
  });
});

describe('matchesFilter', () => {
  const record = {
    id: 7,
    make: 'Toyota',
    shown: true,
    price: 45990,
    tags: ['a', 'B'],
    _tags: ['Sale'],
    none: null,
  };
  it.each([
    ['make:toyota', true],
    ['make:TOYOTA AND shown:true', true],
    ['NOT make:Toyota', false],
    ['id:7 OR make:Kia', true],
    ['shown:false', false],
    ['price > 45000 AND price <= 45990', true],
    ['price != 45990', false],
    ['price:40000 TO 50000', true],
    ['NOT price:40000 TO 50000', false],
    ['tags:b', true],
    ['_tags:Sale', true],
    ['_tags:sale', false],
    ['none:null', false],
    ['missing > 0', false],
  ])('%s → %s', (filter, expected) => {
    expect(matchesFilter(record, parseFilters(filter)!)).toBe(expected);
  });
});
