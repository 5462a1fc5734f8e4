import { formatNumber, type SearchFacetItem } from '@dealerline/shared';
import { groupMakes } from '@dealerline/shared/rules';
import { SelectField } from './select-field';

interface MakeSelectProps {
  makes: readonly SearchFacetItem[];
  value: string;
  onChange: (make: string) => void;
}

const option = (make: SearchFacetItem) => (
  <option key={make.value} value={make.value}>
    {make.label} ({formatNumber(make.count)})
  </option>
);

/** The make select with counts: Popular Makes then All Makes when there are more makes than popular ones (spec §9). */
export function MakeSelect({ makes, value, onChange }: MakeSelectProps) {
  const { popular, all } = groupMakes(makes);
  return (
    <SelectField label="Make" value={value} onChange={onChange}>
      <option value="">All makes</option>
      {all.length > popular.length ? (
        <>
          <optgroup label="Popular Makes">{popular.map(option)}</optgroup>
          <optgroup label="All Makes">{all.map(option)}</optgroup>
        </>
      ) : (
        all.map(option)
      )}
    </SelectField>
  );
}
