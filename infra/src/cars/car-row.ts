import { types } from 'node:util';
import type {
  AutograbData,
  Car,
  CarImage,
  CarLocation,
  CarStatus,
  CarType,
  FinanceLender,
  FinanceProvider,
} from '../../../shared/src/domain/car';

/**
 * One row of the `cars` table (migration 002, spec §3 Car): every Car field as a column, except
 * dealership_slug (from the dealership), thumbnails (the images' thumbs) and variant (its geartype column).
 * Timestamps are ISO strings so a batch can be sent as one JSON parameter.
 */
export interface CarRow {
  id: number;
  dealership_id: number;
  location_id: number | null;
  slug: string;
  name: string;
  stocknum: string | null;
  vin: string | null;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  car_type: CarType;
  status: CarStatus;
  sold: boolean;
  sold_date_timestamp: number | null;
  show_on_dealer_website: boolean;
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
  updated_at: string;
  photos_count: number;
  file: string | null;
  simple_body: string | null;
  simple_drive: string | null;
  simple_transmission: string | null;
  simple_fuel: string | null;
  fuel: string | null;
  colour: string | null;
  gearnum: number | null;
  bodyconfiguration: string | null;
  views: number;
  seats: number | null;
  city: string;
  state: string;
  images: CarImage[];
  primary_image_url: string | null;
  carsales_title: string | null;
  private_suburb: string | null;
  private_postcode: string | null;
  geartype: string | null;
  trans: string | null;
  autograb_data: AutograbData | null;
  finance_lenders: Partial<Record<FinanceProvider, FinanceLender>>;
  location: CarLocation | null;
  content_hash: string | null;
}

/** The columns in table order: what the batch INSERT writes. */
export const CAR_COLUMNS = [
  'id',
  'dealership_id',
  'location_id',
  'slug',
  'name',
  'stocknum',
  'vin',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'car_type',
  'status',
  'sold',
  'sold_date_timestamp',
  'show_on_dealer_website',
  'km',
  'price',
  'before_price',
  'offer_price',
  'subscription_price',
  'price_type',
  'preorder',
  'reserved',
  'tag',
  'certified',
  'created_at',
  'updated_at',
  'photos_count',
  'file',
  'simple_body',
  'simple_drive',
  'simple_transmission',
  'simple_fuel',
  'fuel',
  'colour',
  'gearnum',
  'bodyconfiguration',
  'views',
  'seats',
  'city',
  'state',
  'images',
  'primary_image_url',
  'carsales_title',
  'private_suburb',
  'private_postcode',
  'geartype',
  'trans',
  'autograb_data',
  'finance_lenders',
  'location',
  'content_hash',
] as const satisfies readonly (keyof CarRow)[];

/** A row as read back: the stored columns plus the dealership's slug. */
export type StoredCar = Omit<CarRow, 'created_at' | 'updated_at'> & {
  created_at: Date | string;
  updated_at: Date | string;
  dealership_slug: string;
};

/** SELECT list of a Car (alias `c` for cars, `d` for dealerships); bigint is read as a JS number. */
export const CAR_SELECT = CAR_COLUMNS.map((column) =>
  column === 'sold_date_timestamp' ? 'c.sold_date_timestamp::float8 AS sold_date_timestamp' : `c.${column}`,
)
  .concat('d.slug AS dealership_slug')
  .join(', ');

/** A Car as the generator or the importer built it, as a row (views and created_at as given). */
export function carToRow(car: Car, contentHash: string | null, updatedAt: string): CarRow {
  return {
    id: car.id,
    dealership_id: car.dealership_id,
    location_id: car.location?.address.id ?? null,
    slug: car.slug,
    name: car.name,
    stocknum: car.stocknum === '' ? null : car.stocknum,
    vin: car.vin,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    series: car.series,
    car_type: car.car_type,
    status: car.status,
    sold: car.sold,
    sold_date_timestamp: car.sold_date_timestamp,
    show_on_dealer_website: car.show_on_dealer_website,
    km: car.km,
    price: car.price,
    before_price: car.before_price,
    offer_price: car.offer_price,
    subscription_price: car.subscription_price,
    price_type: car.price_type,
    preorder: car.preorder,
    reserved: car.reserved,
    tag: car.tag,
    certified: car.certified,
    created_at: car.created_at,
    updated_at: updatedAt,
    photos_count: car.photos_count,
    file: car.file,
    simple_body: car.simple_body,
    simple_drive: car.simple_drive,
    simple_transmission: car.simple_transmission,
    simple_fuel: car.simple_fuel,
    fuel: car.fuel,
    colour: car.colour,
    gearnum: car.gearnum,
    bodyconfiguration: car.bodyconfiguration,
    views: car.views,
    seats: car.seats,
    city: car.city,
    state: car.state,
    images: car.images,
    primary_image_url: car.primary_image_url,
    carsales_title: car.carsales_title,
    private_suburb: car.private_suburb,
    private_postcode: car.private_postcode,
    geartype: car.variant?.geartype ?? null,
    trans: car.trans,
    autograb_data: car.autograb_data,
    finance_lenders: car.finance_lenders,
    location: car.location,
    content_hash: contentHash,
  };
}

const iso = (value: Date | string): string => (types.isDate(value) ? value.toISOString() : value);

/** A stored row as the spec §3 Car the front end and the search index read. */
export function rowToCar(row: StoredCar): Car {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    year: row.year,
    make: row.make,
    model: row.model,
    badge: row.badge,
    series: row.series,
    car_type: row.car_type,
    status: row.status,
    sold: row.sold,
    sold_date_timestamp: row.sold_date_timestamp === null ? null : Number(row.sold_date_timestamp),
    show_on_dealer_website: row.show_on_dealer_website,
    stocknum: row.stocknum ?? '',
    km: row.km,
    price: row.price,
    before_price: row.before_price,
    offer_price: row.offer_price,
    subscription_price: row.subscription_price,
    price_type: row.price_type,
    preorder: row.preorder,
    reserved: row.reserved,
    tag: row.tag,
    certified: row.certified,
    created_at: iso(row.created_at),
    photos_count: row.photos_count,
    file: row.file,
    vin: row.vin,
    simple_body: row.simple_body,
    simple_drive: row.simple_drive,
    simple_transmission: row.simple_transmission,
    simple_fuel: row.simple_fuel,
    fuel: row.fuel,
    colour: row.colour,
    gearnum: row.gearnum,
    bodyconfiguration: row.bodyconfiguration,
    views: row.views,
    seats: row.seats,
    dealership_id: row.dealership_id,
    dealership_slug: row.dealership_slug,
    city: row.city,
    state: row.state,
    images: row.images,
    thumbnails: row.images.map((image) => image.thumb),
    primary_image_url: row.primary_image_url,
    carsales_title: row.carsales_title,
    private_suburb: row.private_suburb,
    private_postcode: row.private_postcode,
    variant: { geartype: row.geartype },
    trans: row.trans,
    autograb_data: row.autograb_data,
    finance_lenders: row.finance_lenders,
    location: row.location,
  };
}
