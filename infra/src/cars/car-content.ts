import { createHash } from 'node:crypto';
import type { Car } from '../../../shared/src/domain/car';
import type { FeedCar } from '../feed';

/**
 * What a feed says about a car (issue 3 item 4): the validated FeedCar of its row. Its hash is stored with
 * the car, so re-importing the same row is recognised as unchanged and writes nothing.
 */
export type CarContent = FeedCar;

/** JSON with object keys sorted, so the hash does not depend on the order fields were written in. */
export function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i ? ',' : '') + canonical(value[i]);
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  let out = '{';
  let first = true;
  for (const key of keys) {
    const child = record[key];
    if (child === undefined) continue;
    out += `${first ? '' : ','}${JSON.stringify(key)}:${canonical(child)}`;
    first = false;
  }
  return `${out}}`;
}

/** sha256 (hex) of the content in canonical JSON. */
export function contentHash(content: CarContent): string {
  return createHash('sha256').update(canonical(content)).digest('hex');
}

/**
 * The content of a generated car, exactly as the feed validator would read the same car written as a feed
 * row (tested): seeded cars re-imported from an export of themselves count as unchanged.
 */
export function contentOfCar(car: Car): CarContent {
  const location = car.location;
  return {
    stocknum: car.stocknum === '' ? null : car.stocknum,
    vin: car.vin,
    make: car.make,
    model: car.model,
    badge: car.badge,
    series: car.series,
    year: car.year,
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
    file: car.file,
    simple_body: car.simple_body,
    simple_drive: car.simple_drive,
    simple_transmission: car.simple_transmission,
    simple_fuel: car.simple_fuel,
    fuel: car.fuel,
    colour: car.colour,
    gearnum: car.gearnum,
    bodyconfiguration: car.bodyconfiguration,
    seats: car.seats,
    dealership_id: car.dealership_id,
    dealership_slug: car.dealership_slug,
    city: car.city,
    state: car.state,
    images: car.images,
    carsales_title: car.carsales_title,
    private_suburb: car.private_suburb,
    private_postcode: car.private_postcode,
    variant: car.variant ?? null,
    trans: car.trans,
    autograb_data: car.autograb_data,
    finance_lenders: car.finance_lenders,
    location: location && {
      name: location.name,
      phone: location.phone,
      slug: location.slug,
      distribution_locations: location.distribution_locations,
      address: {
        street: location.address.street,
        city: location.address.city,
        state: location.address.state,
        place_url: location.address.place_url,
      },
    },
  };
}
