import { FINANCE_PROVIDERS } from '../../../shared/src/domain/car';
import type { Department, LocationType } from '../../../shared/src/domain/location';
import { FILTER_LIST_ATTRIBUTES } from '../../../shared/src/domain/search';
import type { CardButton, CardChip, DropdownTrigger, VehicleButton } from '../../../shared/src/domain/site';
import { STOCK_LOCATION_RULES } from '../../../shared/src/rules/constants';
import type { DealershipKind } from '../inventory';
import { DEALER_OPTION_KEYS } from '../sites/dealer-options';
import type { Shape } from './json-shape';

/**
 * The site document's structure (site-document.ts) as a JSON schema: every field, its type, the fixed
 * lists it takes its values from; a field the document does not have is refused (a misspelt field would
 * otherwise be dropped without a word). What needs more than one field or the database is checked in
 * site-document-rules.ts and put-site-document.ts.
 */

/** Every member of a union, once: a member added to the type and not here fails to compile. */
const all =
  <T>() =>
  <const L extends readonly T[]>(list: L & ([T] extends [L[number]] ? unknown : 'a member is missing')) =>
    list;

const CARD_BUTTONS = all<CardButton>()([
  'view_details',
  'get_finance',
  'test_drive',
  'reserve',
  'find_similar',
]);
const VEHICLE_BUTTONS = all<VehicleButton>()([
  'enquire',
  'finance',
  'reserve',
  'test_drive',
  'trade_in',
  'call',
  'chat',
]);
const CARD_CHIPS = all<CardChip>()([
  'car_type',
  'simple_body',
  'km',
  'simple_transmission',
  'stocknum',
  'simple_fuel',
  'simple_drive',
  'colour',
  'year',
  'seats',
]);
const DROPDOWN_TRIGGERS = all<DropdownTrigger>()(['hover', 'click']);
const LOCATION_TYPES = all<LocationType>()(['sales', 'service', 'parts', '']);
const DEPARTMENTS = all<Department>()(['sales', 'service', 'parts', 'all']);
const DEALERSHIP_KINDS = all<DealershipKind>()(['franchise', 'used', 'caravan', 'truck', 'group']);
/** What `locations.state` takes (migration 002). */
export const AUSTRALIAN_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;

const text: Shape = { type: 'string' };
const name: Shape = { type: 'string', minLength: 1, maxLength: 200 };
const optionalText: Shape = { type: ['string', 'null'] };
const flag: Shape = { type: 'boolean' };
const slug: Shape = {
  type: 'string',
  maxLength: 100,
  pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
  description: 'a slug: lower-case letters and digits joined by single hyphens',
};
const slugs: Shape = { type: 'array', items: slug };
/**
 * What the site calls its stock in its stock pages' titles ("Used Caravans"): a plain word or two, as a title
 * reads it (no digits or punctuation to end up in a heading), optional (absent: "Cars").
 */
const vehicleNoun: Shape = {
  type: 'string',
  maxLength: 30,
  pattern: '^[A-Za-z]+(?: [A-Za-z]+)?$',
  description: 'a word or two of letters with one space between ("Cars", "Caravans", "Motor Homes")',
};
const link: Shape = {
  type: 'string',
  pattern: '^(?:https?://|/)\\S*$',
  description: 'an http(s) URL or a path starting with /',
};
/** Where a dealership's leads are POSTed: an absolute URL (credentials in it become Basic authentication). */
const webhookUrl: Shape = {
  type: 'string',
  pattern: '^https?://[^\\s/?#]+[^\\s]*$',
  description: 'an absolute http(s) URL',
  secret: true,
};
/** A time of day as opening hours store it (migration 002 `opening_hours.open`). */
const timeOfDay: Shape = {
  type: ['string', 'null'],
  pattern: '^(?:[01][0-9]|2[0-3]):[0-5][0-9]$',
  description: 'a time of day as HH:MM, 00:00 to 23:59',
};
const colour: Shape = {
  type: 'string',
  pattern: '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$',
  description: 'a colour as #rgb or #rrggbb',
};

/** An object with exactly these fields; those in `optional` may be left out. */
function record(properties: Record<string, Shape>, optional: readonly string[] = []): Shape {
  return {
    type: 'object',
    additionalProperties: false,
    properties,
    required: Object.keys(properties).filter((key) => !optional.includes(key)),
  };
}

/** The shape, or null. */
function nullable(shape: Shape): Shape {
  const types = typeof shape.type === 'string' ? [shape.type] : (shape.type ?? []);
  return { ...shape, type: [...types, 'null'] };
}

const url = nullable(link);
const list = (items: Shape, extra: Partial<Shape> = {}): Shape => ({ type: 'array', items, ...extra });
const oneOf = (values: readonly unknown[]): Shape => ({ enum: values });

const navLinkFields: Record<string, Shape> = { label: name, href: link, emphasised: flag };
/** A header link, its children links of their own (one level: the header's dropdowns). */
const navLink = record({ ...navLinkFields, children: list(record(navLinkFields, ['emphasised'])) }, [
  'emphasised',
  'children',
]);

