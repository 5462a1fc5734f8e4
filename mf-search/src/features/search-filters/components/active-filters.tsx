import { useRef, type RefObject } from 'react';
import { css, useTheme } from '@emotion/react';
import { useDealer } from '@dealerline/shared';
import type { CarSearchResult, SearchState } from '../../../lib/search';
import { useFocusAfterFilterRemoval } from '../hooks/use-focus-after-filter-removal';
import { activeFilters } from '../utils/active-filters';
import { clearFilters } from '../utils/search-state-edits';

interface ActiveFiltersProps {
  state: SearchState;
  result?: CarSearchResult;
  onChange(next: SearchState): void;
  /** Where focus goes once the last filter is removed and the bar is gone (the panel's heading). */
  focusWhenEmpty?: RefObject<HTMLElement | null>;
}

/**
 * The active refinements bar: one chip per applied filter (each removes it) and Clear all. A removed chip's
 * focus goes to the chip taking its place, else the last one, else `focusWhenEmpty`.
 */
export function ActiveFilters({ state, result, onChange, focusWhenEmpty }: ActiveFiltersProps) {
  const theme = useTheme();
  const { dealerships } = useDealer();
  const filters = activeFilters(state, { facets: result?.facets, dealerships });
  const keys = filters.map((filter) => filter.key);
  const list = useRef<HTMLUListElement>(null);
  const removing = useFocusAfterFilterRemoval(keys, list, focusWhenEmpty);
  if (filters.length === 0) return null;
  const chip = css`
    display: inline-flex;
    gap: ${theme.space(2)};
    align-items: center;
    padding: ${theme.space(1)} ${theme.space(2)};
    font: inherit;
    font-size: 0.875rem;
    border: 1px solid ${theme.colors.border};
    border-radius: 999px;
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    cursor: pointer;
  `;
  return (
    <div
      css={css`
        display: flex;
        flex-wrap: wrap;
        gap: ${theme.space(2)};
        align-items: center;
        padding-bottom: ${theme.space(3)};
      `}
    >
      <ul
        ref={list}
        aria-label="Active filters"
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: ${theme.space(2)};
          margin: 0;
          padding: 0;
          list-style: none;
        `}
      >
        {filters.map((filter, index) => (
          <li key={filter.key}>
            <button
              type="button"
              aria-label={`Remove ${filter.text}`}
              onClick={() => {
                removing({ keys: [filter.key], index });
                onChange(filter.remove(state));
              }}
              css={chip}
            >
              {filter.text} <span aria-hidden="true">✕</span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => {
          removing({ keys, index: 0 });
          onChange(clearFilters(state));
        }}
        css={css`
          padding: ${theme.space(1)} ${theme.space(2)};
          font: inherit;
          font-size: 0.875rem;
          border: 0;
          background: none;
          color: ${theme.colors.text};
          text-decoration: underline;
          cursor: pointer;
        `}
      >
        Clear all
      </button>
    </div>
  );
}
