import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SearchState } from './types';
import { parseSearchParams, serializeSearchState } from './url-state';

type SearchStateUpdate = SearchState | ((current: SearchState) => SearchState);

/** A change of anything but the page starts again at the first page. */
function withPageReset(current: SearchState, next: SearchState): SearchState {
  if (next.page !== current.page) return next;
  const { page: _a, ...rest } = current;
  const { page: _b, ...nextRest } = next;
  return JSON.stringify(rest) === JSON.stringify(nextRest) ? next : { ...next, page: 0 };
}

/**
 * The search state of the current URL (spec §2: the URL is the state, so back and forward and a copied link
 * restore a search) and `setState`, which pushes the URL of the next state on the same path. A change that
 * leaves the page as it was and changes anything else goes back to the first page.
 */
export function useSearchState(
  options: {
    /** Called with the exact next state (as the new URL will read) just before navigating to it. */
    beforeNavigate?(next: SearchState): void;
  } = {},
): { state: SearchState; setState(next: SearchStateUpdate): void } {
  const { beforeNavigate } = options;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parseSearchParams(search), [search]);
  const setState = useCallback(
    (update: SearchStateUpdate) => {
      const next = typeof update === 'function' ? update(state) : update;
      const query = serializeSearchState(withPageReset(state, next));
      beforeNavigate?.(parseSearchParams(query ? `?${query}` : ''));
      // The router renders the new URL in a transition, so the search (started by beforeNavigate) is on its
      // way at once; controls show the shopper's choice meanwhile (usePendingValue).
      navigate({ pathname, search: query ? `?${query}` : '' });
    },
    [navigate, pathname, state, beforeNavigate],
  );
  return { state, setState };
}
