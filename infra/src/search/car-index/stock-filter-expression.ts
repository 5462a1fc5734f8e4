import type { DealerLocation } from '../../../../shared/src/domain/location';
import type { Dealership } from '../../../../shared/src/domain/site';
import { STOCK_LOCATION_RULES } from '../../../../shared/src/rules/constants';
import type { StockFilter } from '../../sites/stock-filter';
import { andFilters, filterToString, orFilters, type FilterLeaf, type FilterNode } from '../engine';

/**
 * The numbered location rule of spec §9 ("per-site stock filters use a numbered location rule (0 to 14) with
 * used-only variants"; §7.1 "a stock filter with an allowed-location or status rule"). The spec does not list
 * the rules, so here the number is a sum of four switches, each narrowing the site's stock:
 *
 * | bit | switch            | filter it adds                                                          |
 * | --- | ----------------- | ----------------------------------------------------------------------- |
 * |   1 | primary dealership| only the dealership owning the site's primary location (`dealership_id`) |
 * |   2 | sales locations   | only cars kept at the site's visible sales locations (`location_id`)    |
 * |   4 | home state        | only cars in the primary location's state (`state`)                     |
 * |   8 | no coming soon    | hides coming-soon cars (`NOT status:coming_soon`)                       |
 *
 * Rule 0 is every car of every dealership of the site. 15 (all four) is outside the spec's range and, like
 * any other unknown value, is read as 0: the site's own dealerships are always the outer bound, so a bad rule
 * can never reach another dealer's cars. used_only adds `car_type:used`; manufacturers add an OR of
 * `make_slug:…`. Every site filter also has `show_on_dealer_website:true` and `visible_until > {now}` (sold
 * cars stay for the site's days; see visibility.ts).
 */
export const LOCATION_RULE = {
  PRIMARY_DEALERSHIP: 1,
  SALES_LOCATIONS: 2,
  HOME_STATE: 4,
  NO_COMING_SOON: 8,
} as const;

/** A facet value no record has: an empty allowed set matches nothing rather than everything. */
const NOTHING = '__none__';

export interface SiteStock {
  stockFilter: StockFilter;
  dealerships: readonly Pick<Dealership, 'id'>[];
  locations: readonly Pick<
    DealerLocation,
    'id' | 'dealership_id' | 'location_type' | 'visible' | 'primary' | 'address'
  >[];
}

const facet = (attribute: string, value: string | number, negated = false): FilterLeaf => ({
  type: 'facet',
  attribute,
  value: String(value),
  negated,
});

function anyOf(attribute: string, values: readonly (string | number)[]): FilterNode {
  const unique = [...new Set(values.map(String))];
  if (unique.length === 0) return facet(attribute, NOTHING);
  return orFilters(unique.map((value) => facet(attribute, value)));
}

/** The rule as a number from 0 to 14 (anything else: 0). */
export function locationRule(stockFilter: Pick<StockFilter, 'location_rule'>): number {
  const rule = stockFilter.location_rule;
  return Number.isInteger(rule) && rule >= STOCK_LOCATION_RULES.min && rule <= STOCK_LOCATION_RULES.max
    ? rule
    : 0;
}

/**
 * The site's stock filter as a tree: an AND of single-kind OR groups, which is what Algolia accepts (no facet
 * and numeric filters in one OR group, no AND inside an OR, no NOT in front of a group).
 */
export function stockFilterTree(site: SiteStock, nowSeconds: number): FilterNode {
  const rule = locationRule(site.stockFilter);
  const primary = site.locations.find((location) => location.primary);
  const siteDealerships = site.dealerships.map((d) => d.id);
  const dealerships =
    rule & LOCATION_RULE.PRIMARY_DEALERSHIP && primary && siteDealerships.includes(primary.dealership_id)
      ? [primary.dealership_id]
      : siteDealerships;
  const parts: (FilterNode | null)[] = [anyOf('dealership_id', dealerships)];
  if (rule & LOCATION_RULE.SALES_LOCATIONS) {
    const sales = site.locations.filter(
      (location) =>
        location.visible &&
        (location.location_type === 'sales' || location.location_type === '') &&
        dealerships.includes(location.dealership_id),
    );
    parts.push(
      anyOf(
        'location_id',
        sales.map((location) => location.id),
      ),
    );
  }
  if (rule & LOCATION_RULE.HOME_STATE && primary?.address.state) {
    parts.push(facet('state', primary.address.state));
  }
  if (rule & LOCATION_RULE.NO_COMING_SOON) parts.push(facet('status', 'coming_soon', true));
  if (site.stockFilter.used_only) parts.push(facet('car_type', 'used'));
  if (site.stockFilter.manufacturers.length) {
    parts.push(
      anyOf(
        'make_slug',
        site.stockFilter.manufacturers.map((slug) => slug.toLowerCase()),
      ),
    );
  }
  parts.push(facet('show_on_dealer_website', 'true'));
  parts.push({
    type: 'numeric',
    attribute: 'visible_until',
    operator: '>',
    value: Math.floor(nowSeconds),
    negated: false,
  });
  return andFilters(...parts)!;
}

/**
 * The site's stock filter as an Algolia `filters` string, e.g.
 * `(dealership_id:3 OR dealership_id:4) AND show_on_dealer_website:true AND visible_until > 1732000000`.
 */
export function stockFilterExpression(site: SiteStock, nowSeconds: number): string {
  return filterToString(stockFilterTree(site, nowSeconds));
}

/** "Sorting by price ascending adds the condition price > 0 on some sites" (spec §7.1). */
export function sortFilters(stockFilter: Pick<StockFilter, 'price_asc_priced_only'>): { price_asc?: string } {
  return stockFilter.price_asc_priced_only ? { price_asc: 'price > 0' } : {};
}
