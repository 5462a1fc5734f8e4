import { matchesRoute } from '../../../shell/src/app/route-table';
import type { Tenant } from '../sites/tenant';
import { shownLocations } from './dealer-json-ld';

/** Longest description written: search results show about this much. */
export const DESCRIPTION_MAX = 160;

/** " in Noosaville QLD": where a dealer of one shown location is (its suburb), else nothing. */
function suburb(tenant: Tenant): string {
  const locations = shownLocations(tenant);
  const [only] = locations;
  if (locations.length !== 1 || !only) return '';
  return ` in ${[only.address.city, only.address.state.toUpperCase()].filter(Boolean).join(' ')}`;
}

/** What /contact offers: one location's details, or how many locations a group has. */
function contactDescription(tenant: Tenant): string {
  const count = shownLocations(tenant).length;
  const name = tenant.site.name;
  return count > 1
    ? `Contact ${name}: addresses, opening hours and directions for our ${count} locations, or send us a message.`
    : `Contact ${name}${suburb(tenant)}: our address, opening hours and directions, or send us a message.`;
}

/** Pages whose route names them but whose head had the site's default description. */
const DESCRIPTIONS: [path: string, describe: (tenant: Tenant) => string][] = [
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
];

/**
 * The description of /contact, /finance, /trade-in or /special-offers for this site (its name, and on
 * /contact how many locations it shows or the suburb of its one), then its phone while that fits in
 * DESCRIPTION_MAX characters; null for any other page.
 */
export function pageDescription(tenant: Tenant, pathname: string): string | null {
  const describe = DESCRIPTIONS.find(([path]) => matchesRoute(path, pathname))?.[1];
  if (!describe) return null;
  const text = describe(tenant);
  const phone = tenant.dealer.phone?.trim();
  const withPhone = phone ? `${text} Call ${phone}.` : text;
  if (withPhone.length <= DESCRIPTION_MAX) return withPhone;
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}
