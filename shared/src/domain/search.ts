import type { AutograbData, CarStatus, CarType, FinanceLender, FinanceProvider } from './car';

/**
 * The filter names of spec §3 "Search filter state" (the search page reads them from the URL: its state is
 * SearchState in mf-search/src/lib/search/types.ts, the index's names for them in attributes.ts).
 */
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

export interface SearchFacetItem {
  label: string;
  value: string;
  count: number;
}

/** Finance figures a result card shows (spec §5 finance box); the disclaimer is fetched per car (§7.8). */
export type CardFinance = Omit<FinanceLender, 'disclaimer'>;

/**
 * One car in the car index (`Car_production`), as search hits return it: what the search page, its cards and
 * its filters read (spec §2 "Search result card", §3 Car, §9 filters and sorts), plus the computed ranking and
 * visibility attributes. The indexer (infra/src/search/car-index/car-record.ts) writes exactly this shape.
 */
export interface CarHit {
  objectID: string;
  id: number;
  slug: string;
  name: string;
  year: number;
  make: string;
  /** Kebab-case make ("land-rover"): manufacturer-scoped stock filters compare it with manufacturer slugs. */
  make_slug: string;
  model: string;
  badge: string | null;
  series: string | null;
  car_type: CarType;
  status: CarStatus;
  sold: boolean;
  sold_date_timestamp: number | null;
  show_on_dealer_website: boolean;
  stocknum: string;
  km: number;
  price: number;
  before_price: number | null;
  offer_price: number | null;
  subscription_price: number | null;
  price_type: string | null;
  preorder: boolean;
  reserved: boolean;
  tag: string | null;
  certified: boolean;
  created_at: string;
  photos_count: number;
  primary_image_url: string | null;
  simple_body: string | null;
  simple_drive: string | null;
  simple_transmission: string | null;
  simple_fuel: string | null;
  fuel: string | null;
  colour: string | null;
  seats: number | null;
  dealership_id: number;
  dealership_slug: string;
  dealership_name: string;
  city: string;
  state: string;
  location_id: number | null;
  location_slug: string | null;
  location_name: string | null;
  autograb_data: AutograbData | null;
  finance_lenders: Partial<Record<FinanceProvider, CardFinance>>;
  /** Default ranking, higher first (see customRank). */
  custom_rank: number;
  /** created_at in unix seconds (the "latest" sort). */
  created_at_ts: number;
  /** Unix seconds until which the car is shown (far future while available; see visibility.ts). */
  visible_until: number;
}
