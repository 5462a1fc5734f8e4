/**
 * The site and dealer config fields each part of the front end reads (spec §3 site and dealer config, and
 * what the shell and the five remotes render from them). Not a test file: public-routes.test.ts checks
 * every demo tenant's /api/site-config against it.
 */
const LOCATION_FIELDS = [
  'id',
  'slug',
  'name',
  'dealership_id',
  'dealership_slug',
  'location_type',
  'location_subtype',
  'visible',
  'primary',
  'manufacturers',
  'image',
  'reviews',
  'average_rating',
  'review_count',
  'dealer_license_number',
  'motor_vehicle_repairer',
  'coming_soon_label',
  'time_zone',
  'address.street',
  'address.city',
  'address.state',
  'address.postcode',
  'address.lat',
  'address.long',
  'address.place_url',
  'address.place_id',
  'address.map_key',
  'contact_detail.phone',
  'contact_detail.landline_phone',
  'contact_detail.opening_hours',
  'special_hours',
];

export const CONSUMER_FIELDS: Record<string, { site: string[]; dealer: string[]; location?: string[] }> = {
  shell: {
    site: [
      'id',
      'slug',
      'name',
      'template',
      'phone',
      'header_dropdown',
      'favourites',
      'buy_online',
      'domains',
    ]
      .concat(['theme.primary', 'theme.primaryText', 'theme.accent', 'theme.background', 'theme.text'])
      .concat(['theme.fontFamily', 'theme.radius', 'navigation.header', 'navigation.footer']),
    dealer: ['slug', 'name', 'phone', 'address', 'logo.url', 'offers.count', 'locations'],
  },
  'mf-search': {
    site: [
      'finance_provider',
      'offers_subscription',
      'favourites',
      'fuel_tags',
      'used_label',
      'vehicle_noun',
      'no_price_text',
    ]
      .concat(['card_buttons', 'template', 'hide_finance_box', 'tag_wording.sold', 'tag_wording.electric'])
      .concat([
        'tag_wording.hybrid',
        'tag_wording.reserved',
        'tag_wording.certified',
        'tag_wording.coming_soon',
      ])
      .concat(['tag_wording.new_arrival', 'search.appId', 'search.apiKey', 'search.validUntil'])
      .concat(['search.indexName', 'search.sortIndices', 'search.host', 'search.sortFilters'])
      .concat(['search_page.extra_filters', 'search_page.card_chips', 'search_page.km_sorts'])
      .concat(['search_page.cache_size', 'search_page.stock_count', 'search_page.cta']),
    dealer: ['include_sold_cars_days', 'dealerships', 'search_categories', 'override_city', 'autograb'],
  },
  'mf-vehicle': {
    site: ['vehicle_buttons', 'buy_online', 'phone', 'finance_provider', 'template', 'hide_finance_box'],
    dealer: ['autograb', 'redbook', 'include_sold_cars_days', 'dealership_group', 'locations'],
  },
  'mf-finance': {
    site: ['finance_provider', 'template', 'hide_finance_box'],
    dealer: ['dealership_group', 'dealerships', 'name'],
  },
  'mf-leads': {
    site: ['slug', 'name'],
    dealer: ['dealerships', 'locations', 'email', 'phone', 'autograb', 'redbook'],
  },
  'mf-locations': {
    site: ['slug'],
    dealer: ['saturday_by_appointment', 'xtime_url', 'facebook_url', 'instagram_url', 'locations'],
    location: LOCATION_FIELDS,
  },
};

/** Keys that must never reach a browser: secrets, and server-side settings of the database. */
export const FORBIDDEN_KEYS =
  /token|secret|password|api_?key|stock_filter|settings|content_hash|used_only|stock_weight|profiles/i;

/** Dotted paths of `fields` missing from `value` (a null value counts as present; undefined does not). */
export function missingFields(value: unknown, fields: readonly string[]): string[] {
  return fields.filter((field) => {
    let current: unknown = value;
    for (const key of field.split('.')) {
      if (current === null || typeof current !== 'object' || !(key in current)) return true;
      current = (current as Record<string, unknown>)[key];
    }
    return current === undefined;
  });
}

/** Every object key anywhere in a JSON value. */
export function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => [key, ...allKeys(child)]);
  return [];
}
