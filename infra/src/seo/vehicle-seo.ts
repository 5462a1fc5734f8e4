import type { Car } from '../../../shared/src/domain/car';
import { formatKm } from '../../../shared/src/format/currency';
import { priceText } from '../../../shared/src/format/price-text';
import { isAvailable } from '../../../shared/src/rules/availability';
import { priceDisplay } from '../../../shared/src/rules/price-display';
import { fillHeight } from '../images/render-variant';
import { SHARE_IMAGE_WIDTH, type PageHead } from '../../../shared/src/rules/share-tags';
import type { PageMeta } from '../shell/render-shell';
import type { Tenant } from '../sites/tenant';
import { carTitle } from '../../../shared/src/rules/car-title';
import { pageTitle } from '../../../shared/src/rules/page-title';
import { dealershipContact } from '../vehicles/vehicle-detail';
import { carJsonLd } from './car-json-ld';
import { absoluteImageUrl } from '../../../shared/src/rules/site-urls';
import { jsonLdScript } from './head-tags';
import { breadcrumbJsonLd } from './breadcrumb-json-ld';
import { vehicleBreadcrumbs } from '../../../shared/src/rules/vehicle-breadcrumbs';

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
 * The head of a vehicle page (issue 6 item 5): title, description and canonical URL, for Open Graph type
 * product and the main picture 1000 px wide on the site's origin (`base`, the page's routeHead, gives the
 * rest), schema.org Car + Offer JSON-LD, and the page's trail as a BreadcrumbList.
 */
export function vehiclePageMeta(car: Car, tenant: Tenant, base: PageHead, origin: string): PageMeta {
  const { canonical } = base;
  const title = pageTitle(carTitle(car), tenant.site.name);
  const description = vehicleDescription(car, tenant);
  const picture = (url: string | null) => absoluteImageUrl(url, origin, SHARE_IMAGE_WIDTH);
  const image = picture(car.primary_image_url);
  const images = [car.primary_image_url, ...car.images.map((i) => i.url)]
    .map(picture)
    .filter((url, i, all): url is string => !!url && all.indexOf(url) === i)
    .slice(0, JSON_LD_IMAGES);
  // The platform's own pictures are `fill` crops of a known size; a picture hosted elsewhere is as it is.
  const size = car.primary_image_url?.startsWith('/images/')
    ? { width: SHARE_IMAGE_WIDTH, height: fillHeight(SHARE_IMAGE_WIDTH) }
    : {};
  return {
    ...base,
    title,
    description,
    type: 'product',
    image: image ? { url: image, alt: carTitle(car), ...size, large: true } : base.image,
    head: [
      jsonLdScript(carJsonLd(car, tenant, canonical, images)),
      jsonLdScript(breadcrumbJsonLd(vehicleBreadcrumbs(car, tenant.site), origin)),
    ],
  };
}
