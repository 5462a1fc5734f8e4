import type { Car } from '../../../../shared/src/domain/car';
import { carTypeLabel } from '../../../../shared/src/format/car-type';
import { formatKm, formatNumber } from '../../../../shared/src/format/currency';
import { priceText, type PriceText } from '../../../../shared/src/format/price-text';
import { isAvailable } from '../../../../shared/src/rules/availability';
import { SOLD_NOTICE_TITLE } from '../../../../shared/src/rules/messages';
import { priceDisplay } from '../../../../shared/src/rules/price-display';
import type { Tenant } from '../../sites/tenant';
import { carTitle } from '../../../../shared/src/rules/car-title';
import { dealershipContact } from '../vehicle-detail';

export interface BrochureSpec {
  label: string;
  value: string;
}

/** Everything a brochure shows, as text: the PDF is drawn from this alone (and the photo). */
export interface BrochureModel {
  siteName: string;
  /** The site's theme colour (#rrggbb) for the header band. */
  accent: string;
  title: string;
  /** The series, when the car has one. */
  subtitle: string | null;
  price: PriceText;
  /** The sold notice of spec §8 for a sold car still on the site. */
  soldNotice: string | null;
  specs: BrochureSpec[];
  dealer: { name: string; location: string | null; address: string[]; phone: string | null };
  /** The vehicle page's canonical URL. */
  url: string;
}

const HEX = /^#[0-9a-f]{6}$/i;

function specs(car: Car, usedLabel: string): BrochureSpec[] {
  const rows: [string, string | number | null | undefined][] = [
    ['Condition', carTypeLabel(car.car_type, usedLabel)],
    ['Year', car.year],
    ['Odometer', formatKm(car.km)],
    ['Body', car.simple_body],
    ['Transmission', car.simple_transmission ?? car.trans],
    ['Fuel', car.simple_fuel ?? car.fuel],
    ['Drive', car.simple_drive],
    ['Colour', car.colour],
    ['Seats', car.seats === null ? null : formatNumber(car.seats)],
    ['Stock No.', car.stocknum],
    ['VIN', car.vin],
  ];
  return rows
    .filter(
      (row): row is [string, string | number] => row[1] !== null && row[1] !== undefined && row[1] !== '',
    )
    .map(([label, value]) => ({ label, value: String(value) }));
}

/** The car's location with its postcode (from the site's locations), or the car's own city and state. */
function address(car: Car, tenant: Tenant): string[] {
  const stored = car.location && tenant.dealer.locations.find((l) => l.id === car.location!.address.id);
  if (car.location) {
    const { street, city, state } = car.location.address;
    const postcode = stored?.address.postcode ?? '';
    return [street, [city, state.toUpperCase(), postcode].filter(Boolean).join(' ')].filter(Boolean);
  }
  return [[car.city, car.state.toUpperCase()].filter(Boolean).join(' ')].filter(Boolean);
}

/** The brochure of a car on a site: title, price by the display rules of spec §4, key specs, dealer. */
export function brochureModel(car: Car, tenant: Tenant, url: string): BrochureModel {
  const { site } = tenant;
  const display = priceDisplay(car, {
    subscription: site.offers_subscription,
    noPriceText: site.no_price_text,
  });
  const contact = dealershipContact(car, tenant.dealer);
  return {
    siteName: site.name,
    accent: HEX.test(site.theme.primary) ? site.theme.primary : '#1f2937',
    title: carTitle(car),
    subtitle: car.series?.trim() || null,
    price: priceText(display, car.price_type),
    soldNotice: isAvailable(car) ? null : SOLD_NOTICE_TITLE,
    specs: specs(car, site.used_label),
    dealer: {
      name: contact.name,
      location: car.location?.name ?? null,
      address: address(car, tenant),
      phone: contact.phone,
    },
    url,
  };
}
