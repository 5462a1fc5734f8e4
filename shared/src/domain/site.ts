import type { FinanceProvider } from './car';
import type { DealerLocation } from './location';
import type { FilterListAttribute } from './search';

/** How a header dropdown opens on this site (spec §2 Navigation). */
export type DropdownTrigger = 'hover' | 'click';

export type CardButton = 'view_details' | 'get_finance' | 'test_drive' | 'reserve' | 'find_similar';
export type VehicleButton = 'enquire' | 'finance' | 'reserve' | 'test_drive' | 'trade_in' | 'call' | 'chat';

export interface NavLink {
  label: string;
  href: string;
  emphasised?: boolean;
  children?: NavLink[];
}

export interface FooterGroup {
  heading: string;
  links: NavLink[];
}

/** Colours and type of a site's template; the shell turns it into the emotion theme. */
export interface SiteTheme {
  primary: string;
  primaryText: string;
  accent: string;
  background: string;
  text: string;
  fontFamily: string;
  radius: number;
}

/** Per-site wording of card tags (spec §4 "Card tag priority"). */
export interface TagWording {
  sold: string;
  electric: string;
  hybrid: string;
  reserved: string;
  certified: string;
  coming_soon: string;
  new_arrival: string;
}

/** Attributes a result card can show as chips (spec §2 "attribute chips"). */
export type CardChip =
  | 'car_type'
  | 'simple_body'
  | 'km'
  | 'simple_transmission'
  | 'stocknum'
  | 'simple_fuel'
  | 'simple_drive'
  | 'colour'
  | 'year'
  | 'seats';

/** The card chips of spec §2 when a site sets none. */
export const DEFAULT_CARD_CHIPS: CardChip[] = [
  'car_type',
  'simple_body',
  'km',
  'simple_transmission',
  'stocknum',
];

/** A site's call-to-action card among the search results (spec §9 "Car card CTA position 30 by default"). */
export interface SearchCtaCard {
  /** 1-based position among the cards of the results list. */
  position: number;
  heading: string;
  text: string;
  label: string;
  href: string;
}

/** Per-site settings of the search page (spec §3 filter state, §4 Search, §9 sorts and filters). */
export interface SearchPageSettings {
  /**
   * Filters shown besides the default set of spec §9 (car_type, colour, body, transmission, odometer, price,
   * fuelType, drive, year, make, model), named as in the search filter state (spec §3).
   */
  extra_filters: FilterListAttribute[];
  /** Chips on each result card, in order. */
  card_chips: CardChip[];
  /** Offer "highest kms" and "lowest kms" (spec §9: off by default). */
  km_sorts: boolean;
  /** Result pages kept in the search cache, the oldest dropped first (spec §4; site-defined). */
  cache_size: number;
  /** Replaces a capped result count (above 1999) when set (spec §4). */
  stock_count: number | null;
  /** The CTA card at its position among the results, or null for none. */
  cta: SearchCtaCard | null;
}

/** Sort options of the search page (spec §9), each served by its own index (a replica of the car index). */
export type SearchSortKey = 'relevant' | 'latest' | 'price_desc' | 'price_asc' | 'km_asc' | 'km_desc';

/**
 * Where and how the browser searches (spec §7.1): the official `algoliasearch` client with these settings,
 * against Algolia (host null) or the platform's own Algolia-compatible API (host set). Minted per response.
 */
export interface SiteSearchConfig {
  appId: string;
  /**
   * The site's secured search key: the site's stock filter, an expiry and the car indices are signed into it,
   * so it is public by design (never the admin or search-only key). ANDed with whatever the browser sends.
   */
  apiKey: string;
  /** Unix seconds after which apiKey is refused: fetch /api/site-config again before then. */
  validUntil: number;
  /** The car index (`Car_production`), sorted by relevance then custom_rank. */
  indexName: string;
  /** The index (replica) serving each sort option. */
  sortIndices: Record<SearchSortKey, string>;
  /**
   * null: Algolia's own hosts. Otherwise the host (and port) of the platform's search API; the browser uses
   * `hosts: [{ url: host, accept: 'readWrite', protocol: location.protocol.slice(0, -1) }]`.
   */
  host: string | null;
  /** Filters the browser ANDs with its own when searching one sort option (e.g. price_asc: 'price > 0'). */
  sortFilters: Partial<Record<SearchSortKey, string>>;
}

