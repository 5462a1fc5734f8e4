/**
 * Per-site content the platform server serves (`/api/pages`, `/api/offers`, `/api/promotions`) and the
 * browser renders. The spec names the pages (§2 routes) and some of their facts (§9) but gives no fields:
 * these shapes are ours. The server (infra/src/content) stores and answers exactly these.
 */

/** One block of a content page's body, rendered in order. */
export type PageBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'faq'; items: { question: string; answer: string }[] }
  | { type: 'cta'; label: string; href: string }
  | { type: 'image'; url: string; alt: string }
  /** Tabbed panels (e.g. warranty kinds), each a few paragraphs. */
  | { type: 'tabs'; tabs: { label: string; paragraphs: string[] }[] }
  /** The site's running promotions (`/api/promotions`) in the promotions slider. */
  | { type: 'promotions' }
  /** Marketing claims (spec §9: "3 year warranty/protection plan on used vehicles; serving since 1969"). */
  | { type: 'claims'; items: MarketingClaim[] }
  /** The accepted payments display (spec §2: Mastercard, Visa, Maestro, Google Pay, Apple Pay). */
  | { type: 'payments' };

/** One marketing claim: a short headline and a sentence. */
export interface MarketingClaim {
  title: string;
  text: string;
}

/** A banner across the top of a page (e.g. a sale), hidden once `expires_at` has passed. */
export interface PageBanner {
  title: string;
  text: string;
  image_url: string | null;
  link: { label: string; href: string } | null;
  /** ISO 8601; null never expires. */
  expires_at: string | null;
}

export interface ContentPage {
  /** The route: "/about-us", "/pages/capped-price-servicing". */
  slug: string;
  title: string;
  body: PageBlock[];
  seo: { title: string; description: string };
  banner: PageBanner | null;
  /** The location the page is about (a location's service page, /service-noosa): its lead form goes there. */
  location_slug: string | null;
}

/** A special offer (the /special-offers page; its count is the dealer config's offers.count). */
export interface Offer {
  slug: string;
  title: string;
  description: string;
  image_url: string | null;
  price: number | null;
  /** "Drive away", "From", "Per week". */
  price_label: string | null;
  terms: string | null;
  manufacturer_slug: string | null;
  model_slug: string | null;
  cta: { label: string; href: string } | null;
  starts_at: string | null;
  expires_at: string | null;
}

/** A slide of the promotions slider (spec §2: 1920x540). */
export interface Promotion {
  title: string;
  image_url: string;
  image_width: number;
  image_height: number;
  alt: string;
  link_href: string | null;
  starts_at: string | null;
  expires_at: string | null;
}
