import type { FilterListAttribute } from '@dealerline/shared';

/**
 * Car index attributes (CarHit names, infra/src/search/car-index/car-index-settings.ts) a shopper can refine
 * by value: the URL's `refinementList[{attribute}]` accepts these and spec §3's names for them
 * (refinementAttribute).
 */
export const REFINEMENT_ATTRIBUTES: ReadonlySet<string> = new Set([
  'make',
  'model',
  'badge',
  'series',
  'car_type',
  'status',
  'simple_body',
  'simple_transmission',
  'simple_fuel',
  'simple_drive',
  'colour',
  'year',
  'seats',
  'state',
  'city',
  'tag',
  'certified',
  'reserved',
  'preorder',
  'dealership_slug',
  'dealership_name',
  'location_name',
  'make_slug',
]);

/** Numeric attributes a shopper can bound: the URL's `range[{attribute}]` accepts these. */
export const RANGE_ATTRIBUTES: ReadonlySet<string> = new Set([
  'price',
  'km',
  'year',
  'seats',
  'subscription_price',
]);

/**
 * Bounded attributes whose filter is a slider with preset ranges (features/search-filters PriceFilter and
 * KmFilter): it shows no counts, so a search does not count their values (searchedFacets). Counting them
 * cost 100 values each in every answer, about 9 kB of the search page's HTML.
 */
export const SLIDER_ATTRIBUTES: ReadonlySet<string> = new Set(['price', 'km']);

/**
 * Filter names of spec §3 ("Search filter state") and §9 (the default filter switches) → the car index
 * attribute behind them. Names without an attribute in the car index (categories, filtered_features,
 * item_type, make_model, price_range, weekly_price_range) are absent: there is nothing to filter them on.
 */
const FILTER_TO_INDEX: Readonly<Record<string, string>> = {
  body: 'simple_body',
  transmission: 'simple_transmission',
  fuel: 'simple_fuel',
  fuelType: 'simple_fuel',
  drive: 'simple_drive',
  odometer: 'km',
  km: 'km',
  badge: 'badge',
  status: 'status',
  car_type: 'car_type',
  city: 'city',
  colour: 'colour',
  dealership_name: 'dealership_name',
  location_name: 'location_name',
  make: 'make',
  model: 'model',
  price: 'price',
  subscription_price: 'subscription_price',
  seats: 'seats',
  state: 'state',
  tag: 'tag',
  year: 'year',
};

/** The car index attribute of a filter name of spec §3/§9 (body → simple_body…), or undefined when none. */
export function indexAttribute(filter: FilterListAttribute | string): string | undefined {
  return Object.hasOwn(FILTER_TO_INDEX, filter) ? FILTER_TO_INDEX[filter] : undefined;
}

/**
 * The refinement attribute a URL's `refinementList[{name}]` filters on: an index attribute as the app writes
 * it, or a filter name of spec §3 for one (body → simple_body, transmission → simple_transmission…), as older
 * sites' links and ads write it; undefined for anything else (categories, item_type…: nothing to filter on).
 */
export function refinementAttribute(name: string): string | undefined {
  const attribute = REFINEMENT_ATTRIBUTES.has(name) ? name : indexAttribute(name);
  return attribute !== undefined && REFINEMENT_ATTRIBUTES.has(attribute) ? attribute : undefined;
}
