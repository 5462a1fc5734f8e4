import type { CarType, SiteConfig } from '@dealerline/shared';
import { stockRouteTitle, USED_ONLY_TEMPLATE } from '@dealerline/shared/rules';

const ALL_STOCK = 'new-used-and-demo-cars';

/** Whether the site's stock holds cars of the type: a used-only dealer's (its template) holds used ones only. */
function sells(site: Pick<SiteConfig, 'template'>, carType: CarType): boolean {
  return site.template !== USED_ONLY_TEMPLATE || carType === 'used';
}

/**
 * The stock route the success page offers next (spec §2 routes): the lead's car type's (`used-cars`…), else
 * all stock, named as the site names it ("Pre-Owned Cars" where used is "Pre-Owned", "Used Caravans" where
 * its stock is caravans). A car type the dealer does not sell (`/success?car_type=new` on a used-only site:
 * the finance pages pass on any car_type of their URL) would lead to an empty search: the dealer's all-stock
 * route instead, titled for its stock.
 */
export function stockLink(
  carType: CarType | null,
  site: Pick<SiteConfig, 'template' | 'used_label' | 'vehicle_noun'>,
): { path: string; title: string } {
  const type = carType && sells(site, carType) ? carType : null;
  const route = type ? `${type}-cars` : ALL_STOCK;
  return {
    path: type ? `/search/${route}` : `/search/${route}/`,
    title: stockRouteTitle(route, site)!,
  };
}