/**
 * Public site configuration (spec §3 "Site config"). Everything here reaches the browser, so it never holds
 * a secret: only the per-site secured search key, which is built to be public. The site's locations, which
 * the spec lists here too, are the dealer config's (`DealerConfig.locations`, with their location_type): one
 * list for the header, the location block and the lead forms, not two to keep in step.
 */
export interface SiteConfig {
  id: number;
  slug: string;
  name: string;
  template: string;
  finance_provider: FinanceProvider | null;
  offers_subscription: boolean;
  favourites: boolean;
  buy_online: boolean;
  /** Show Electric / Hybrid tags on cards. */
  fuel_tags: boolean;
  /** Label used for car_type "used" (e.g. "Pre-Owned"). */
  used_label: string;
  /**
   * What the site calls its stock in the titles of its stock routes ("Caravans": "Used Caravans"); absent:
   * "Cars" (a site stored before the field). The routes themselves stay `/search/used-cars` (spec §2).
   */
  vehicle_noun?: string;
  no_price_text: string;
  phone: string;
  header_dropdown: DropdownTrigger;
  card_buttons: CardButton[];
  vehicle_buttons: VehicleButton[];
  tag_wording: TagWording;
  hide_finance_box: boolean;
  search_page: SearchPageSettings;
  theme: SiteTheme;
  navigation: { header: NavLink[]; footer: FooterGroup[] };
  /** Custom domains that resolve to this site, besides {slug}.localhost. */
  domains: string[];
  /**
   * Location maps (spec §7.11): absent or provider 'static' draws the platform's own offline map card with a
   * pin; 'google' embeds Google Maps (the location's map_key, else `embed_key`: a browser embed key, public).
   */
  maps?: { provider: 'static' | 'google'; embed_key?: string | null };
  /**
   * Search settings with a fresh secured key: set in every /api/site-config and /api/boot answer (and the
   * page's boot payload); absent from the stored config.
   */
  search?: SiteSearchConfig;
}

export interface Dealership {
  id: number;
  slug: string;
  name: string;
}

/** Site-wide dealer configuration (spec §3 "Dealer config"). */
export interface DealerConfig {
  slug: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  dealerships: Dealership[];
  locations: DealerLocation[];
  offers: { count: number };
  dealership_group: string | null;
  logo: { url: string | null };
  facebook_url: string | null;
  instagram_url: string | null;
  xtime_url: string | null;
  include_sold_cars_days: number | null;
  override_city: string | null;
  search_categories: string[];
  redbook: boolean;
  autograb: boolean;
  /** Saturday "Closed" reads "By appointment only" (spec §4 Opening hours). */
  saturday_by_appointment: boolean;
  /** Spec §5: the dealer setting that lets a lead form's message be left empty (on forms that allow it). */
  lead_message_optional?: boolean;
  /** Spec §5: the captcha on lead forms, shown by default; false hides it. */
  lead_captcha?: boolean;
  /** Spec §5: the dealers that show the terms note under their lead forms. */
  lead_terms_note?: boolean;
  /** Spec §5 Review display: the dealer hides its reviews (shown otherwise when the average is high enough). */
  reviews_hidden?: boolean;
  /** Spec §4 Location card: service-type locations get a "Book a Service" contact button. */
  book_a_service_button?: boolean;
  /** Spec §2 service pages: the dealer takes service bookings through the service booking form. */
  service_booking?: boolean;
  /** Spec §7.5: the one site that also posts the valuation result to /api/miscellaneous. */
  valuation_miscellaneous?: boolean;
}
