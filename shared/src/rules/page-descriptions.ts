import type { DealerConfig, SiteConfig } from '../domain/site';

/** What a page's head is written from: the site and dealer configuration (the boot payload has both). */
export interface HeadTenant {
  site: SiteConfig;
  dealer: DealerConfig;
}

/** Longest description written: search results show about this much. */
export const DESCRIPTION_MAX = 160;

/** " in Newcastle NSW": the dealer's city (its override, else the primary location's), else nothing. */
export function inDealerCity(dealer: DealerConfig): string {
  const primary = dealer.locations.find((location) => location.primary) ?? dealer.locations[0];
  const place =
    dealer.override_city ?? (primary ? `${primary.address.city} ${primary.address.state.toUpperCase()}` : '');
  return place ? ` in ${place}` : '';
}

/** The description of a page with none of its own (the home page, most routes): the dealer and its city. */
export function siteDescription({ dealer }: HeadTenant): string {
  return `${dealer.name}: vehicles for sale, finance, servicing and parts${inDealerCity(dealer)}. Call ${dealer.phone}.`;
}

/** A search page's description: what it lists ("Used Cars", "Toyota HiLux") at the dealer. */
export function searchDescription(subject: string, dealer: DealerConfig): string {
  return (
    `Browse ${subject} for sale at ${dealer.name}${inDealerCity(dealer)}. Compare prices, kilometres and ` +
    `features, and enquire online or call ${dealer.phone}.`
  );
}

const shownLocations = ({ dealer }: HeadTenant) => dealer.locations.filter((location) => location.visible);

/** " in Noosaville QLD": where a dealer of one shown location is (its suburb), else nothing. */
function suburb(tenant: HeadTenant): string {
  const locations = shownLocations(tenant);
  const [only] = locations;
  if (locations.length !== 1 || !only) return '';
  return ` in ${[only.address.city, only.address.state.toUpperCase()].filter(Boolean).join(' ')}`;
}

/** What /contact offers: one location's details, or how many locations a group has. */
function contactDescription(tenant: HeadTenant): string {
  const count = shownLocations(tenant).length;
  const name = tenant.site.name;
  return count > 1
    ? `Contact ${name}: addresses, opening hours and directions for our ${count} locations, or send us a message.`
    : `Contact ${name}${suburb(tenant)}: our address, opening hours and directions, or send us a message.`;
}

/** Pages whose route names them but whose head had the site's default description. */
const DESCRIPTIONS = new Map<string, (tenant: HeadTenant) => string>([
  ['/contact', contactDescription],
  [
    '/finance',
    ({ site }) => `Vehicle finance at ${site.name}: work out your repayments and apply for finance online.`,
  ],
  [
    '/trade-in',
    ({ site }) =>
      `Sell or trade in your vehicle with ${site.name}: tell us about it and request a valuation online.`,
  ],
  [
    '/special-offers',
    ({ site }) => `Special offers at ${site.name}: see our current deals and enquire online.`,
  ],
]);

/** A path as the router matches it: its segments in lower case (no trailing or doubled slash). */
const routePath = (pathname: string) => `/${pathname.toLowerCase().split('/').filter(Boolean).join('/')}`;

/**
 * The description of /contact, /finance, /trade-in or /special-offers for this site (its name, and on
 * /contact how many locations it shows or the suburb of its one), then its phone while that fits in
 * DESCRIPTION_MAX characters; null for any other page.
 */
export function pageDescription(tenant: HeadTenant, pathname: string): string | null {
  const describe = DESCRIPTIONS.get(routePath(pathname));
  if (!describe) return null;
  const text = describe(tenant);
  const phone = tenant.dealer.phone?.trim();
  const withPhone = phone ? `${text} Call ${phone}.` : text;
  if (withPhone.length <= DESCRIPTION_MAX) return withPhone;
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}
