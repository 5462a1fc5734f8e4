import type { CarSearchResult, NumericRange, SearchState } from '../../../lib/search';

interface FilterInputs {
  state: SearchState;
  result?: CarSearchResult;
}

/** The same values in the same order. */
export const sameValues = (a: readonly string[] = [], b: readonly string[] = []) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

const sameRange = (a: NumericRange = {}, b: NumericRange = {}) => a.min === b.min && a.max === b.max;

/**
 * Whether two renders of a filter show the same thing for `attributes`: the same selected values and range in
 * the state (by value: every URL parses to new objects), and the same values with counts and stats in the
 * answer (by identity: an answer is one object until the next arrives).
 */
export function sameFilterInputs(attributes: readonly string[], a: FilterInputs, b: FilterInputs): boolean {
  return attributes.every(
    (attribute) =>
      sameValues(a.state.refinements[attribute], b.state.refinements[attribute]) &&
      sameRange(a.state.ranges[attribute], b.state.ranges[attribute]) &&
      a.result?.facets[attribute] === b.result?.facets[attribute] &&
      a.result?.facetsStats[attribute] === b.result?.facetsStats[attribute],
  );
}
