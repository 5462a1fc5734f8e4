import type { CarType } from '../domain/car';

/**
 * The stock routes of spec §2 (`/search/{route}`): their title and the car types each shows (none: all). The
 * search page (mf-search) and the served page titles (infra SEO) both read this.
 */
export const STOCK_ROUTES: Readonly<Record<string, { title: string; carTypes: CarType[] }>> = {
  'new-used-and-demo-cars': { title: 'New, Used and Demo Cars', carTypes: [] },
  'used-cars': { title: 'Used Cars', carTypes: ['used'] },
  'demo-cars': { title: 'Demo Cars', carTypes: ['demo'] },
  'new-cars': { title: 'New Cars', carTypes: ['new'] },
  'new-and-demo-cars': { title: 'New and Demo Cars', carTypes: ['new', 'demo'] },
};

/**
 * A stock route's title in the site's word for used, as the header's link names it: "Used Cars" → "Pre-Owned
 * Cars", "New, Used and Demo Cars" → "New, Pre-Owned and Demo Cars".
 */
export function withUsedLabel(title: string, usedLabel: string): string {
  return title.replace(/\bUsed\b/, usedLabel || 'Used');
}
