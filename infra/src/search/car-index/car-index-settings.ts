import type { SearchSortKey } from '../../../../shared/src/domain/site';
import { DEFAULT_HITS_PER_PAGE, PAGING_LIMIT } from '../../../../shared/src/rules/constants';

/** Ranking criteria of Algolia's default `ranking`, which a sort replica puts its sort in front of. */
const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];

/**
 * The sort options of spec §9 and what each replica sorts by: most relevant is the car index itself
 * (textual relevance, then custom_rank desc); the others are standard replicas with their sort first, so the
 * sort wins over relevance as shoppers expect from "lowest price".
 */
export const CAR_SORTS: Record<Exclude<SearchSortKey, 'relevant'>, { suffix: string; sort: string }> = {
  latest: { suffix: '_latest', sort: 'desc(created_at_ts)' },
  price_desc: { suffix: '_price_desc', sort: 'desc(price)' },
  price_asc: { suffix: '_price_asc', sort: 'asc(price)' },
  km_asc: { suffix: '_km_asc', sort: 'asc(km)' },
  km_desc: { suffix: '_km_desc', sort: 'desc(km)' },
};

export interface CarIndexNames {
  primary: string;
  /** Sort option → index name (relevant → the primary). */
  sorts: Record<SearchSortKey, string>;
  replicas: string[];
  /** Every index a shopper's key may query: the primary and its replicas. */
  all: string[];
}

export function carIndexNames(primary: string): CarIndexNames {
  const sorts = { relevant: primary } as Record<SearchSortKey, string>;
  for (const [key, { suffix }] of Object.entries(CAR_SORTS))
    sorts[key as SearchSortKey] = `${primary}${suffix}`;
  const replicas = Object.values(CAR_SORTS).map(({ suffix }) => `${primary}${suffix}`);
  return { primary, sorts, replicas, all: [primary, ...replicas] };
}

/** Words shoppers type: make and model first (same level), then badge, series, year, body and colour. */
export const SEARCHABLE_ATTRIBUTES = [
  'make,model',
  'badge',
  'series',
  'unordered(year)',
  'simple_body',
  'colour',
  'unordered(simple_fuel)',
  'unordered(simple_transmission)',
  'stocknum',
];

/**
 * Facets of the search page (spec §9 "default car search filter switches": car_type, colour, body,
 * transmission, odometer, price, fuelType, drive, year, make, model, plus the lists of the search filter
 * state) and the filter-only attributes the stock filters use. Numeric comparisons (visible_until, price > 0)
 * need no faceting.
 */
export const ATTRIBUTES_FOR_FACETING = [
  'searchable(make)',
  'searchable(model)',
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
  'price',
  'km',
  'subscription_price',
  'seats',
  'state',
  'city',
  'tag',
  'certified',
  'reserved',
  'preorder',
  'searchable(dealership_slug)',
  'dealership_name',
  'location_name',
  'filterOnly(dealership_id)',
  'filterOnly(location_id)',
  'filterOnly(make_slug)',
  'filterOnly(show_on_dealer_website)',
];

/** Settings of the car index; `replicas` makes the sort replicas (the engine and Algolia alike). */
export function carIndexSettings(names: CarIndexNames): Record<string, unknown> {
  return {
    searchableAttributes: SEARCHABLE_ATTRIBUTES,
    attributesForFaceting: ATTRIBUTES_FOR_FACETING,
    customRanking: ['desc(custom_rank)'],
    ranking: DEFAULT_RANKING,
    replicas: names.replicas,
    hitsPerPage: DEFAULT_HITS_PER_PAGE,
    maxValuesPerFacet: 100,
    paginationLimitedTo: PAGING_LIMIT,
    attributesToHighlight: ['make', 'model', 'badge', 'series'],
  };
}

/** A sort replica's own settings: its sort in front of the default ranking (custom_rank still breaks ties). */
export function replicaSettings(sort: string): Record<string, unknown> {
  return { ranking: [sort, ...DEFAULT_RANKING], customRanking: ['desc(custom_rank)'] };
}
