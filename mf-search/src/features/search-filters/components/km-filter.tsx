import { formatKm } from '@dealerline/shared';
import { PriceSlider, type SliderBounds } from '@dealerline/shared/ui';
import type { FilterFieldProps } from '../types/filter-field-props';
import { filterLabel } from '../utils/filter-labels';
import { setRange } from '../utils/search-state-edits';
import { FilterGroup } from './filter-group';

/** Odometer slider: 0 to 300,000 km in steps of 5,000 km; a thumb at either end leaves that end open. */
const KM_SLIDER_BOUNDS: SliderBounds = { min: 0, max: 300000, step: 5000 };

/** The odometer filter: the range slider of the price filter, configured for kms. */
export function KmFilter({ attribute, state, onChange }: FilterFieldProps) {
  return (
    <FilterGroup title={filterLabel(attribute)}>
      <PriceSlider
        label="odometer"
        bounds={KM_SLIDER_BOUNDS}
        formatValue={formatKm}
        value={state.ranges[attribute] ?? {}}
        onChange={(next) => onChange((current) => setRange(current, attribute, next))}
      />
    </FilterGroup>
  );
}
