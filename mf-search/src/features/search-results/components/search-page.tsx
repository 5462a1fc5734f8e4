import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useSite } from '@dealerline/shared';
import { useRememberSearch } from '@dealerline/shared/ui';
import { offeredSort, usePrefetchCarSearch, useSearchState, type SearchState } from '../../../lib/search';
import { useRouteScope } from '../hooks/use-route-scope';
import { useScrollToTop } from '../hooks/use-scroll-to-top';
import { SearchResults } from './search-results';

/**
 * The /search/… routes of spec §2: the URL's query string is the search state, the path its scope (stock,
 * car type, body type, make and model). While a model route matches its model, the previous results and
 * filters stay (SearchResults searches once the scope is known). A sort the site does not offer
 * (`sortBy=km_desc` where the km sorts are off) reads as the default, in the search, the Sort select and the
 * page links alike.
 */
export function SearchPage(_props: { variant?: string }) {
  const { pathname } = useLocation();
  const route = useRouteScope();
  const prefetch = usePrefetchCarSearch(route.scope);
  const site = useSite();
  const accept = useCallback(
    (asked: SearchState): SearchState => {
      const sortBy = offeredSort(site, asked.sortBy);
      return sortBy === asked.sortBy ? asked : { ...asked, sortBy };
    },
    [site],
  );
  const { state, setState } = useSearchState({ beforeNavigate: route.scope ? prefetch : undefined, accept });
  useScrollToTop(state.page);
  useRememberSearch();

  return <SearchResults state={state} setState={setState} route={route} path={pathname} />;
}
