/**
 * Server-only content shapes: a site's content as seeded, and the reviews as stored. The shapes the browser
 * reads (pages, offers, promotions) are defined once in shared/src/domain/content.ts.
 */
import type { ContentPage, Offer, Promotion } from '../../../shared/src/domain/content';

export interface SiteContent {
  pages: ContentPage[];
  offers: Offer[];
  promotions: Promotion[];
}

/** A review as stored; the spec §3 Review adds its id and the "time ago" wordings when read. */
export interface ReviewSeed {
  customer_name: string;
  image: string | null;
  text: string | null;
  rating: number;
  /** YYYY-MM-DD. */
  review_date: string;
}
