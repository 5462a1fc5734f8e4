import type { DealerConfig, FooterGroup, NavLink, SiteConfig } from '@dealerline/shared';
import { linkIsOpen } from '../../app/route-table';

/*
 * The site's navigation (its config, set when the site is set up) without links to a page the tenant does not
 * have right now: the Offers link once the last offer has ended would otherwise lead to a 404. A dropdown or a
 * footer group left with no links goes too. The header and the footer each check only their own links, while
 * the page hydrates.
 */

/** The header's menu items that lead to an open page, dropdowns with their open links. */
export function openHeaderLinks(site: SiteConfig, dealer: DealerConfig): NavLink[] {
  return site.navigation.header.flatMap((item): NavLink[] => {
    if (!item.children?.length) return linkIsOpen(item.href, site, dealer) ? [item] : [];
    const children = item.children.filter((link) => linkIsOpen(link.href, site, dealer));
    return children.length ? [{ ...item, children }] : [];
  });
}

/** The footer's groups with their links that lead to an open page. */
export function openFooterGroups(site: SiteConfig, dealer: DealerConfig): FooterGroup[] {
  return site.navigation.footer
    .map((group) => ({ ...group, links: group.links.filter((link) => linkIsOpen(link.href, site, dealer)) }))
    .filter((group) => group.links.length > 0);
}
