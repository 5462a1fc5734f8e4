import { FINANCE_PROVIDERS } from '../../../shared/src/domain/car';
import { MAX_ROW_ID } from '../db/db';

/** JSON schemas of the vehicle routes (shared/src/domain/vehicle.ts contracts). */

const string = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const number = { type: 'number' } as const;
const boolean = { type: 'boolean' } as const;
const nullable = <T extends { type: string }>(schema: T) =>
  ({ ...schema, type: [schema.type, 'null'] }) as const;

/** Path parameter: a car slug as the importer writes them (kebab case), at most 200 characters. */
export const slugParams = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$' } },
} as const;

/**
 * Path parameter: a car id, as text (path parameters are not coerced): up to 10 digits, so one past the id
 * column's range (MAX_ROW_ID) passes and finds no car.
 */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
} as const;

const id = { type: 'integer', minimum: 1, maximum: MAX_ROW_ID } as const;

/** POST /api/cars/{id}/reveal body (PhoneRevealRequest). */
export const phoneRevealBody = {
  type: 'object',
  required: ['car_id', 'dealership_id', 'website_id'],
  additionalProperties: false,
  properties: { car_id: id, dealership_id: id, website_id: id },
} as const;

const lender = {
  type: 'object',
  required: ['interestRate', 'comparisonRate', 'paymentWeek', 'paymentMonth', 'termYears', 'termMonths'],
  properties: {
    interestRate: nullable(number),
    comparisonRate: nullable(number),
    paymentWeek: nullable(number),
    paymentMonth: nullable(number),
    termYears: nullable(number),
    termMonths: nullable(number),
    balloon: nullable(number),
    deposit: nullable(number),
    disclaimer: nullable(string),
  },
} as const;

const financeLenders = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(FINANCE_PROVIDERS.map((provider) => [provider, lender])),
} as const;

const carLocation = {
  type: ['object', 'null'],
  required: ['name', 'slug', 'address'],
  properties: {
    name: string,
    phone: nullable(string),
    slug: string,
    distribution_locations: { type: 'array', items: string },
    address: {
      type: 'object',
      required: ['id', 'street', 'city', 'state'],
      properties: { id: integer, street: string, city: string, state: string, place_url: nullable(string) },
    },
  },
} as const;

/** Car (spec §3, shared/src/domain/car.ts): every field, typed. */
export const carSchema = {
  type: 'object',
  required: ['id', 'slug', 'name', 'year', 'make', 'model', 'car_type', 'status', 'price', 'dealership_id'],
  properties: {
    id: integer,
    slug: string,
    name: string,
    year: integer,
    make: string,
    model: string,
    badge: nullable(string),
    series: nullable(string),
    car_type: { type: 'string', enum: ['new', 'used', 'demo'] },
    status: { type: 'string', enum: ['in_stock', 'coming_soon', 'sold'] },
    sold: boolean,
    sold_date_timestamp: nullable(number),
    show_on_dealer_website: boolean,
    stocknum: string,
    km: number,
    price: number,
    before_price: nullable(number),
    offer_price: nullable(number),
    subscription_price: nullable(number),
    price_type: nullable(string),
    preorder: boolean,
    reserved: boolean,
    tag: nullable(string),
    certified: boolean,
    created_at: string,
    photos_count: integer,
    file: nullable(string),
    vin: nullable(string),
    simple_body: nullable(string),
    simple_drive: nullable(string),
    simple_transmission: nullable(string),
    simple_fuel: nullable(string),
    fuel: nullable(string),
    colour: nullable(string),
    gearnum: nullable(integer),
    bodyconfiguration: nullable(string),
    views: integer,
    seats: nullable(integer),
    dealership_id: integer,
    dealership_slug: string,
    city: string,
    state: string,
    images: {
      type: 'array',
      items: { type: 'object', required: ['url', 'thumb'], properties: { url: string, thumb: string } },
    },
    thumbnails: { type: 'array', items: string },
    primary_image_url: nullable(string),
    carsales_title: nullable(string),
    private_suburb: nullable(string),
    private_postcode: nullable(string),
    variant: { type: 'object', properties: { geartype: nullable(string) } },
    trans: nullable(string),
    autograb_data: {
      type: ['object', 'null'],
      properties: { average_market_price: nullable(number), state_average_market_price: nullable(number) },
    },
    finance_lenders: financeLenders,
    location: carLocation,
  },
} as const;

/** GET /api/cars/{slug} answer (VehicleDetailResponse). */
export const vehicleDetailSchema = {
  type: 'object',
  required: ['car', 'dealership', 'website_id'],
  properties: {
    car: carSchema,
    dealership: {
      type: 'object',
      required: ['id', 'slug', 'name', 'phone'],
      properties: { id: integer, slug: string, name: string, phone: nullable(string) },
    },
    website_id: integer,
  },
} as const;

/** GET /api/cars/{id}/finance-disclaimer answer (FinanceDisclaimerResponse). */
export const financeDisclaimerSchema = {
  type: 'object',
  required: ['finance_lenders'],
  properties: { finance_lenders: financeLenders },
} as const;
