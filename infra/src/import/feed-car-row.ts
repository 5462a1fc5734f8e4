import type { CarLocation } from '../../../shared/src/domain/car';
import type { CarRow } from '../cars/car-row';
import type { FeedCar } from '../feed';
import { kebab } from '../inventory/slug';
import { carLocation, type StockLocation } from '../sites/dealership-directory';

/** What the importer decides for a row besides the feed's own values. */
export interface RowContext {
  id: number;
  /** The car's location: the one the row names by slug, else its dealership's main location. */
  location: StockLocation | null;
  /** created_at when the feed gives none: the stored car's, or the import time for a new car. */
  createdAt: string;
  /** sold_date_timestamp of a sold car when the feed gives none: the stored one, else the import time. */
  soldAt: number;
  hash: string;
  updatedAt: string;
}

/** Spec §3 Car.location: the site's location with whatever the feed says about it on top. */
function locationOf(feed: FeedCar, location: StockLocation | null): CarLocation | null {
  const base = location ? carLocation(location) : null;
  const given = feed.location;
  if (!given) return base;
  if (!base && !given.name && !given.slug) return null;
  const address = given.address;
  return {
    name: given.name ?? base?.name ?? '',
    phone: given.phone ?? base?.phone ?? null,
    slug: base?.slug ?? given.slug ?? '',
    distribution_locations: given.distribution_locations,
    address: {
      id: base?.address.id ?? 0,
      street: address?.street ?? base?.address.street ?? '',
      city: address?.city ?? base?.address.city ?? '',
      state: address?.state ?? base?.address.state ?? '',
      place_url: address?.place_url ?? base?.address.place_url ?? null,
    },
  };
}

/** `{year}-{make-model-badge}-{id}`, the same shape as the generated cars' slugs (unique by the id). */
export function carSlug(feed: Pick<FeedCar, 'year' | 'make' | 'model' | 'badge'>, id: number): string {
  return `${feed.year}-${kebab([feed.make, feed.model, feed.badge ?? ''].join(' '))}-${id}`;
}

/** The cars row for a validated feed row (issue 3 item 4): name, slug and photo fields are the importer's. */
export function feedCarRow(feed: FeedCar, context: RowContext): CarRow {
  const location = context.location;
  const sold = feed.status === 'sold';
  return {
    id: context.id,
    dealership_id: feed.dealership_id,
    location_id: location?.id ?? null,
    slug: carSlug(feed, context.id),
    name: `${feed.year} ${feed.make} ${feed.model}`,
    stocknum: feed.stocknum,
    vin: feed.vin,
    year: feed.year,
    make: feed.make,
    model: feed.model,
    badge: feed.badge,
    series: feed.series,
    car_type: feed.car_type,
    status: feed.status,
    sold,
    sold_date_timestamp: feed.sold_date_timestamp ?? (sold ? context.soldAt : null),
    show_on_dealer_website: feed.show_on_dealer_website,
    km: feed.km,
    price: feed.price,
    before_price: feed.before_price,
    offer_price: feed.offer_price,
    subscription_price: feed.subscription_price,
    price_type: feed.price_type,
    preorder: feed.preorder,
    reserved: feed.reserved,
    tag: feed.tag,
    certified: feed.certified,
    created_at: feed.created_at ?? context.createdAt,
    updated_at: context.updatedAt,
    photos_count: feed.images.length,
    file: feed.file,
    simple_body: feed.simple_body,
    simple_drive: feed.simple_drive,
    simple_transmission: feed.simple_transmission,
    simple_fuel: feed.simple_fuel,
    fuel: feed.fuel,
    colour: feed.colour,
    gearnum: feed.gearnum,
    bodyconfiguration: feed.bodyconfiguration,
    views: 0,
    seats: feed.seats,
    city: feed.city ?? location?.city ?? '',
    state: feed.state ?? location?.state ?? '',
    images: feed.images,
    primary_image_url: feed.images[0]?.url ?? null,
    carsales_title: feed.carsales_title,
    private_suburb: feed.private_suburb,
    private_postcode: feed.private_postcode,
    geartype: feed.variant?.geartype ?? null,
    trans: feed.trans,
    autograb_data: feed.autograb_data,
    finance_lenders: feed.finance_lenders,
    location: locationOf(feed, location),
    content_hash: context.hash,
  };
}
