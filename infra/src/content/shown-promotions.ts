import type { Promotion } from '../../../shared/src/domain/content';
import { linkIsOpen } from '../../../shell/src/app/route-table';
import type { Tenant } from '../sites/tenant';

/**
 * The running promotions as the site shows them (GET /api/promotions and the home page's embedded slides): a
 * slide whose link leads to a page the tenant does not have now (/special-offers once the dealer's last offer
 * has ended, /garage on a site without favourites) keeps its picture without the link, as the menus drop such
 * links (linkIsOpen), so no slide leads the shopper to a 404.
 */
export function shownPromotions(
  promotions: readonly Promotion[],
  tenant: Pick<Tenant, 'site' | 'dealer'>,
): Promotion[] {
  return promotions.map((promotion) =>
    promotion.link_href && !linkIsOpen(promotion.link_href, tenant.site, tenant.dealer)
      ? { ...promotion, link_href: null }
      : promotion,
  );
}
