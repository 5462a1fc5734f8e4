import { formatNumber } from '@dealerline/shared';
import { byLabel } from '@dealerline/shared/rules';
import { DEFAULT_SEARCH_PATH, searchUrl, useFacets } from '../../../lib/search';
import { SelectField } from './select-field';
import { ShowMeLink } from './show-me-link';

interface ModelChoiceProps {
  make: string;
  /** Cars of the make, shown until a model is chosen. */
  makeCount: number;
  model: string;
  onModelChange: (model: string) => void;
}

const MODEL_FACET = ['model'];

/** The models of a chosen make with counts, and the Show Me link for the make or the make and model. */
export function ModelChoice({ make, makeCount, model, onModelChange }: ModelChoiceProps) {
  const { facets, isLoading } = useFacets(MODEL_FACET, { refinements: { make: [make] } });
  const models = [...(facets.model ?? [])].sort(byLabel);
  const chosen = models.find((item) => item.value === model);
  const refinements: Record<string, string[]> = chosen
    ? { make: [make], model: [chosen.value] }
    : { make: [make] };
  return (
    <>
      <SelectField label="Model" value={chosen ? model : ''} onChange={onModelChange} disabled={isLoading}>
        <option value="">All models</option>
        {models.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label} ({formatNumber(item.count)})
          </option>
        ))}
      </SelectField>
      <ShowMeLink
        count={chosen ? chosen.count : makeCount}
        href={searchUrl({ refinements }, DEFAULT_SEARCH_PATH, { scrollTop: true })}
      />
    </>
  );
}
