import { css } from '@emotion/react';
import { formatRating } from '../format/currency';

/**
 * A star rating read as "4.8 out of 5 stars" (spec §9: one decimal): five stars filled to the rating, then
 * the figure. The stars are decoration; the accessible name carries the figure. In high contrast the filled
 * stars keep a colour of their own.
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
          /* High contrast paints all text in one colour, so five filled and five empty stars looked the
             same: there the empty ones are GrayText and the filled ones Highlight, both system colours. */
          @media (forced-colors: active) {
            forced-color-adjust: none;
            color: GrayText;
          }
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
            @media (forced-colors: active) {
              color: Highlight;
            }
          `}
        >
          ★★★★★
        </span>
      </span>
      <span aria-hidden="true">{value}</span>
    </span>
  );
}
