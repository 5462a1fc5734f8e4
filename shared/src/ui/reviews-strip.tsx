import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import type { Review, ReviewsSummary } from '../domain/location';
import { GOOGLE_REVIEWS_QUANTITY } from '../rules/constants';
import { reviewCountLabel } from '../rules/review-display';
import { StarRating } from './star-rating';

interface ReviewsStripProps {
  heading: string;
  summary: ReviewsSummary;
  reviews: readonly Review[];
  /** Level of the strip's heading in the page's outline (2 by default). */
  headingLevel?: 2 | 3;
}

/**
 * The customer reviews strip (spec §2 "customer reviews", §9): the average with its stars and the review
 * count with thousands separators, then at most 12 reviews (Google reviews quantity), each with the
 * customer, the rating, the text when there is one and how long ago it was written. Presentational: whether
 * reviews show at all is areReviewsShown's call, made by the caller.
 */
export function ReviewsStrip({ heading, summary, reviews, headingLevel = 2 }: ReviewsStripProps) {
  const theme = useTheme();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Item = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      <p
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: ${theme.space(2)};
        `}
      >
        <StarRating rating={summary.average_rating} />
        <span>{reviewCountLabel(summary.count)}</span>
      </p>
      <ul
        css={css`
          display: grid;
          grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
          gap: ${theme.space(3)};
          margin: 0;
          padding: 0;
          list-style: none;
        `}
      >
        {reviews.slice(0, GOOGLE_REVIEWS_QUANTITY).map((review) => (
          <li
            key={review.id}
            css={css`
              padding: ${theme.space(3)};
              border: 1px solid ${theme.colors.border};
              border-radius: ${theme.radius}px;
              background: ${theme.colors.surface};
            `}
          >
            <article>
              <Item
                css={css`
                  margin: 0 0 ${theme.space(1)};
                  font-size: 1rem;
                `}
              >
                {review.customer_name}
              </Item>
              <StarRating rating={review.rating} />
              {review.text?.trim() ? <p>{review.text}</p> : null}
              <p
                css={css`
                  margin: ${theme.space(1)} 0 0;
                  color: ${theme.colors.muted};
                  font-size: 0.875rem;
                `}
              >
                {review.created_at_time_ago_in_words}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
