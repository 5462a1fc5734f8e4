import {
  FINANCE_PROVIDERS,
  type AutograbData,
  type CarImage,
  type FinanceLender,
  type FinanceProvider,
} from '../../../shared/src/domain/car';
import { isPlainObject } from './dotted-keys';
import type { FieldReader } from './field-reader';
import { AU_STATES, MAX_IMAGES, MAX_URL_LENGTH, TEXT_LIMITS, URL_OR_PATH } from './feed-rules';
import type { FeedLocation } from './feed-types';

function validUrl(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_URL_LENGTH && URL_OR_PATH.test(value);
}

/** The warning on a row whose photos were given as http:// (readImages). */
export const HTTP_PHOTOS_WARNING =
  'images given as http:// are stored as https:// (same host and path): the site loads photos over https only, ' +
  'so an http:// photo would not show';

/** A photo address the site's pages can load: an http:// one as https:// (their CSP's img-src allows https:). */
function securePhoto(url: string): string {
  return url.startsWith('http://') ? `https://${url.slice('http://'.length)}` : url;
}

/**
 * images: URLs or { url, thumb } objects (thumb defaults to the url), at most 100. An http:// url or thumb is
 * stored as https://, with a warning: the pages' Content-Security-Policy loads pictures from https hosts only,
 * so the browser never showed it, and photo hosts serve https nearly always. The car's thumbnails and
 * primary_image_url are the importer's, taken from these.
 */
export function readImages(reader: FieldReader): CarImage[] {
  const list = reader.array('images');
  if (list === null) return [];
  if (list.length > MAX_IMAGES) {
    reader.error(`images has ${list.length} entries; at most ${MAX_IMAGES} are allowed`);
    return [];
  }
  const images: CarImage[] = [];
  let upgraded = false;
  list.forEach((item, i) => {
    const url = isPlainObject(item) ? item.url : item;
    const thumb = isPlainObject(item) && item.thumb != null && item.thumb !== '' ? item.thumb : url;
    if (validUrl(url) && validUrl(thumb)) {
      const image = { url: securePhoto(url), thumb: securePhoto(thumb) };
      upgraded ||= image.url !== url || image.thumb !== thumb;
      images.push(image);
    } else
      reader.error(
        `images[${i}] must be a URL (http(s):// or /path) or an object with a url and optional thumb`,
      );
  });
  if (upgraded) reader.warnings.push(HTTP_PHOTOS_WARNING);
  return images;
}

/** autograb_data: market averages in dollars, each optional. */
export function readAutograb(reader: FieldReader): AutograbData | null {
  const data = reader.object('autograb_data');
  if (!data) return null;
  const result = {
    average_market_price: data.number('average_market_price', { min: 0 }),
    state_average_market_price: data.number('state_average_market_price', { min: 0 }),
  };
  data.reportUnknown();
  return result;
}

function readLender(lender: FieldReader): FinanceLender {
  const result: FinanceLender = {
    interestRate: lender.number('interestRate', { min: 0, max: 100 }),
    comparisonRate: lender.number('comparisonRate', { min: 0, max: 100 }),
    paymentWeek: lender.number('paymentWeek', { min: 0 }),
    paymentMonth: lender.number('paymentMonth', { min: 0 }),
    termYears: lender.number('termYears', { min: 0, max: 30 }),
    termMonths: lender.integer('termMonths', { min: 0, max: 360 }),
    balloon: lender.number('balloon', { min: 0 }),
    deposit: lender.number('deposit', { min: 0 }),
    disclaimer: lender.text('disclaimer', { max: TEXT_LIMITS.disclaimer }),
  };
  lender.reportUnknown();
  return result;
}

/** finance_lenders keyed by the spec §9 providers; other keys are ignored with a warning. */
export function readFinanceLenders(reader: FieldReader): Partial<Record<FinanceProvider, FinanceLender>> {
  const lenders = reader.object('finance_lenders');
  const result: Partial<Record<FinanceProvider, FinanceLender>> = {};
  if (!lenders) return result;
  for (const provider of FINANCE_PROVIDERS) {
    const lender = lenders.object(provider);
    if (lender) result[provider] = readLender(lender);
  }
  lenders.reportUnknown();
  return result;
}

/** variant.geartype. */
export function readVariant(reader: FieldReader): { geartype: string | null } | null {
  const variant = reader.object('variant');
  if (!variant) return null;
  const geartype = variant.text('geartype', { max: TEXT_LIMITS.geartype });
  variant.reportUnknown();
  return { geartype };
}

/** A state name, case-insensitive, normalised to upper case. */
export function readState(reader: FieldReader, key: string): string | null {
  const text = reader.text(key, { max: 10 });
  if (text === null) return null;
  const upper = text.toUpperCase();
  if ((AU_STATES as readonly string[]).includes(upper)) return upper;
  reader.error(`${reader.name(key)} must be one of ${AU_STATES.join(', ')} (got "${text}")`);
  return null;
}

function readStringList(reader: FieldReader, key: string): string[] {
  const list = reader.array(key);
  if (list === null) return [];
  if (list.some((item) => typeof item !== 'string'))
    reader.error(`${reader.name(key)} must be a list of text`);
  return list.filter((item): item is string => typeof item === 'string');
}

/** location (spec §3 Car.location); the ids are the importer's. */
export function readLocation(reader: FieldReader): FeedLocation | null {
  const location = reader.object('location');
  if (!location) return null;
  const address = location.object('address');
  let feedAddress: FeedLocation['address'] = null;
  if (address) {
    address.ignore('id', 'assigned by the importer');
    const placeUrl = address.text('place_url', { max: MAX_URL_LENGTH });
    if (placeUrl !== null && !URL_OR_PATH.test(placeUrl))
      address.error(`${address.name('place_url')} must be a URL`);
    feedAddress = {
      street: address.text('street', { max: TEXT_LIMITS.street }),
      city: address.text('city', { max: TEXT_LIMITS.city }),
      state: readState(address, 'state'),
      place_url: placeUrl,
    };
    address.reportUnknown();
  }
  const result: FeedLocation = {
    name: location.text('name', { max: TEXT_LIMITS.locationName }),
    phone: location.text('phone', { max: TEXT_LIMITS.phone }),
    slug: location.text('slug', { max: TEXT_LIMITS.dealership_slug }),
    distribution_locations: readStringList(location, 'distribution_locations'),
    address: feedAddress,
  };
  location.reportUnknown();
  return result;
}
