import type { ContentPage } from '../../../../shared/src/domain/content';
import { cta, heading, joinAnd, list, page, para, payments, type PageFacts } from './page-kit';

export function service(f: PageFacts): ContentPage {
  return page(f, '/service', 'Servicing', `Book a service with ${f.name}.`, [
    para(
      `Our technicians service ${f.makes.length ? `${joinAnd(f.makes)} and all other` : 'all'} makes, using genuine ` +
        'parts and the latest diagnostic equipment.',
    ),
    list(
      'Logbook servicing that keeps your warranty',
      'Free courtesy shuttle',
      'Loan vehicles on request',
      'Capped price servicing',
    ),
    heading('Ways to pay'),
    payments,
    cta('Capped price servicing', '/pages/capped-price-servicing'),
  ]);
}

/** A per-location or per-make service page (/service-maroochydore, /subaru-service): its bookings go there. */
export function locationService(f: PageFacts, entry: PageFacts['servicePages'][number]): ContentPage {
  const { location } = entry;
  return page(
    f,
    entry.slug,
    entry.title,
    `${entry.title} at ${location.name}.`,
    [
      para(`${location.name} services every make and model. Find us at ${entry.address}.`),
      list('Book online or call us', 'Drop off from 7:30 am', 'Same-day servicing for most vehicles'),
    ],
    null,
    location.slug,
  );
}

export function cappedPriceServicing(f: PageFacts): ContentPage {
  return page(
    f,
    '/pages/capped-price-servicing',
    'Capped Price Servicing',
    `Know what your service costs before you book at ${f.name}.`,
    [
      para(
        'With capped price servicing you know the maximum price of each scheduled service before you book.',
      ),
      heading('What is included'),
      list(
        'Scheduled logbook items',
        'Genuine oils and filters',
        'Multi-point safety inspection',
        'Wash and vacuum',
      ),
      para(
        'Prices apply to scheduled services only; extra repairs are quoted and only done with your approval.',
      ),
    ],
  );
}
