import { hasFavourites } from '../../../shared/src/rules/favourites';

/**
 * Spec §1: "Favourites are enabled for a listed set of sites plus one manufacturer template." The demo
 * platform's listed sites; the template's rule (Nissan's, so harbour-nissan has them) is shared.
 */
export const FAVOURITE_SITES: readonly string[] = [
  'coastline-motor-group',
  'capital-auto-direct',
  'top-end-motors',
];

/** Whether a demo site has the garage / favourites feature. */
export function favouritesEnabled(slug: string, template: string): boolean {
  return hasFavourites({ favourites: FAVOURITE_SITES.includes(slug), template });
}
