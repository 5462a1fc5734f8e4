import type { FilterFieldProps } from '../types/filter-field-props';
import { filterLabel } from '../utils/filter-labels';
import { sameValues } from '../utils/same-filter-inputs';
import { toggleRefinement } from '../utils/search-state-edits';
import { FilterGroup } from './filter-group';
import { RefinementList } from './refinement-list';

/**
 * The model filter, which depends on the make (spec §9 make → model). It shows once a make is chosen: a make
 * refined by the shopper, or a single make in the answer (a /search/{make} route, a one-make dealer). Its
 * values are the answer's model facet, which is computed with the make refined, so it lists exactly the
 * models of the chosen makes (with the model's own refinement left out, as every refined list is).
 *
 * Right after a make click the answer on screen is still the one for the other makes (every model of every
 * make, when there was none): until the new one arrives only the chosen models are listed.
 */
export function ModelFilter({ attribute, state, result, onChange }: FilterFieldProps) {
  const makes = state.refinements.make ?? [];
  const makeChosen = makes.length > 0 || result?.facets.make?.length === 1;
  if (!makeChosen) return null;
  const selected = state.refinements[attribute] ?? [];
  const models = result?.facets[attribute] ?? [];
  const forTheseMakes = result !== undefined && sameValues(result.makes, makes);
  const items = forTheseMakes ? models : models.filter((item) => selected.includes(item.value));
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
