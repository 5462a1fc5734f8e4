import { css } from '@emotion/react';
import { formatRating } from '../format/currency';

/**
 * A star rating read as "4.8 out of 5 stars" (spec §9: one decimal): five stars filled to the rating, then
 * the figure. The stars are decoration; the accessible name carries the figure.
 */
export function StarRating({ rating }: { rating: number | string }) {
  const value = formatRating(rating);
  if (!value) return null;
  const filled = `${Math.max(0, Math.min(5, Number(value))) * 20}%`;
  return (
    <span
      role="img"
      aria-label={`${value} out of 5 stars`}
      css={css`
        display: inline-flex;
        align-items: center;
        gap: 6px;
      `}
    >
      <span
        aria-hidden="true"
        css={css`
          position: relative;
          display: inline-block;
          color: #c9ccd1;
          letter-spacing: 2px;
        `}
      >
        ★★★★★
        <span
          css={css`
            position: absolute;
            inset: 0;
            width: ${filled};
            overflow: hidden;
            white-space: nowrap;
            color: #a86400;
          `}
        >
          ★★★★★
        </span>
      </span>
      <span aria-hidden="true">{value}</span>
    </span>
  );
}
