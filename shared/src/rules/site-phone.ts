import type { DealerConfig, SiteConfig } from '../domain/site';

/** The number a shopper calls the site on: the site's own (its header's), else the dealer's. */
export function sitePhone(site: Pick<SiteConfig, 'phone'>, dealer: Pick<DealerConfig, 'phone'>): string {
  return site.phone || dealer.phone;
}
