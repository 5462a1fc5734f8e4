/** Spec §1: "Favourites are enabled for a listed set of sites plus one manufacturer template": Nissan's. */
export const FAVOURITES_TEMPLATE = 'nissan-manufacturer';

/**
 * Whether a site has the garage / favourites feature: the site's own flag (the listed sites), or its
 * template, whatever the flag says, so a site moved to Nissan's template has favourites without a second edit.
 */
export function hasFavourites(site: { favourites: boolean; template: string }): boolean {
  return site.favourites || site.template === FAVOURITES_TEMPLATE;
}
