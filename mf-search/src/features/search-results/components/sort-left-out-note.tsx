import { css, useTheme } from '@emotion/react';
import { formatNumber } from '@dealerline/shared';

/**
 * Under the count of a search whose sort leaves cars out (spec §7.1: Lowest Price asks `price > 0` on some
 * sites, the only sort with a filter of its own), so the shopper knows why this order lists fewer vehicles
 * than the others. Our wording (docs/decisions.md): the spec gives none.
 */
export function SortLeftOutNote({ leftOut }: { leftOut: number }) {
  const theme = useTheme();
  if (leftOut <= 0) return null;
  return (
    <p
      data-sort-left-out
      css={css`
        margin: ${theme.space(1)} 0 0;
        color: ${theme.colors.muted};
        font-size: 0.875rem;
      `}
    >
      {leftOut === 1
        ? '1 vehicle without a price is not shown in this order.'
        : `${formatNumber(leftOut)} vehicles without a price are not shown in this order.`}
    </p>
  );
}
