import type { CarSearchResult, SearchState } from '../../../lib/search';

/** What every filter of the panel gets: its attribute, the search state and answer, and where changes go. */
export interface FilterFieldProps {
  attribute: string;
  state: SearchState;
  result?: CarSearchResult;
  onChange(next: SearchState): void;
}
