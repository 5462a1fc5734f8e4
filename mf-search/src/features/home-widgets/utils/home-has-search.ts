import type { SearchState } from '../../../lib/search';

/** Whether the home URL's query parameters ask for a search (spec §2: without them the home page does not search). */
export function homeHasSearch(state: SearchState): boolean {
  return (
    state.query !== '' ||
    state.page > 0 ||
    state.sortBy !== 'relevant' ||
    Object.keys(state.refinements).length > 0 ||
    Object.keys(state.ranges).length > 0
  );
}
