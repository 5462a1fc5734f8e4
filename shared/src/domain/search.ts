/** Search state and facets (spec §3 "Search filter state", "Search facet item"). */
export const FILTER_LIST_ATTRIBUTES = [
  'badge',
  'status',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'filtered_features',
  'item_type',
  'km',
  'location_name',
  'make',
  'make_model',
  'model',
  'price',
  'subscription_price',
  'price_range',
  'seats',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'weekly_price_range',
  'year',
] as const;
export type FilterListAttribute = (typeof FILTER_LIST_ATTRIBUTES)[number];

export interface SearchFilterState extends Partial<Record<FilterListAttribute, string[]>> {
  query: string;
  page: number;
  sortBy: string;
  currentPath: string;
  isMinRange: boolean;
  isMaxRange: boolean;
}

export interface SearchFacetItem {
  label: string;
  value: string;
  count: number;
}
