import type { FilterFieldProps } from '../types/filter-field-props';
import { filterLabel } from '../utils/filter-labels';
import { toggleRefinement } from '../utils/search-state-edits';
import { FilterGroup } from './filter-group';
import { RefinementList } from './refinement-list';

/** A filter by value (colour, body type, seats…), hidden while there are no values and none is chosen. */
export function RefinementFilter({ attribute, state, result, onChange }: FilterFieldProps) {
  const items = result?.facets[attribute] ?? [];
  const selected = state.refinements[attribute] ?? [];
  if (items.length === 0 && selected.length === 0) return null;
  return (
    <FilterGroup title={filterLabel(attribute)}>
      <RefinementList
        items={items}
        selected={selected}
        onToggle={(value) => onChange((current) => toggleRefinement(current, attribute, value))}
      />
    </FilterGroup>
  );
}
