import type {
  ContentPage,
  MarketingClaim,
  PageBanner,
  PageBlock,
} from '../../../../shared/src/domain/content';

/** What the demo pages of one site say about its dealer (issue 3 item 2). */
export interface PageFacts {
  name: string;
  phone: string;
  email: string;
  address: string;
  /** "cars", "caravans", "trucks". */
  vehicleNoun: string;
  usedLabel: string;
  sellsNew: boolean;
  /** Franchise makes by display name ("Mazda", "Zone RV"); empty for used-only dealers. */
  makes: string[];
  /** Year the dealer started trading (spec §9 marketing claim "serving since 1969" for the group). */
  since: number;
  /** Region named in the copy: "the Sunshine Coast". */
  region: string;
  /** Per-location and per-make service pages (e.g. /service-noosa) besides /service. */
  servicePages: { slug: string; title: string; location: { slug: string; name: string }; address: string }[];
  /** Whether the site offers Reserve this Car (spec §4): its FAQ and terms speak of online reservations only then. */
  reservesOnline: boolean;
  /** The dealer group with the Autopact return policy and protection pages (spec §2 "one dealer group"). */
  group: boolean;
}

export const heading = (text: string): PageBlock => ({ type: 'heading', text });
export const para = (text: string): PageBlock => ({ type: 'paragraph', text });
export const list = (...items: string[]): PageBlock => ({ type: 'list', items });
export const cta = (label: string, href: string): PageBlock => ({ type: 'cta', label, href });
export const tabs = (...entries: [string, ...string[]][]): PageBlock => ({
  type: 'tabs',
  tabs: entries.map(([label, ...paragraphs]) => ({ label, paragraphs })),
});
export const claims = (...items: MarketingClaim[]): PageBlock => ({ type: 'claims', items });
export const promotions: PageBlock = { type: 'promotions' };
export const payments: PageBlock = { type: 'payments' };
export const faq = (...items: [string, string][]): PageBlock => ({
  type: 'faq',
  items: items.map(([question, answer]) => ({ question, answer })),
});

/** A page with its SEO title "{title} | {dealer}" and the description given. */
export function page(
  facts: PageFacts,
  slug: string,
  title: string,
  description: string,
  body: PageBlock[],
  banner: PageBanner | null = null,
  locationSlug: string | null = null,
): ContentPage {
  return {
    slug,
    title,
    body,
    seo: { title: `${title} | ${facts.name}`, description },
    banner,
    location_slug: locationSlug,
  };
}

/** "Mazda, Hyundai and Subaru". */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
