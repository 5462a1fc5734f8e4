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
