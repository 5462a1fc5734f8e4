import type { Dealership } from '../domain/site';
import { SelectInputField } from './select-input-field';

/** A lead form's dealership choice (`dealership_slug`) among the dealer's dealerships, by name. */
export function DealershipSelect({
  id,
  label,
  dealerships,
}: {
  id: string;
  label: string;
  dealerships: readonly Dealership[];
}) {
  return (
    <SelectInputField
      name="dealership_slug"
      id={id}
      label={label}
      placeholder="Choose a dealership"
      options={dealerships.map((d) => ({ value: d.slug, label: d.name }))}
    />
  );
}
