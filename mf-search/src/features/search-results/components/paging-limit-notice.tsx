import { css, useTheme } from '@emotion/react';
import { formatNumber } from '@dealerline/shared';
import { PAGING_LIMIT, exceedsPagingLimit } from '../../../lib/search';

/**
 * Under the pagination of a search that matched more cars than its pages reach (the search service answers
 * the first PAGING_LIMIT only), so a shopper missing the rest knows to narrow the search.
 */
export function PagingLimitNotice({ nbHits }: { nbHits: number }) {
  const theme = useTheme();
  if (!exceedsPagingLimit(nbHits)) return null;
  return (
    <p
      css={css`
        margin: 0;
        text-align: center;
        color: ${theme.colors.muted};
      `}
    >
      These pages show the first {formatNumber(PAGING_LIMIT)} vehicles. Narrow your search with the filters to
      see the rest.
    </p>
  );
}
