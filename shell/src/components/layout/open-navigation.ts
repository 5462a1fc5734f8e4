import type { DealerConfig, FooterGroup, NavLink, SiteConfig } from '@dealerline/shared';
import { linkIsOpen } from '../../app/route-table';

/**
 * The site's navigation (its config, set when the site is set up) without links to a page the tenant does not
 * have right now: the Offers link once the last offer has ended would otherwise lead to a 404. A dropdown
 * left with no links goes too.
 */
export function openNavigation(
  site: SiteConfig,
  dealer: DealerConfig,
): { header: NavLink[]; footer: FooterGroup[] } {
  const open = (link: NavLink) => linkIsOpen(link.href, site, dealer);
  const header = site.navigation.header.flatMap((item): NavLink[] => {
    if (!item.children?.length) return open(item) ? [item] : [];
    const children = item.children.filter(open);
    return children.length ? [{ ...item, children }] : [];
  });
  const footer = site.navigation.footer
    .map((group) => ({ ...group, links: group.links.filter(open) }))
    .filter((group) => group.links.length > 0);
  return { header, footer };
}
