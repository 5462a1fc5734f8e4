import { kebab } from '../inventory/slug';

/**
 * A site's server-side stock filter (spec §1 "the stock filter", §9 "per-site stock filters use a numbered
 * location rule (0 to 14) with used-only variants", §7.1 manufacturer-scoped searches). Stored in
 * `sites.stock_filter`; the search issue builds the secured filter string from it. Never sent to browsers.
 */
export interface StockFilter {
  /** Numbered location rule, 0 to 14 (0: every location of the site). */
  location_rule: number;
  used_only: boolean;
  /** Manufacturer slugs the site's search is scoped to; empty for all. */
  manufacturers: string[];
  /** Sorting by price ascending adds `price > 0` (spec §7.1 "on some sites"): unpriced cars do not lead. */
  price_asc_priced_only: boolean;
}

export const DEFAULT_STOCK_FILTER: StockFilter = {
  location_rule: 0,
  used_only: false,
  manufacturers: [],
  price_asc_priced_only: false,
};

/** A stored filter with defaults for anything missing. */
export function readStockFilter(stored: Partial<StockFilter> | null | undefined): StockFilter {
  return { ...DEFAULT_STOCK_FILTER, ...(stored ?? {}) };
}

/**
 * Why the site's stock filter keeps a car of this make and type out of the site's search whatever its
 * location or status ([] when it does not): a make outside the filter's manufacturers (compared as the
 * index's `make_slug`), a new car on a used-only site. For the import report: a car imported that the site
 * never shows is otherwise silent.
 */
export function stockFilterHides(
  filter: Pick<StockFilter, 'manufacturers' | 'used_only'>,
  car: { make: string; car_type: string },
): string[] {
  const reasons: string[] = [];
  const makes = filter.manufacturers.map((slug) => slug.toLowerCase());
  if (makes.length && !makes.includes(kebab(car.make)))
    reasons.push(
      `the site does not show it: its stock filter shows only ${makes.join(', ')} cars, not ${car.make}`,
    );
  if (filter.used_only && car.car_type !== 'used')
    reasons.push(`the site does not show it: its stock filter shows only used cars, not ${car.car_type}`);
  return reasons;
}
