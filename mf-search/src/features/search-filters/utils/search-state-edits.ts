import type { NumericRange, SearchState } from '../../../lib/search';

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

/**
 * The state with `attribute` refined to exactly `values` (none: not refined), back on the first page.
 *
 * Models need a make: removing a make also clears the model refinement. The car index has no facet of
 * make + model pairs, so a state cannot tell which selected model belongs to the make removed; clearing
 * every model is the only way never to keep a model of a make that is no longer selected. Adding a make
 * keeps the models.
 */
export function setRefinement(state: SearchState, attribute: string, values: string[]): SearchState {
  let refinements =
    values.length > 0 ? { ...state.refinements, [attribute]: values } : without(state.refinements, attribute);
  const makeRemoved =
    attribute === 'make' && (state.refinements.make ?? []).some((make) => !values.includes(make));
  if (makeRemoved) refinements = without(refinements, 'model');
  return { ...state, refinements, page: 0 };
}

/** Selects `value` of `attribute` when it is not selected, and deselects it when it is. */
export function toggleRefinement(state: SearchState, attribute: string, value: string): SearchState {
  const selected = state.refinements[attribute] ?? [];
  const next = selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value];
  return setRefinement(state, attribute, next);
}

/** The state with `attribute` bounded by `range` (both ends open: not bounded), back on the first page. */
export function setRange(state: SearchState, attribute: string, { min, max }: NumericRange): SearchState {
  const range: NumericRange = { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
  const open = min === undefined && max === undefined;
  return {
    ...state,
    ranges: open ? without(state.ranges, attribute) : { ...state.ranges, [attribute]: range },
    page: 0,
  };
}

/** The state searching for the keyword `query` (empty: no keyword), back on the first page. */
export function setQuery(state: SearchState, query: string): SearchState {
  return { ...state, query, page: 0 };
}

/** Clear all: no keyword, no refinements and no ranges; the sort stays (it orders, it does not filter). */
export function clearFilters(state: SearchState): SearchState {
  return { ...state, query: '', refinements: {}, ranges: {}, page: 0 };
}
