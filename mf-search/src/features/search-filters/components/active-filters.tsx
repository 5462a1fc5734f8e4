import { css, useTheme } from '@emotion/react';
import { useDealer } from '@dealerline/shared';
import type { CarSearchResult, SearchState } from '../../../lib/search';
import { activeFilters } from '../utils/active-filters';
import { clearFilters } from '../utils/search-state-edits';

interface ActiveFiltersProps {
  state: SearchState;
  result?: CarSearchResult;
  onChange(next: SearchState): void;
}

/** The active refinements bar: one chip per applied filter (each removes it) and Clear all. */
export function ActiveFilters({ state, result, onChange }: ActiveFiltersProps) {
  const theme = useTheme();
  const { dealerships } = useDealer();
  const filters = activeFilters(state, { facets: result?.facets, dealerships });
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
        {filters.map((filter) => (
          <li key={filter.key}>
            <button
              type="button"
              aria-label={`Remove ${filter.text}`}
              onClick={() => onChange(filter.remove(state))}
              css={chip}
            >
              {filter.text} <span aria-hidden="true">✕</span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => onChange(clearFilters(state))}
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
