import { useLocation } from 'react-router';
import { usePrefetchCarSearch, useSearchState } from '../../../lib/search';
import { useRouteScope } from '../hooks/use-route-scope';
import { useScrollToTop } from '../hooks/use-scroll-to-top';
import { routeTitle } from '../utils/search-route';
import { SearchResults } from './search-results';

/**
 * The /search/… routes of spec §2: the URL's query string is the search state, the path its scope (stock,
 * car type, body type, make and model).
 */
export function SearchPage(_props: { variant?: string }) {
  const { pathname } = useLocation();
  const route = useRouteScope();
  const prefetch = usePrefetchCarSearch(route.scope);
  const { state, setState } = useSearchState({ beforeNavigate: route.scope ? prefetch : undefined });
  useScrollToTop(state.page);

  if (!route.scope) {
    return (
      <section aria-busy="true">
        <h1>{routeTitle(route, {})}</h1>
        <p role="status">Loading vehicles…</p>
      </section>
    );
  }
  return <SearchResults state={state} setState={setState} route={route} path={pathname} />;
}