const searchPage = record({
  extra_filters: list(oneOf(FILTER_LIST_ATTRIBUTES)),
  card_chips: list(oneOf(CARD_CHIPS)),
  km_sorts: flag,
  cache_size: { type: 'integer', minimum: 1, maximum: 100 },
  stock_count: { type: ['integer', 'null'], minimum: 0 },
  cta: nullable(
    record({ position: { type: 'integer', minimum: 1 }, heading: text, text, label: name, href: link }),
  ),
});

const site = record(
  {
    slug,
    name,
    template: slug,
    finance_provider: oneOf([...FINANCE_PROVIDERS, null]),
    offers_subscription: flag,
    favourites: flag,
    buy_online: flag,
    fuel_tags: flag,
    used_label: name,
    vehicle_noun: vehicleNoun,
    no_price_text: name,
    phone: text,
    header_dropdown: oneOf(DROPDOWN_TRIGGERS),
    card_buttons: list(oneOf(CARD_BUTTONS)),
    vehicle_buttons: list(oneOf(VEHICLE_BUTTONS)),
    tag_wording: record({
      sold: name,
      electric: name,
      hybrid: name,
      reserved: name,
      certified: name,
      coming_soon: name,
      new_arrival: name,
    }),
    hide_finance_box: flag,
    search_page: searchPage,
    theme: record({
      primary: colour,
      primaryText: colour,
      accent: colour,
      background: colour,
      text: colour,
      fontFamily: name,
      radius: { type: 'number', minimum: 0, maximum: 64 },
    }),
    navigation: record({
      header: list(navLink),
      footer: list(record({ heading: name, links: list(navLink) })),
    }),
    maps: record({ provider: oneOf(['static', 'google']), embed_key: optionalText }, ['embed_key']),
    domains: list({
      type: 'string',
      maxLength: 253,
      pattern: '^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+[a-z]{2,}$',
      description: 'a host name in lower case, without scheme, port or path (www.dealer.com.au)',
    }),
  },
  ['maps', 'vehicle_noun'],
);

const stockFilter = record({
  location_rule: { type: 'integer', minimum: STOCK_LOCATION_RULES.min, maximum: STOCK_LOCATION_RULES.max },
  used_only: flag,
  manufacturers: slugs,
  price_asc_priced_only: flag,
});

const dealership = record({
  slug,
  name,
  sells: record({
    manufacturers: slugs,
    kind: oneOf(DEALERSHIP_KINDS),
    used_only: flag,
    stock_weight: { type: ['number', 'null'], minimum: 0 },
  }),
  lead_delivery: record({
    webhook: nullable(record({ url: webhookUrl })),
    email: nullable(record({ to: optionalText })),
  }),
});

const openingHour = record({
  weekday: { type: 'integer', minimum: 0, maximum: 6 },
  status: oneOf(['Open', 'Closed']),
  formated_hours: optionalText,
  open: timeOfDay,
  close: timeOfDay,
});

const location = record({
  slug,
  name,
  dealership_slug: slug,
  location_type: oneOf(LOCATION_TYPES),
  location_subtype: list(text),
  visible: flag,
  primary: flag,
  manufacturers: slugs,
  image: nullable(record({ url: link, thumb: record({ url: link }) })),
  reviews: nullable(
    record({
      count: { type: 'integer', minimum: 0 },
      average_rating: {
        type: 'string',
        pattern: '^(?:[0-4](?:\\.[0-9]+)?|5(?:\\.0+)?)$',
        description: 'a rating from "0" to "5" written as text ("4.7")',
      },
    }),
  ),
  dealer_license_number: optionalText,
  motor_vehicle_repairer: optionalText,
  coming_soon_label: optionalText,
  time_zone: name,
  address: record({
    street: name,
    city: name,
    state: oneOf(AUSTRALIAN_STATES),
    postcode: { type: 'string', pattern: '^[0-9]{4}$', description: 'four digits' },
    lat: { type: ['number', 'null'], minimum: -90, maximum: 90 },
    long: { type: ['number', 'null'], minimum: -180, maximum: 180 },
    place_url: url,
    place_id: optionalText,
    map_key: optionalText,
  }),
  contact_detail: record({
    phone: optionalText,
    landline_phone: optionalText,
    opening_hours: nullable(
      record({ sales: list(openingHour), service: list(openingHour), parts: list(openingHour) }, [
        'sales',
        'service',
        'parts',
      ]),
    ),
  }),
  special_hours: list(
    record({
      status: oneOf(['Open', 'Closed']),
      date: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'a date as YYYY-MM-DD' },
      start_hour: timeOfDay,
      end_hour: timeOfDay,
      department: oneOf(DEPARTMENTS),
    }),
  ),
});

const dealer = record(
  {
    name,
    phone: text,
    email: text,
    address: name,
    dealerships: list(dealership, { minItems: 1 }),
    locations: list(location, { minItems: 1 }),
    dealership_group: optionalText,
    logo: record({ url }),
    facebook_url: url,
    instagram_url: url,
    xtime_url: url,
    include_sold_cars_days: { type: ['integer', 'null'], minimum: 0, maximum: 365 },
    override_city: optionalText,
    search_categories: list(name),
    redbook: flag,
    autograb: flag,
    saturday_by_appointment: flag,
    ...Object.fromEntries(DEALER_OPTION_KEYS.map((key) => [key, flag])),
  },
  DEALER_OPTION_KEYS,
);

/** The whole document. */
export const siteDocumentSchema: Shape = record({ site, stock_filter: stockFilter, dealer });
