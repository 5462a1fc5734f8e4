import { groupMakes } from '@dealerline/shared/rules';
import type { FilterFieldProps } from '../types/filter-field-props';
import { filterLabel } from '../utils/filter-labels';
import { toggleRefinement } from '../utils/search-state-edits';
import { FilterGroup } from './filter-group';
import { RefinementList } from './refinement-list';

/**
 * The make filter (spec §9): "Popular Makes" (the 20 makes with the most cars, see groupMakes) then
 * "All Makes" (A to Z, collapsed at first). With 20 makes or fewer All Makes would repeat Popular Makes
 * exactly, so it is left out.
 */
export function MakeFilter({ attribute, state, result, onChange }: FilterFieldProps) {
  const makes = result?.facets[attribute] ?? [];
  const selected = state.refinements[attribute] ?? [];
  if (makes.length === 0 && selected.length === 0) return null;
  const { popular, all } = groupMakes(makes);
  const onToggle = (value: string) => onChange((current) => toggleRefinement(current, attribute, value));
  return (
    <FilterGroup title={filterLabel(attribute)}>
      <FilterGroup title="Popular Makes">
        <RefinementList items={popular} selected={selected} onToggle={onToggle} />
      </FilterGroup>
      {all.length > popular.length && (
        <FilterGroup title="All Makes" defaultOpen={false}>
          <RefinementList items={all} selected={selected} onToggle={onToggle} />
        </FilterGroup>
      )}
    </FilterGroup>
  );
}
