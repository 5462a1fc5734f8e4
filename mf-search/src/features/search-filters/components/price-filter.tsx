import { css, useTheme } from '@emotion/react';
import { PriceSlider } from '@dealerline/shared/ui';
import { PRICE_RANGES, priceRangeOption } from '../../../lib/search';
import type { FilterFieldProps } from '../types/filter-field-props';
import { filterLabel } from '../utils/filter-labels';
import { setRange } from '../utils/search-state-edits';
import { FilterGroup } from './filter-group';

/**
 * The price filter: quick price ranges ("Under" first, then by lowest figure; pressing the chosen one again
 * clears it) and the price slider of spec §9, both on the one price range of the state.
 */
export function PriceFilter({ attribute, state, onChange }: FilterFieldProps) {
  const theme = useTheme();
  const range = state.ranges[attribute];
  const chosen = priceRangeOption(range);
  return (
    <FilterGroup title={filterLabel(attribute)}>
      <ul
        aria-label="Price ranges"
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: ${theme.space(2)};
          list-style: none;
          margin: 0 0 ${theme.space(4)};
          padding: 0;
        `}
      >
        {PRICE_RANGES.map((option) => (
          <li key={option.value}>
            <button
              type="button"
              aria-pressed={option === chosen}
              onClick={() =>
                onChange((current) => setRange(current, attribute, option === chosen ? {} : option.range))
              }
              css={css`
                padding: ${theme.space(1)} ${theme.space(2)};
                font: inherit;
                font-size: 0.875rem;
                border: 1px solid ${theme.colors.muted};
                border-radius: ${theme.radius}px;
                background: #fff;
                color: ${theme.colors.text};
                cursor: pointer;
                &[aria-pressed='true'] {
                  border-color: ${theme.colors.primary};
                  background: ${theme.colors.primary};
                  color: ${theme.colors.primaryText};
                }
              `}
            >
              {option.value}
            </button>
          </li>
        ))}
      </ul>
      <PriceSlider
        label="price"
        value={range ?? {}}
        onChange={(next) => onChange((current) => setRange(current, attribute, next))}
      />
    </FilterGroup>
  );
}
