import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { searchQueryWithoutBadPage } from '@dealerline/shared/rules';
import type { SearchState } from './types';
import { parseSearchParams, serializeSearchState } from './url-state';

export type SearchStateUpdate = SearchState | ((current: SearchState) => SearchState);

/** How a change enters the browser's history: a new entry (default), or `replace` the current one. */
export interface SearchStateNavigation {
  replace?: boolean;
}

/** A change of anything but the page starts again at the first page. */
function withPageReset(current: SearchState, next: SearchState): SearchState {
  if (next.page !== current.page) return next;
  const { page: _a, ...rest } = current;
  const { page: _b, ...nextRest } = next;
  return JSON.stringify(rest) === JSON.stringify(nextRest) ? next : { ...next, page: 0 };
}

const acceptAll = (state: SearchState) => state;

interface Navigation {
  search: string;
  state: SearchState;
}

/**
 * The search state of the current URL (spec §2: the URL is the state, so back and forward and a copied link
 * restore a search) and `setState`, which pushes the URL of the next state on the same path (or replaces the
 * current entry with it, `{ replace: true }`: the filters drawer's changes). A change that leaves the page as
 * it was and changes anything else goes back to the first page.
 *
 * `setState` keeps its identity while the state changes (filters can be memoised), and a function update gets
 * the latest state: the last one navigated to, even while the router is still rendering it, so two quick
 * clicks both count.
 *
 * A URL whose `page` is no page number (`?page=abc`, `?page=0`, `?page=2.5`) shows the first page and is
 * replaced (no new history entry) by its spelling without `page`, as the server redirects it: the address
 * says the page on screen. A page past the last stays in the URL (the page says it has no vehicles).
 */
export function useSearchState(
  options: {
    /** Called with the exact next state (as the new URL will read) just before navigating to it. */
    beforeNavigate?(next: SearchState): void;
    /** What the page makes of a URL's state (a sort the site does not offer reads as the default). */
    accept?(state: SearchState): SearchState;
  } = {},
): { state: SearchState; setState(next: SearchStateUpdate, navigation?: SearchStateNavigation): void } {
  const { beforeNavigate, accept = acceptAll } = options;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => accept(parseSearchParams(search)), [search, accept]);
  const withoutBadPage = searchQueryWithoutBadPage(search);
  // An effect, not a layout effect: on the first render a router listens for navigations only from its own
  // layout effect, which runs after its children's.
  useEffect(() => {
    if (withoutBadPage === null) return;
    navigate({ pathname, search: withoutBadPage ? `?${withoutBadPage}` : '' }, { replace: true });
  }, [withoutBadPage, navigate, pathname]);
  const committed = useRef(state);
  // Navigations not committed yet, oldest first.
  const pending = useRef<Navigation[]>([]);

  useLayoutEffect(() => {
    committed.current = state;
    // The router committed one of ours (those before it are done too) or another navigation (back, a link).
    const index = pending.current.findIndex((navigation) => navigation.search === search);
    pending.current = index === -1 ? [] : pending.current.slice(index + 1);
  }, [search, state]);

  const setState = useCallback(
    (update: SearchStateUpdate, { replace = false }: SearchStateNavigation = {}) => {
      const current = pending.current.at(-1)?.state ?? committed.current;
      const next = typeof update === 'function' ? update(current) : update;
      const query = serializeSearchState(withPageReset(current, next));
      const nextSearch = query ? `?${query}` : '';
      const nextState = accept(parseSearchParams(nextSearch));
      beforeNavigate?.(nextState);
      pending.current.push({ search: nextSearch, state: nextState });
      // The router renders the new URL in a transition, so the search (started by beforeNavigate) is on its
      // way at once; controls show the shopper's choice meanwhile (usePendingValue).
      navigate({ pathname, search: nextSearch }, { replace });
    },
    [navigate, pathname, beforeNavigate, accept],
  );
  return { state, setState };
}
