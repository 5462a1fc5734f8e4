import { useId } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import { formatNumber, type SearchFacetItem } from '@dealerline/shared';
import { useKeepTickedBoxes, usePendingValue } from '@dealerline/shared/ui';

interface RefinementListProps {
  /** Values with counts, in the order to show. */
  items: readonly SearchFacetItem[];
  selected: readonly string[];
  onToggle(value: string): void;
}

/**
 * The list styles its options: a css prop on each label and count would be four more components per option,
 * and a filter click renders some hundred options again.
 */
const optionList = (theme: Theme) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  & label {
    display: flex;
    gap: ${theme.space(2)};
    align-items: center;
    padding: ${theme.space(1)} 0;
    cursor: pointer;
  }
  & [data-count] {
    margin-left: auto;
    color: ${theme.colors.muted};
  }
`;

/**
 * Checkboxes of one attribute's values with their counts ("Toyota (120)"); values are ORed. A selected value
 * the answer no longer counts stays listed (count 0) so it can be deselected.
 */
export function RefinementList({ items, selected: committed, onToggle }: RefinementListProps) {
  const id = useId();
  // The box shows its new state at once; the search it starts renders in the router's transition.
  const [selected, choose] = usePendingValue(committed);
  const toggleAll = (values: readonly string[]) => {
    choose(
      values.reduce(
        (next, value) => (next.includes(value) ? next.filter((v) => v !== value) : [...next, value]),
        selected,
      ),
    );
    values.forEach(onToggle);
  };
  // A box clicked in the server's HTML, before this list's code ran, still filters the search.
  const list = useKeepTickedBoxes(selected, toggleAll);
  const theme = useTheme();
  const missing = selected
    .filter((value) => !items.some((item) => item.value === value))
    .map((value) => ({ label: value, value, count: 0 }));
  return (
    <ul ref={list} css={optionList(theme)}>
      {[...items, ...missing].map((item, i) => (
        <li key={item.value}>
          <label htmlFor={`${id}-${i}`}>
            <input
              id={`${id}-${i}`}
              type="checkbox"
              value={item.value}
              checked={selected.includes(item.value)}
              onChange={() => toggleAll([item.value])}
            />
            <span>{item.label}</span>
            <span data-count>({formatNumber(item.count)})</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
