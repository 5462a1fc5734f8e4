import type { ContentPage } from '../../../../shared/src/domain/content';
import { SALE_BANNER_EXPIRES } from '../../../../shared/src/rules/constants';
import { cta, list, page, para, type PageFacts } from './page-kit';

/**
 * End of the EOFY sale banner (spec §9: "a sale banner expires 2025-06-15", SALE_BANNER_EXPIRES): the end of that
 * day in Brisbane (UTC+10 all year), 2025-06-15T14:00:00.000Z.
 */
export const EOFY_BANNER_EXPIRES = new Date(
  Date.parse(`${SALE_BANNER_EXPIRES}T00:00:00+10:00`) + 86_400_000,
).toISOString();

/**
 * End of the plate clearance sale banner (a current sale next to the expired EOFY one): the end of the next
 * 30 June in Brisbane after the demo is seeded, so a freshly seeded demo always has a running sale.
 */
export function plateClearanceBannerExpires(seededAt: Date): string {
  const endOfJune = (year: number) => new Date(Date.UTC(year, 5, 30, 14));
  const thisYear = endOfJune(seededAt.getUTCFullYear());
  return (thisYear > seededAt ? thisYear : endOfJune(seededAt.getUTCFullYear() + 1)).toISOString();
}

/** A /pages/... sale page whose banner is still running. */
export function plateClearance(f: PageFacts, seededAt = new Date()): ContentPage {
  return page(
    f,
    '/pages/plate-clearance-sale',
    'Plate Clearance Sale',
    `Plate clearance deals on ${f.vehicleNoun} at ${f.name}.`,
    [
      para(
        `Last year's plates must go: clearance prices on new, demo and ${f.usedLabel.toLowerCase()} ${f.vehicleNoun} in stock.`,
      ),
      list('Clearance pricing on marked stock', 'Free first service', 'Low-rate finance for approved buyers'),
      cta('Shop the sale', '/search/new-used-and-demo-cars/'),
    ],
    {
      title: 'Plate Clearance Sale ends 30 June',
      text: `Clearance prices on ${f.vehicleNoun} in stock while they last.`,
      image_url: null,
      link: { label: 'Shop the sale', href: '/search/new-used-and-demo-cars/' },
      expires_at: plateClearanceBannerExpires(seededAt),
    },
  );
}

export function eofy(f: PageFacts): ContentPage {
  return page(
    f,
    '/eofy',
    'End of Financial Year Sale',
    `EOFY deals on ${f.vehicleNoun} at ${f.name}.`,
    [
      para(
        `Our biggest sale of the year: sharp prices on new and ${f.usedLabel.toLowerCase()} ${f.vehicleNoun} before 30 June.`,
      ),
      list('ABN holder pricing', 'Low-rate finance', 'Bonus accessories on selected stock'),
      cta('Shop the sale', '/search/new-used-and-demo-cars/'),
    ],
    {
      title: 'EOFY Sale ends 15 June',
      text: `Save on ${f.vehicleNoun} in stock before the end of the financial year.`,
      image_url: null,
      link: { label: 'Shop the sale', href: '/search/new-used-and-demo-cars/' },
      expires_at: EOFY_BANNER_EXPIRES,
    },
  );
}
