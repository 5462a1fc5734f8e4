import type { Car } from '../../../shared/src/domain/car';
import { formatKm } from '../../../shared/src/format/currency';
import { priceText } from '../../../shared/src/format/price-text';
import { isAvailable } from '../../../shared/src/rules/availability';
import { priceDisplay } from '../../../shared/src/rules/price-display';
import { fillHeight } from '../images/render-variant';
import type { PageMeta } from '../shell/render-shell';
import type { Tenant } from '../sites/tenant';
import { carTitle } from '../vehicles/car-title';
import { pageTitle } from '../../../shared/src/rules/page-title';
import { dealershipContact } from '../vehicles/vehicle-detail';
import { carJsonLd } from './car-json-ld';
import { jsonLdScript, metaName, metaProperty } from './head-tags';
import { absoluteImageUrl } from './site-origin';

/** Width of the pictures named in Open Graph and JSON-LD (an image endpoint width, spec §7.11). */
export const SHARE_IMAGE_WIDTH = 1000;
/** Pictures listed in the JSON-LD. */
const JSON_LD_IMAGES = 5;

/** "$45,990 Drive Away, 12,345 km, Automatic, Diesel, White Ute. At Coastline Toyota, Maroochydore QLD." */
export function vehicleDescription(car: Car, tenant: Tenant): string {
  const { site } = tenant;
  const display = priceDisplay(car, {
    subscription: site.offers_subscription,
    noPriceText: site.no_price_text,
  });
  const price = priceText(display, car.price_type);
  const facts = [
    [price.amount, price.note].filter(Boolean).join(' '),
    formatKm(car.km),
    car.simple_transmission ?? car.trans,
    car.simple_fuel ?? car.fuel,
    [car.colour, car.simple_body].filter(Boolean).join(' '),
  ].filter(Boolean);
  const place = [
    car.location?.address.city ?? car.city,
    (car.location?.address.state ?? car.state).toUpperCase(),
  ]
    .filter(Boolean)
    .join(' ');
  const dealer = dealershipContact(car, tenant.dealer).name;
  const lead = isAvailable(car) ? `${carTitle(car)} for sale` : `${carTitle(car)}, recently sold`;
  return `${lead}: ${facts.join(', ')}. At ${dealer}${place ? `, ${place}` : ''}.`;
}

/**
 * The head of a vehicle page (issue 6 item 5): title, description and canonical URL, Open Graph (type
 * product, the main picture 1000 px wide on the site's origin) and schema.org Car + Offer JSON-LD.
 */
export function vehiclePageMeta(car: Car, tenant: Tenant, canonical: string, origin: string): PageMeta {
  const title = pageTitle(carTitle(car), tenant.site.name);
  const description = vehicleDescription(car, tenant);
  const picture = (url: string | null) => absoluteImageUrl(url, origin, SHARE_IMAGE_WIDTH);
  const image = picture(car.primary_image_url);
  const images = [car.primary_image_url, ...car.images.map((i) => i.url)]
    .map(picture)
    .filter((url, i, all): url is string => !!url && all.indexOf(url) === i)
    .slice(0, JSON_LD_IMAGES);
  const ownPicture = !!car.primary_image_url?.startsWith('/images/');
  const head = [
    metaProperty('og:type', 'product'),
    metaProperty('og:site_name', tenant.site.name),
    metaProperty('og:title', title),
    metaProperty('og:description', description),
    metaProperty('og:url', canonical),
    ...(image
      ? [
          metaProperty('og:image', image),
          ...(ownPicture
            ? [
                metaProperty('og:image:width', String(SHARE_IMAGE_WIDTH)),
                metaProperty('og:image:height', String(fillHeight(SHARE_IMAGE_WIDTH))),
              ]
            : []),
          metaProperty('og:image:alt', carTitle(car)),
        ]
      : []),
    metaName('twitter:card', image ? 'summary_large_image' : 'summary'),
    jsonLdScript(carJsonLd(car, tenant, canonical, images)),
  ];
  return { title, description, canonical, head };
}
