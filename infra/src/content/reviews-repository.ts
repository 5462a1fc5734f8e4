import type { Review, ReviewsSummary } from '../../../shared/src/domain/location';
import type { Db } from '../db/db';
import type { ReviewSeed } from './content-types';
import { dateInWords } from '../../../shared/src/format/date-words';
import { STAR_RATING_DECIMALS } from '../../../shared/src/rules/constants';
import { timeAgoInWords } from './review-words';

/** Reviews of a location (migration 002 `reviews`) with the review site's summary (spec §3 Review). */
export interface LocationReviews {
  summary: ReviewsSummary | null;
  reviews: Review[];
}

export interface ReviewsRepository {
  /** Replaces the reviews of every location in `byLocation` (keyed by location id). */
  replace(byLocation: ReadonlyMap<number, readonly ReviewSeed[]>): Promise<void>;
  /** A location of the site (by id or slug), newest reviews first; null for a location the site lacks. */
  forLocation(siteId: number, location: number | string, now: Date): Promise<LocationReviews | null>;
}

export function createReviewsRepository(db: Db): ReviewsRepository {
  return {
    async replace(byLocation) {
      const ids = [...byLocation.keys()];
      await db.query('DELETE FROM reviews WHERE location_id = ANY($1::int[])', [ids]);
      const rows = [...byLocation].flatMap(([location_id, reviews]) =>
        reviews.map((review, position) => ({ ...review, location_id, position })),
      );
      await db.query(
        `INSERT INTO reviews (location_id, customer_name, image, text, rating, review_date, position)
         SELECT location_id, customer_name, image, text, rating, review_date, position
         FROM json_populate_recordset(NULL::reviews, $1::json)`,
        [JSON.stringify(rows)],
      );
    },
    async forLocation(siteId, location, now) {
      const byId = typeof location === 'number';
      const [found] = await db.query<{
        id: number;
        reviews_count: number | null;
        reviews_average: number | null;
      }>(
        `SELECT id, reviews_count, reviews_average FROM locations WHERE site_id = $1 AND ${byId ? 'id' : 'slug'} = $2`,
        [siteId, location],
      );
      if (!found) return null;
      const rows = await db.query<ReviewSeed & { id: number }>(
        `SELECT id, customer_name, image, text, rating, review_date::text AS review_date
         FROM reviews WHERE location_id = $1 ORDER BY review_date DESC, position, id`,
        [found.id],
      );
      return {
        summary:
          found.reviews_count !== null && found.reviews_average !== null
            ? {
                count: found.reviews_count,
                average_rating: found.reviews_average.toFixed(STAR_RATING_DECIMALS),
              }
            : null,
        reviews: rows.map((row) => ({
          id: row.id,
          image: row.image,
          customer_name: row.customer_name,
          text: row.text,
          rating: row.rating,
          created_at_time_ago_in_words: timeAgoInWords(row.review_date, now),
          review_date: row.review_date,
          review_date_in_words: dateInWords(row.review_date),
        })),
      };
    },
  };
}
