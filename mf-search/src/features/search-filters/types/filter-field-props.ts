import type { CarSearchResult, SearchState } from '../../../lib/search';

/**
 * What every filter of the panel gets: its attribute, the search state and answer, and where its edits go.
 * A filter is memoised (filter-fields.tsx): it renders again only when its own attribute's refinement, range,
 * values or stats change (and those of the attributes it declares it reads), so it must read nothing else of
 * `state` and `result`, and apply its edits to the state `onChange` hands it, never to `state`.
 */
export interface FilterFieldProps {
  attribute: string;
  state: SearchState;
  result?: CarSearchResult;
  /** Applies `edit` to the latest search state (the same function on every render). */
  onChange(edit: (current: SearchState) => SearchState): void;
}
