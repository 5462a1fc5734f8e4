import type { Car } from '../../../shared/src/domain/car';
import { isAvailable } from '../../../shared/src/rules/availability';
import { internationalPhone } from '../../../shared/src/rules/location-links';
import { priceDisplay } from '../../../shared/src/rules/price-display';
import type { Tenant } from '../sites/tenant';
import { carTitle } from '../../../shared/src/rules/car-title';
import { dealershipContact } from '../vehicles/vehicle-detail';

const SCHEMA = 'https://schema.org/';

/**
 * schema.org availability: sold → SoldOut, reserved → Reserved (a deposit holds it: as the card's RESERVED
 * tag, this comes before coming soon), coming soon or pre-order → PreOrder, else InStock.
 */
export function offerAvailability(car: Pick<Car, 'status' | 'preorder' | 'reserved'>): string {
  if (!isAvailable(car)) return `${SCHEMA}SoldOut`;
  if (car.reserved) return `${SCHEMA}Reserved`;
  return `${SCHEMA}${car.status === 'coming_soon' || car.preorder ? 'PreOrder' : 'InStock'}`;
}

/** The price part of the Offer, by the display rules of spec §4; nothing for a car without a price shown. */
function offerPrice(car: Car, tenant: Tenant): Record<string, unknown> {
  const display = priceDisplay(car, {
    subscription: tenant.site.offers_subscription,
    noPriceText: tenant.site.no_price_text,
  });
  switch (display.kind) {
    case 'price':
    case 'reduced':
      return { price: display.amount, priceCurrency: 'AUD' };
    case 'subscription':
      return {
        price: display.amount,
        priceCurrency: 'AUD',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: display.amount,
          priceCurrency: 'AUD',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'WEE' },
        },
      };
    case 'preorder':
    case 'no_price':
      return {};
  }
}

/** The selling dealer: the dealership, its phone and the address of the location the car is at. */
function seller(car: Car, tenant: Tenant): Record<string, unknown> {
  const contact = dealershipContact(car, tenant.dealer);
  const location = car.location && tenant.dealer.locations.find((l) => l.id === car.location!.address.id);
  const address = car.location && {
    '@type': 'PostalAddress',
    streetAddress: car.location.address.street,
    addressLocality: car.location.address.city,
    addressRegion: car.location.address.state.toUpperCase(),
    ...(location?.address.postcode && { postalCode: location.address.postcode }),
    addressCountry: 'AU',
  };
  return {
    '@type': 'AutoDealer',
    name: contact.name,
    ...(contact.phone && { telephone: internationalPhone(contact.phone) }),
    ...(address && { address }),
  };
}

/**
 * schema.org `Car` with its `Offer` for the vehicle page (name, brand, model, model year, odometer, colour,
 * body, fuel, transmission, VIN when known, pictures, URL; price in AUD, availability, the dealer as seller).
 */
export function carJsonLd(car: Car, tenant: Tenant, url: string, images: string[]): Record<string, unknown> {
  const optional = (key: string, value: string | null | undefined) => (value ? { [key]: value } : {});
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: carTitle(car),
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
    ...optional('color', car.colour),
    ...optional('bodyType', car.simple_body),
    ...optional('fuelType', car.simple_fuel ?? car.fuel),
    ...optional('vehicleTransmission', car.simple_transmission ?? car.trans),
    ...optional('vehicleIdentificationNumber', car.vin),
    ...optional('sku', car.stocknum),
    itemCondition: `${SCHEMA}${car.car_type === 'new' ? 'NewCondition' : 'UsedCondition'}`,
    ...(images.length > 0 && { image: images }),
    url,
    offers: {
      '@type': 'Offer',
      url,
      ...offerPrice(car, tenant),
      availability: offerAvailability(car),
      itemCondition: `${SCHEMA}${car.car_type === 'new' ? 'NewCondition' : 'UsedCondition'}`,
      seller: seller(car, tenant),
    },
  };
}
