import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import { useKeepTypedValue } from '@dealerline/shared/ui';
import type { FilterFieldProps } from '../types/filter-field-props';
import { filterLabel } from '../utils/filter-labels';
import { setRange } from '../utils/search-state-edits';
import { FilterGroup } from './filter-group';

/**
 * The year filter: "Min year" and "Max year" selects over the years the answer has (newest first) and the
 * chosen ones. Each offers only years that keep min ≤ max.
 */
export function YearFilter({ attribute, state, result, onChange }: FilterFieldProps) {
  const id = useId();
  const theme = useTheme();
  const range = state.ranges[attribute] ?? {};
  const years = [
    ...new Set([
      ...(result?.facets[attribute] ?? []).map((item) => Number(item.value)),
      ...[range.min, range.max].filter((year): year is number => year !== undefined),
    ]),
  ]
    .filter(Number.isFinite)
    .sort((a, b) => b - a);
  if (years.length === 0) return null;

  const bounds = [
    {
      end: 'min',
      label: 'Min year',
      options: years.filter((year) => range.max === undefined || year <= range.max),
    },
    {
      end: 'max',
      label: 'Max year',
      options: years.filter((year) => range.min === undefined || year >= range.min),
    },
  ] as const;
  return (
    <FilterGroup title={filterLabel(attribute)}>
      <div
        css={css`
          display: grid;
          grid-template-columns: 1fr 1fr;
          gap: ${theme.space(2)};
        `}
      >
        {bounds.map(({ end, label, options }) => (
          <YearSelect
            key={end}
            id={`${id}-${end}`}
            label={label}
            years={options}
            value={range[end]}
            onChange={(year) =>
              onChange((current) =>
                setRange(current, attribute, { ...current.ranges[attribute], [end]: year }),
              )
            }
          />
        ))}
      </div>
    </FilterGroup>
  );
}

/** One end of the year range: "Any" or one of `years`. */
function YearSelect({
  id,
  label,
  years,
  value,
  onChange,
}: {
  id: string;
  label: string;
  years: readonly number[];
  value: number | undefined;
  onChange(year: number | undefined): void;
}) {
  const theme = useTheme();
  const choose = (chosen: string) => onChange(chosen === '' ? undefined : Number(chosen));
  // A year chosen in the server's HTML, before this select's code ran, still filters the search.
  const ref = useKeepTypedValue(value === undefined ? '' : String(value), (chosen) => choose(String(chosen)));
  return (
    <label
      htmlFor={id}
      css={css`
        display: grid;
        gap: ${theme.space(1)};
        font-size: 0.875rem;
      `}
    >
      {label}
      <select
        ref={ref}
        id={id}
        value={value ?? ''}
        onChange={(event) => choose(event.target.value)}
        css={css`
          padding: ${theme.space(1)};
          font: inherit;
        `}
      >
        <option value="">Any</option>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </label>
  );
}
