import type { CarStatus, CarType } from '../../../shared/src/domain/car';
import { isPlainObject } from './dotted-keys';
import { FieldReader } from './field-reader';
import {
  CAR_TYPES,
  IMPORTER_FIELDS,
  MAX_KM,
  MAX_PRICE,
  MAX_URL_LENGTH,
  MIN_YEAR,
  POSTCODE,
  STATUSES,
  TEXT_LIMITS,
  URL_OR_PATH,
  VIN,
} from './feed-rules';
import type { FeedCar, FeedContext, FeedRowResult } from './feed-types';
import {
  readAutograb,
  readFinanceLenders,
  readImages,
  readLocation,
  readState,
  readVariant,
} from './nested-fields';
import { readIsoDate, readUnixSeconds } from './timestamps';

const T = TEXT_LIMITS;

/** The dealership a row belongs to: the named one (case-insensitive), else the site's primary one. */
export function resolveDealership(
  slug: string | null,
  context: FeedContext,
): { id: number; slug: string } | null {
  const wanted = (slug ?? context.primaryDealershipSlug).toLowerCase();
  return context.dealerships.find((dealership) => dealership.slug.toLowerCase() === wanted) ?? null;
}

function readVin(r: FieldReader): string | null {
  const text = r.text('vin', { max: 40 });
  if (text === null) return null;
  const vin = text.toUpperCase();
  if (VIN.test(vin)) return vin;
  r.error(`vin must be 17 characters of A-Z (without I, O, Q) and 0-9 (got "${text}")`);
  return null;
}

function readPostcode(r: FieldReader): string | null {
  const text = r.text('private_postcode', { max: 10 });
  if (text === null || POSTCODE.test(text)) return text;
  r.error(`private_postcode must be exactly 4 digits (got "${text}")`);
  return null;
}

function readUrl(r: FieldReader, key: string): string | null {
  const text = r.text(key, { max: MAX_URL_LENGTH });
  if (text === null || URL_OR_PATH.test(text)) return text;
  r.error(`${key} must be a URL (http(s):// or /path)`);
  return null;
}

function readYear(r: FieldReader, now: Date): number | null {
  const year = r.integer('year', { required: true });
  const latest = now.getUTCFullYear() + 1;
  if (year === null || (year >= MIN_YEAR && year <= latest)) return year;
  r.error(`year must be between ${MIN_YEAR} and ${latest} (got ${year})`);
  return null;
}

/** status and sold must agree; without a status, sold=true means sold and anything else in stock. */
function readStatus(r: FieldReader): CarStatus | null {
  const status = r.choice<CarStatus>('status', STATUSES);
  const sold = r.boolean('sold');
  if (status !== null && sold !== null && (status === 'sold') !== sold) {
    r.error(`sold is ${sold} but status is ${status}`);
    return null;
  }
  return status ?? (sold ? 'sold' : 'in_stock');
}

/**
 * One feed row (issue 3 item 4) against the spec §3 Car fields: required fields (stocknum or vin, make,
 * model, year, price, car_type), types, ranges and enums, the dealership (named by dealership_slug or the
 * site's primary one). Every problem of the row is listed; unknown fields are ignored with a warning.
 */
export function validateFeedRow(raw: unknown, lineNumber: number, context: FeedContext): FeedRowResult {
  if (!isPlainObject(raw)) {
    return { ok: false, line: lineNumber, errors: ['the row must be an object of car fields'], warnings: [] };
  }
  const r = new FieldReader(raw);
  const stocknum = r.text('stocknum', { max: T.stocknum });
  const vin = readVin(r);
  if (r.raw('stocknum') === undefined && r.raw('vin') === undefined) r.error('stocknum or vin is required');
  const dealershipSlug = r.text('dealership_slug', { max: T.dealership_slug });
  const dealership = resolveDealership(dealershipSlug, context);
  if (!dealership && dealershipSlug !== null) {
    r.error(
      context.feedFor
        ? `dealership_slug "${dealershipSlug}" is not ${context.feedFor}, the dealership this feed is for`
        : `unknown dealership_slug "${dealershipSlug}" (this site has ${context.dealerships.map((d) => d.slug).join(', ')})`,
    );
  } else if (!dealership) {
    throw new Error(
      `validateFeedRow: primary dealership "${context.primaryDealershipSlug}" is not one of the site's dealerships`,
    );
  }
  const status = readStatus(r);
  const now = context.now ?? new Date();
  const car: FeedCar = {
    stocknum,
    vin,
    make: r.text('make', { required: true, max: T.make }) ?? '',
    model: r.text('model', { required: true, max: T.model }) ?? '',
    badge: r.text('badge', { max: T.badge }),
    series: r.text('series', { max: T.series }),
    year: readYear(r, now) ?? 0,
    car_type: r.choice<CarType>('car_type', CAR_TYPES, { required: true }) ?? 'used',
    status: status ?? 'in_stock',
    sold: status === 'sold',
    sold_date_timestamp: readUnixSeconds(r, 'sold_date_timestamp', now),
    show_on_dealer_website: r.boolean('show_on_dealer_website') ?? true,
    km: r.integer('km', { min: 0, max: MAX_KM }) ?? 0,
    price: r.number('price', { required: true, min: 0, max: MAX_PRICE }) ?? 0,
    before_price: r.number('before_price', { min: 0, max: MAX_PRICE }),
    offer_price: r.number('offer_price', { min: 0, max: MAX_PRICE }),
    subscription_price: r.number('subscription_price', { min: 0, max: MAX_PRICE }),
    price_type: r.text('price_type', { max: T.price_type }),
    preorder: r.boolean('preorder') ?? false,
    reserved: r.boolean('reserved') ?? false,
    tag: r.text('tag', { max: T.tag }),
    certified: r.boolean('certified') ?? false,
    created_at: readIsoDate(r, 'created_at', now),
    file: readUrl(r, 'file'),
    simple_body: r.text('simple_body', { max: T.simple_body }),
    simple_drive: r.text('simple_drive', { max: T.simple_drive }),
    simple_transmission: r.text('simple_transmission', { max: T.simple_transmission }),
    simple_fuel: r.text('simple_fuel', { max: T.simple_fuel }),
    fuel: r.text('fuel', { max: T.fuel }),
    colour: r.text('colour', { max: T.colour }),
    gearnum: r.integer('gearnum', { min: 0, max: 20 }),
    bodyconfiguration: r.text('bodyconfiguration', { max: T.bodyconfiguration }),
    seats: r.integer('seats', { min: 0, max: 100 }),
    dealership_id: dealership?.id ?? 0,
    dealership_slug: dealership?.slug ?? '',
    city: r.text('city', { max: T.city }),
    state: readState(r, 'state'),
    images: readImages(r),
    carsales_title: r.text('carsales_title', { max: T.carsales_title }),
    private_suburb: r.text('private_suburb', { max: T.private_suburb }),
    private_postcode: readPostcode(r),
    variant: readVariant(r),
    trans: r.text('trans', { max: T.trans }),
    autograb_data: readAutograb(r),
    finance_lenders: readFinanceLenders(r),
    location: readLocation(r),
  };
  for (const field of IMPORTER_FIELDS) r.ignore(field, 'assigned by the importer');
  r.reportUnknown();
  if (r.errors.length > 0) return { ok: false, line: lineNumber, errors: r.errors, warnings: r.warnings };
  return { ok: true, car, warnings: r.warnings };
}
