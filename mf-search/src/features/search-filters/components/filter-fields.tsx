import { memo, type ComponentType } from 'react';
import type { FilterFieldProps } from '../types/filter-field-props';
import { sameFilterInputs } from '../utils/same-filter-inputs';
import { KmFilter } from './km-filter';
import { MakeFilter } from './make-filter';
import { ModelFilter } from './model-filter';
import { PriceFilter } from './price-filter';
import { RefinementFilter } from './refinement-filter';
import { YearFilter } from './year-filter';

/**
 * A filter, memoised on what it shows: its attribute's part of the state and answer, and that of the
 * attributes it also reads. A filter click renders the new URL with the last answer first (a router
 * transition); then only the clicked filter renders again, not the thirteen others.
 */
function memoFilter(filter: ComponentType<FilterFieldProps>, reads: readonly string[] = []) {
  return memo(
    filter,
    (previous, next) =>
      previous.attribute === next.attribute &&
      previous.onChange === next.onChange &&
      sameFilterInputs([next.attribute, ...reads], previous, next),
  );
}

/** Attributes with a filter of their own; every other attribute is a list of values with counts. */
const FILTERS: Readonly<Record<string, ComponentType<FilterFieldProps>>> = {
  make: memoFilter(MakeFilter),
  model: memoFilter(ModelFilter, ['make']),
  price: memoFilter(PriceFilter),
  year: memoFilter(YearFilter),
  km: memoFilter(KmFilter),
};
const ValuesFilter = memoFilter(RefinementFilter);

/** One filter per attribute, in the order given. */
export function FilterFields({
  attributes,
  ...props
}: Omit<FilterFieldProps, 'attribute'> & { attributes: string[] }) {
  return attributes.map((attribute) => {
    const Filter = FILTERS[attribute] ?? ValuesFilter;
    return <Filter key={attribute} attribute={attribute} {...props} />;
  });
}
