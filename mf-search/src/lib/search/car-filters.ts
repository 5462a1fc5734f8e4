import type { SearchSortKey, SiteSearchConfig } from '@dealerline/shared';
import { REAL_PRICE_MIN } from '@dealerline/shared/rules';
import type { SearchScope } from './search-scope';
import type { NumericRange } from './types';

/** `attribute:value` for facetFilters; a value starting with "-" is escaped so it is not read as a negation. */
function facetFilter(attribute: string, value: string): string {
  return `${attribute}:${value.startsWith('-') ? `\\${value}` : value}`;
}

/** facetFilters of refinements: one ORed group per attribute with values, groups ANDed. */
export function refinementFilters(refinements: Record<string, string[]> = {}): string[][] {
  return Object.entries(refinements)
    .filter(([, values]) => values.length > 0)
    .map(([attribute, values]) => values.map((value) => facetFilter(attribute, value)));
}

/**
 * Attributes whose bounds are whole dollars, compared with the price as a card shows it (rounded to the
 * dollar, formatAud): a range from $10,000 to $19,999 takes $9,999.50 to $19,999.49, so ranges that meet
 * ($10,000 - $19,999 then $20,000 - $29,999, PRICE_RANGES) hold each price once, a feed's cents included.
 */
const DOLLAR_ATTRIBUTES: ReadonlySet<string> = new Set(['price', 'subscription_price']);

/** `attr>=min` and `attr<=max` for a range's bounds (both included), in shown dollars for DOLLAR_ATTRIBUTES. */
function boundFilters(attribute: string, { min, max }: NumericRange): string[] {
  const dollars = DOLLAR_ATTRIBUTES.has(attribute);
  return [
    ...(min === undefined ? [] : [dollars ? `${attribute}>=${min - 0.5}` : `${attribute}>=${min}`]),
    ...(max === undefined ? [] : [dollars ? `${attribute}<${max + 0.5}` : `${attribute}<=${max}`]),
  ];
}

/**
 * numericFilters of ranges: each bound that is set (boundFilters). A price range asks for cars with a price
 * (spec §4: a price of 10 or less is no price, shown as the site's no-price text): "under $20,000" must not
 * list the cars whose price nobody knows.
 */
export function rangeFilters(ranges: Record<string, NumericRange> = {}): string[] {
  return Object.entries(ranges).flatMap(([attribute, range]) => [
    ...(attribute === 'price' && (range.min === undefined || range.min <= REAL_PRICE_MIN)
      ? [`price>${REAL_PRICE_MIN}`]
      : []),
    ...boundFilters(attribute, range),
  ]);
}

/** Filter strings ANDed, each in parentheses; undefined when there are none. */
export function andFilters(...filters: (string | undefined)[]): string | undefined {
  const present = filters.map((f) => f?.trim()).filter((f): f is string => Boolean(f));
  if (present.length <= 1) return present[0];
  return present.map((f) => `(${f})`).join(' AND ');
}

/** The fixed filters of a search: the route scope's filter string ANDed with the sort's own (price_asc: price > 0). */
export function fixedFilters(
  search: SiteSearchConfig,
  sortBy: SearchSortKey,
  scope: SearchScope = {},
): string | undefined {
  return andFilters(scope.filters, search.sortFilters[sortBy]);
}

/** The index (replica) serving a sort option. */
export function sortIndex(search: SiteSearchConfig, sortBy: SearchSortKey): string {
  return search.sortIndices[sortBy] ?? search.indexName;
}
