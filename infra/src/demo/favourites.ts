/**
 * Spec §1: "Favourites are enabled for a listed set of sites plus one manufacturer template." The listed sites
 * and the template (Nissan's, so harbour-nissan has them) of the demo platform.
 */
export const FAVOURITE_SITES: readonly string[] = [
  'coastline-motor-group',
  'capital-auto-direct',
  'top-end-motors',
];
export const FAVOURITES_TEMPLATE = 'nissan-manufacturer';

/** Whether a site has the garage / favourites feature. */
export function favouritesEnabled(slug: string, template: string): boolean {
  return FAVOURITE_SITES.includes(slug) || template === FAVOURITES_TEMPLATE;
}
