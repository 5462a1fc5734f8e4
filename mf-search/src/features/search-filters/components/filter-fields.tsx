import type { ComponentType } from 'react';
import type { FilterFieldProps } from '../types/filter-field-props';
import { KmFilter } from './km-filter';
import { MakeFilter } from './make-filter';
import { ModelFilter } from './model-filter';
import { PriceFilter } from './price-filter';
import { RefinementFilter } from './refinement-filter';
import { YearFilter } from './year-filter';

/** Attributes with a filter of their own; every other attribute is a list of values with counts. */
const FILTERS: Readonly<Record<string, ComponentType<FilterFieldProps>>> = {
  make: MakeFilter,
  model: ModelFilter,
  price: PriceFilter,
  year: YearFilter,
  km: KmFilter,
};

/** One filter per attribute, in the order given. */
export function FilterFields({
  attributes,
  ...props
}: Omit<FilterFieldProps, 'attribute'> & { attributes: string[] }) {
  return attributes.map((attribute) => {
    const Filter = FILTERS[attribute] ?? RefinementFilter;
    return <Filter key={attribute} attribute={attribute} {...props} />;
  });
}
