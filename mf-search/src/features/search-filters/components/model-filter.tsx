import type { FilterFieldProps } from '../types/filter-field-props';
import { filterLabel } from '../utils/filter-labels';
import { toggleRefinement } from '../utils/search-state-edits';
import { FilterGroup } from './filter-group';
import { RefinementList } from './refinement-list';

/**
 * The model filter, which depends on the make (spec §9 make → model). It shows once a make is chosen: a make
 * refined by the shopper, or a single make in the answer (a /search/{make} route, a one-make dealer). Its
 * values are the answer's model facet, which is computed with the make refined, so it lists exactly the
 * models of the chosen makes (with the model's own refinement left out, as every refined list is).
 */
export function ModelFilter({ attribute, state, result, onChange }: FilterFieldProps) {
  const makeChosen = (state.refinements.make ?? []).length > 0 || result?.facets.make?.length === 1;
  if (!makeChosen) return null;
  return (
    <FilterGroup title={filterLabel(attribute)}>
      <RefinementList
        items={result?.facets[attribute] ?? []}
        selected={state.refinements[attribute] ?? []}
        onToggle={(value) => onChange(toggleRefinement(state, attribute, value))}
      />
    </FilterGroup>
  );
}
