import type { ContentPage } from '../../../../shared/src/domain/content';
import { cta, list, page, para, type PageFacts } from './page-kit';

/** End of the EOFY sale banner (spec §9: "a sale banner expires 2025-06-15"): the end of that day in Brisbane. */
export const EOFY_BANNER_EXPIRES = '2025-06-15T14:00:00.000Z';

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
