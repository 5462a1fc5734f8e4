import type { CarType, SiteConfig } from '@dealerline/shared';
import { stockRouteTitle } from '@dealerline/shared/rules';

const ALL_STOCK = 'new-used-and-demo-cars';

/**
 * The stock route the success page offers next (spec §2 routes): the lead's car type's (`used-cars`…), else
 * all stock, named as the site names it ("Pre-Owned Cars" where used is "Pre-Owned", "Used Caravans" where
 * its stock is caravans).
 */
export function stockLink(
  carType: CarType | null,
  site: Pick<SiteConfig, 'template' | 'used_label' | 'vehicle_noun'>,
): { path: string; title: string } {
  const route = carType ? `${carType}-cars` : ALL_STOCK;
  return {
    path: carType ? `/search/${route}` : `/search/${route}/`,
    title: stockRouteTitle(route, site) ?? 'Cars',
  };
}
