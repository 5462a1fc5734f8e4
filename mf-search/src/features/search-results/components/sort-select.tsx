import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import { useSite, type SearchSortKey } from '@dealerline/shared';
import { usePendingValue } from '@dealerline/shared/ui';
import { sortOptions } from '../../../lib/search';

/** The sort options of spec §9 for this site, as a labelled select. */
export function SortSelect({
  value,
  onChange,
}: {
  value: SearchSortKey;
  onChange(next: SearchSortKey): void;
}) {
  const site = useSite();
  const theme = useTheme();
  const id = useId();
  const [shown, choose] = usePendingValue(value);
  return (
    <div
      css={css`
        display: flex;
        align-items: center;
        gap: ${theme.space(2)};
      `}
    >
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        value={shown}
        onChange={(event) => {
          choose(event.target.value as SearchSortKey);
          onChange(event.target.value as SearchSortKey);
        }}
        css={css`
          font: inherit;
          padding: ${theme.space(1.5)} ${theme.space(2)};
          border: 1px solid ${theme.colors.border};
          border-radius: ${theme.radius}px;
          background: ${theme.colors.background};
          color: ${theme.colors.text};
        `}
      >
        {sortOptions(site).map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
