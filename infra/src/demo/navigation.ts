import type { FooterGroup, NavLink } from '../../../shared/src/domain/site';
import { BODY_TYPE_LABELS, type BodyType } from '../../../shared/src/domain/catalogue';
import { bodyTypeSlug, slugify } from '../../../shared/src/rules/slugs';

export type { BodyType };

export type StockType = 'new' | 'used' | 'demo';

export interface NavigationInput {
  dealerName: string;
  /** Label of used stock: "Used" or "Pre-Owned". */
  usedLabel: string;
  /** What the dealer sells: "Cars", "Caravans", "Trucks". */
  vehicleNoun: string;
  /** Which stock the dealer carries; New Vehicles appears only with 'new'. */
  stockTypes: StockType[];
  models: { make: string; name: string }[];
  bodyTypes: BodyType[];
  offersCount: number;
  /** Per-location service pages (e.g. /service-noosa): children of Service and part of Servicing and Parts. */
  serviceLinks?: NavLink[];
}

const ALL_STOCK = '/search/new-used-and-demo-cars/';

function stockLinks(input: NavigationInput): NavLink[] {
  const { stockTypes, usedLabel, vehicleNoun } = input;
  const links: NavLink[] = [];
  if (stockTypes.includes('new')) links.push({ label: `New ${vehicleNoun}`, href: '/search/new-cars' });
  if (stockTypes.includes('used'))
    links.push({ label: `${usedLabel} ${vehicleNoun}`, href: '/search/used-cars' });
  if (stockTypes.includes('demo')) links.push({ label: `Demo ${vehicleNoun}`, href: '/search/demo-cars' });
  if (stockTypes.length > 1) links.push({ label: 'All Stock', href: ALL_STOCK });
  return links;
}

function modelLinks(input: NavigationInput): NavLink[] {
  return input.models.map((model) => ({
    label: `${model.make} ${model.name}`,
    href: `/search/${slugify(model.make)}/${slugify(model.name)}`,
  }));
}

function header(input: NavigationInput): NavLink[] {
  const links: NavLink[] = [{ label: 'Home', href: '/' }];
  if (input.stockTypes.includes('new') && input.models.length > 0) {
    links.push({ label: 'New Vehicles', href: '/models', children: modelLinks(input) });
  }
  links.push({ label: 'Stock', href: ALL_STOCK, children: stockLinks(input) });
  if (input.offersCount > 0) links.push({ label: 'Offers', href: '/special-offers' });
  const service: NavLink = { label: 'Service', href: '/service' };
  if (input.serviceLinks?.length)
    service.children = [{ label: 'Book a Service', href: '/service' }, ...input.serviceLinks];
  links.push(service);
  links.push({ label: 'About Us', href: '/about-us' });
  links.push({ label: 'Sell My Car', href: '/trade-in', emphasised: true });
  links.push({ label: 'Finance', href: '/finance', emphasised: true });
  return links;
}

function footer(input: NavigationInput): FooterGroup[] {
  const groups: FooterGroup[] = [
    {
      heading: 'Vehicles by body type',
      links: input.bodyTypes.map((body) => ({
        label: BODY_TYPE_LABELS[body],
        href: `/search/${bodyTypeSlug(body)}`,
      })),
    },
  ];
  if (input.models.length > 0) groups.push({ heading: 'Models', links: modelLinks(input) });
  groups.push({
    heading: 'Buyer Tools',
    links: [
      { label: 'Finance', href: '/finance' },
      { label: 'Apply for Finance', href: '/apply-for-finance' },
      { label: 'Finance Pre-Approval', href: '/finance-pre-approval' },
      { label: 'Sell My Car', href: '/trade-in' },
      { label: 'Instant Price', href: '/instant-price' },
      { label: 'Book a Test Drive', href: '/book-test-drive/' },
      ...(input.offersCount > 0 ? [{ label: 'Special Offers', href: '/special-offers' }] : []),
      { label: 'FAQs', href: '/faqs' },
    ],
  });
  groups.push({
    heading: 'Servicing and Parts',
    links: [
      { label: 'Book a Service', href: '/service' },
      ...(input.serviceLinks ?? []),
      { label: 'Parts and Accessories', href: '/vehicle-parts-and-accessories' },
      { label: 'Warranty', href: '/warranty' },
      { label: 'Roadside Assist', href: '/roadside-assist' },
    ],
  });
  groups.push({
    heading: input.dealerName,
    links: [
      { label: 'About Us', href: '/about-us' },
      { label: 'Contact', href: '/contact' },
      { label: 'Careers', href: '/careers' },
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms and Conditions', href: '/terms-and-conditions' },
    ],
  });
  return groups;
}

/** Header and footer navigation of spec §2 for one dealer. Pure. */
export function buildNavigation(input: NavigationInput): { header: NavLink[]; footer: FooterGroup[] } {
  return { header: header(input), footer: footer(input) };
}
