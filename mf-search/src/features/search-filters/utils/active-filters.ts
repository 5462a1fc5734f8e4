import { formatAud, formatKm, formatNumber, type Dealership } from '@dealerline/shared';
import { priceRangeOption, type FacetValues, type NumericRange, type SearchState } from '../../../lib/search';
import { filterLabel } from './filter-labels';
import { setQuery, setRange, setRefinement } from './search-state-edits';

/** How a bound of each range filter reads. */
const RANGE_FORMATS: Readonly<Record<string, (n: number) => string>> = {
  price: formatAud,
  subscription_price: formatAud,
  km: formatKm,
  year: String,
};

/** A range as shoppers read it: "Under $10,000", "$12,500 - $48,000", "From 2015", "Up to 50,000 km". */
export function rangeText(attribute: string, range: NumericRange): string {
  const option = attribute === 'price' ? priceRangeOption(range) : undefined;
  if (option) return option.value;
  const format = RANGE_FORMATS[attribute] ?? formatNumber;
  const { min, max } = range;
  if (min !== undefined && max !== undefined) return `${format(min)} - ${format(max)}`;
  return min !== undefined ? `From ${format(min)}` : `Up to ${format(max ?? 0)}`;
}

/** What a filter's values read as: the facets' labels, and the dealer's dealerships by name. */
interface ValueLabels {
  facets: Record<string, FacetValues>;
  dealerships: readonly Dealership[];
}

/**
 * How a value reads: a dealer-filtered search's dealership (spec §2, `dealership_slug`) by its name in the
 * dealer config, any other value by its facet label ("used" → "Pre-Owned"); else the value itself.
 */
function valueLabel(attribute: string, value: string, { facets, dealerships }: ValueLabels): string {
  const label =
    attribute === 'dealership_slug'
      ? dealerships.find((dealership) => dealership.slug === value)?.name
      : facets[attribute]?.find((item) => item.value === value)?.label;
  return label ?? value;
}

/** One applied filter of the active refinements bar, and the state without it. */
export interface ActiveFilter {
  key: string;
  text: string;
  remove(state: SearchState): SearchState;
}

/**
 * The URL's keyword (`query`), every value refined and every range bounded, as "Heading: value" (value labels
 * from the facets, dealerships by name). The keyword narrows the results like any filter, so the shopper sees
 * it and can remove it.
 */
export function activeFilters(
  state: SearchState,
  { facets = {}, dealerships = [] }: Partial<ValueLabels> = {},
): ActiveFilter[] {
  const keyword = state.query
    ? [
        {
          key: 'query',
          text: `Keyword: ${state.query}`,
          remove: (current: SearchState) => setQuery(current, ''),
        },
      ]
    : [];
  const values = Object.entries(state.refinements).flatMap(([attribute, selected]) =>
    selected.map((value) => ({
      key: `refinement:${attribute}:${value}`,
      text: `${filterLabel(attribute)}: ${valueLabel(attribute, value, { facets, dealerships })}`,
      remove: (current: SearchState) =>
        setRefinement(
          current,
          attribute,
          (current.refinements[attribute] ?? []).filter((v) => v !== value),
        ),
    })),
  );
  const ranges = Object.entries(state.ranges).map(([attribute, range]) => ({
    key: `range:${attribute}`,
    text: `${filterLabel(attribute)}: ${rangeText(attribute, range)}`,
    remove: (current: SearchState) => setRange(current, attribute, {}),
  }));
  return [...keyword, ...values, ...ranges];
}
