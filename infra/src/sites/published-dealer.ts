import type { DealerConfig } from '../../../shared/src/domain/site';

/**
 * The dealer config as the platform publishes it (site config, boot payload, server-rendered pages). A dealer
 * who hides reviews (spec §5 Review display) publishes no review figures either: its locations' summaries,
 * average ratings and counts go out empty, as the reviews API answers none.
 */
export function publishedDealer(dealer: DealerConfig): DealerConfig {
  if (dealer.reviews_hidden !== true) return dealer;
  return {
    ...dealer,
    locations: dealer.locations.map((location) => ({
      ...location,
      reviews: null,
      average_rating: null,
      review_count: null,
    })),
  };
}
