import type { SearchSortKey } from '../domain/site';
/**
 * Business constants and limits of spec §9, one named export each. Rules import them from here so a number
 * lives in exactly one place.
 */

/** A car is a new arrival when created within the last 8 days (see card-tag.ts for the boundary). */
export const NEW_ARRIVAL_DAYS = 8;
/** A real price is shown only when the price is over 10 (price > 10). */
export const REAL_PRICE_MIN = 10;
/** Market price indicator: price at least 500 below the market average. */
export const MARKET_PRICE_THRESHOLD = 500;
/** Finance providers that need a minimum price ask for a price over 500. */
export const FINANCE_MIN_PRICE = 500;
/** Taurus finances cars under 12 years old. */
export const TAURUS_MAX_AGE_YEARS = 12;
/** Taurus deposit: 10% of the price. */
export const TAURUS_DEPOSIT = 0.1;
/** The loan the comparison rate is quoted on: $30,000 over 5 years. */
export const COMPARISON_RATE_EXAMPLE = { amount: 30000, years: 5 } as const;
/** Default interest rate (% a year) of the finance calculator. */
export const DEFAULT_INTEREST_RATE = 10;
/** Reserve is offered only when the price is above 200. */
export const RESERVE_MIN_PRICE = 200;
/** Days a sold car stays visible by default. */
export const DEFAULT_SOLD_VISIBLE_DAYS = 3;
/** Days a sold car stays visible in the search filter of one manufacturer's default config. */
export const MANUFACTURER_SOLD_VISIBLE_DAYS = 4;
/** Result counts above this are treated as capped. */
export const RESULT_COUNT_CAP = 1999;
/** Default search page size. */
export const DEFAULT_HITS_PER_PAGE = 21;
/**
 * The most results a search pages through: the car index's `paginationLimitedTo` (Algolia's default too). The
 * service still counts every match (nbHits) but answers no hit past it (48 pages of 21).
 */
export const PAGING_LIMIT = 1000;
/** The Popular Makes group holds the first 20 makes; All Makes follows. */
export const POPULAR_MAKES_COUNT = 20;
/** Per-site stock filters use a numbered location rule from 0 to 14 (with used-only variants). */
export const STOCK_LOCATION_RULES = { min: 0, max: 14 } as const;
/** Price slider defaults, in dollars. */
export const PRICE_SLIDER = { min: 5000, max: 250000, step: 500 } as const;
/** Australian postcodes have 4 digits. */
export const POSTCODE_LENGTH = 4;
/** Mean Earth radius used by the haversine distance. */
export const EARTH_RADIUS_KM = 6371;
/** Reviews show only when the average rating exceeds this minimum. */
export const MIN_REVIEW_RATING = 4;
/** Number of Google reviews fetched in full. */
export const GOOGLE_REVIEWS_QUANTITY = 12;
/** Star ratings are shown with one decimal. */
export const STAR_RATING_DECIMALS = 1;
/** Sample review data of the spec: 12270 reviews averaging 4.8. */
export const SAMPLE_REVIEWS = { count: 12270, average: 4.8 } as const;
/** Default zoom of location maps. */
export const MAP_DEFAULT_ZOOM = 10;
/** Height in px of the optional location card image. */
export const LOCATION_IMAGE_HEIGHT = 150;
/** Default position of the call-to-action card among search results. */
export const CARD_CTA_POSITION = 30;
/** Promotions slider size in px. */
export const PROMOTIONS_SLIDER = { width: 1920, height: 540 } as const;
/** Locations grid: up to 4 columns wide, 2 on medium screens (spec §2, §9). */
export const LOCATION_GRID_COLUMNS = { wide: 4, medium: 2 } as const;
/**
 * Image CDN defaults (spec §7.11: widths 750 and 360, quality 90 and 75). The spec lists them as two pairs
 * without saying which goes with which; we pair the large width with the high quality.
 */
export const IMAGE_DEFAULTS = {
  large: { width: 750, quality: 90 },
  small: { width: 360, quality: 75 },
} as const;
/** Responsive breakpoints in px (sm to xl also have max-width variants). */
export const BREAKPOINTS = { xs: 400, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
/** The day a sale banner stops showing (YYYY-MM-DD). */
export const SALE_BANNER_EXPIRES = '2025-06-15';

/** Sort options (spec §9), keyed as SiteConfig.search.sortIndices; highest and lowest kms are off by default. */
export const SORT_OPTIONS: readonly { key: SearchSortKey; label: string; enabledByDefault: boolean }[] = [
  { key: 'relevant', label: 'Most Relevant', enabledByDefault: true },
  { key: 'latest', label: 'Latest', enabledByDefault: true },
  { key: 'price_desc', label: 'Highest Price', enabledByDefault: true },
  { key: 'price_asc', label: 'Lowest Price', enabledByDefault: true },
  { key: 'km_desc', label: 'Highest Kms', enabledByDefault: false },
  { key: 'km_asc', label: 'Lowest Kms', enabledByDefault: false },
];

/** Filters the default car search switches on. */
export const DEFAULT_SEARCH_FILTERS = [
  'car_type',
  'colour',
  'body',
  'transmission',
  'odometer',
  'price',
  'fuelType',
  'drive',
  'year',
  'make',
  'model',
] as const;

/** Online trade-in estimates are generally not given for cars over 7 years old or 100,000 km. */
export const TRADE_IN_ONLINE_ESTIMATE_LIMITS = { maxAgeYears: 7, maxKm: 100000, keySets: 2 } as const;
/** Marketing claims: 3 year warranty / protection plan on used vehicles; serving since 1969. */
export const USED_WARRANTY_YEARS = 3;
export const SERVING_SINCE_YEAR = 1969;

/**
 * Deposit of a reservation or online purchase (the spec does not give one; see reservation-deposit.ts):
 * reserving holds the car for a flat $500; buying online pays 10% of the price, at least $500 and at most
 * $5,000. Never more than the price itself.
 */
export const RESERVE_DEPOSIT = 500;
export const BUY_ONLINE_DEPOSIT = { share: 0.1, min: 500, max: 5000 } as const;
