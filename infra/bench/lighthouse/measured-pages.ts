import { reservableCars } from '../vehicle/reservable-cars';

/** The two tenants every page-level benchmark and budget measures: a dealer group and a single franchise. */
export const MEASURED_SITES = ['coastline-motor-group', 'harbour-nissan'] as const;

export interface MeasuredPage {
  name: 'home' | 'search' | 'vehicle' | 'finance' | 'contact';
  path: string;
  /** Shown once the page's main remote module has rendered (by module: the one-app build has no remotes). */
  ready: string;
}

/** Issue 9's measured pages of a site: home, search, a real car's detail page, finance and contact. */
export async function measuredPages(platformUrl: string, site: string): Promise<MeasuredPage[]> {
  const [car] = await reservableCars(platformUrl, site, 1);
  if (!car) throw new Error(`${site} has no car to measure a vehicle page with`);
  return [
    { name: 'home', path: '/', ready: '[data-module="location-block"]' },
    { name: 'search', path: '/search/used-cars', ready: '[data-module="search-page"]' },
    { name: 'vehicle', path: `/cars/${car.slug}`, ready: '[data-module="vehicle-page"] h1' },
    { name: 'finance', path: '/finance', ready: '[data-module="finance-page"]' },
    { name: 'contact', path: '/contact', ready: '[data-module="contact-page"]' },
  ];
}
