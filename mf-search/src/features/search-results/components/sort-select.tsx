import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import { useSite, type SearchSortKey } from '@dealerline/shared';
import { useKeepTypedValue, usePendingValue } from '@dealerline/shared/ui';
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
  const sortBy = (next: SearchSortKey) => {
    choose(next);
    onChange(next);
  };
  // A sort chosen in the server's HTML, before this select's code ran, still sorts the search.
  const ref = useKeepTypedValue(shown, (next) => sortBy(next as SearchSortKey));
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
        ref={ref}
        id={id}
        value={shown}
        onChange={(event) => sortBy(event.target.value as SearchSortKey)}
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
