import { useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useDealer, useSite } from '@dealerline/shared';
import { pageTitle } from '@dealerline/shared/rules';
import { routeTitle, type RouteEntry } from './route-table';

/** What the shell's routes carry for the page's title (router.tsx puts the route table's entry here). */
export interface RouteHandle {
  route?: RouteEntry;
}

/**
 * The browser tab's title after each in-app navigation: the route's name (the route table's `title`) and the
 * site's, else the site's alone until the page names itself (a car, a search: useDocumentTitle). The title
 * the server wrote for the first page stays. A layout effect, so it runs before the page's own effects in the
 * same commit: the page's title wins. Returns the route's name (undefined when the page names itself).
 */
export function useRouteTitle(): string | undefined {
  const site = useSite();
  const dealer = useDealer();
  const { pathname } = useLocation();
  const route = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.route;
  const title = route && routeTitle(route, pathname, dealer);
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.title = pageTitle(title, site.name);
  }, [pathname, title, site.name]);
  return title;
}
