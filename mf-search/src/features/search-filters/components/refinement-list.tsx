import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import { formatNumber, type SearchFacetItem } from '@dealerline/shared';
import { usePendingValue } from '@dealerline/shared/ui';

interface RefinementListProps {
  /** Values with counts, in the order to show. */
  items: readonly SearchFacetItem[];
  selected: readonly string[];
  onToggle(value: string): void;
}

/**
 * Checkboxes of one attribute's values with their counts ("Toyota (120)"); values are ORed. A selected value
 * the answer no longer counts stays listed (count 0) so it can be deselected.
 */
export function RefinementList({ items, selected: committed, onToggle }: RefinementListProps) {
  const id = useId();
  // The box shows its new state at once; the search it starts renders in the router's transition.
  const [selected, choose] = usePendingValue(committed);
  const toggle = (value: string) => {
    choose(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
    onToggle(value);
  };
  const theme = useTheme();
  const missing = selected
    .filter((value) => !items.some((item) => item.value === value))
    .map((value) => ({ label: value, value, count: 0 }));
  return (
    <ul
      css={css`
        list-style: none;
        margin: 0;
        padding: 0;
      `}
    >
      {[...items, ...missing].map((item, i) => (
        <li key={item.value}>
          <label
            htmlFor={`${id}-${i}`}
            css={css`
              display: flex;
              gap: ${theme.space(2)};
              align-items: center;
              padding: ${theme.space(1)} 0;
              cursor: pointer;
            `}
          >
            <input
              id={`${id}-${i}`}
              type="checkbox"
              checked={selected.includes(item.value)}
              onChange={() => toggle(item.value)}
            />
            <span>{item.label}</span>
            <span
              css={css`
                margin-left: auto;
                color: ${theme.colors.muted};
              `}
            >
              ({formatNumber(item.count)})
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
