/**
 * Rule constants of feed validation (issue 3 item 4, spec §3 field names, §5 postcode rule). Length limits
 * are ours: the spec gives none; they keep one row from filling a column with a whole file.
 */

/** Australian states and territories, upper case. */
export const AU_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export const CAR_TYPES = ['new', 'used', 'demo'] as const;
export const STATUSES = ['in_stock', 'coming_soon', 'sold'] as const;
export const MIN_YEAR = 1900;
/** spec §5 / §9: exactly 4 digits. */
export const POSTCODE = /^[0-9]{4}$/;
/** ISO 3779: 17 characters, digits and capitals without I, O, Q. */
export const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
/** Absolute http(s) URL or a path on this host. */
export const URL_OR_PATH = /^(?:https?:\/\/[^\s]+|\/[^\s]*)$/;
/**
 * How far after the import a feed's date may lie: a clock or time-zone slip of hours passes, a wrong year does
 * not (a created_at in 2099 kept the NEW ARRIVAL tag and led the latest sort for ever).
 */
export const MAX_FUTURE_SECONDS = 24 * 60 * 60;
export const MAX_IMAGES = 100;
export const MAX_URL_LENGTH = 2048;
/** Upper bounds that catch unit mistakes (cents for dollars, metres for km). */
export const MAX_PRICE = 10_000_000;
export const MAX_KM = 5_000_000;

/** Text limits in characters. */
export const TEXT_LIMITS = {
  stocknum: 40,
  make: 50,
  model: 80,
  badge: 100,
  series: 50,
  price_type: 50,
  tag: 50,
  simple_body: 40,
  simple_drive: 20,
  simple_transmission: 40,
  simple_fuel: 40,
  fuel: 60,
  colour: 50,
  bodyconfiguration: 80,
  city: 80,
  private_suburb: 80,
  carsales_title: 255,
  trans: 60,
  dealership_slug: 120,
  geartype: 60,
  disclaimer: 5000,
  locationName: 120,
  phone: 40,
  street: 200,
} as const;

/** Fields of spec §3 Car that the importer assigns itself; given in a feed they are ignored with a warning. */
export const IMPORTER_FIELDS = [
  'id',
  'slug',
  'name',
  'dealership_id',
  'photos_count',
  'thumbnails',
  'primary_image_url',
  'views',
] as const;
