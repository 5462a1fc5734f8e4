import { useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useDealer, useSite } from '@dealerline/shared';
import { routeHead } from '@dealerline/shared/rules';
import { writeCanonical, writeDocumentHead } from '@dealerline/shared/ui';
import { routeTitle, type RouteEntry } from './route-table';

/** What the shell's routes carry for the page's title (router.tsx puts the route table's entry here). */
export interface RouteHandle {
  route?: RouteEntry;
}

/**
 * The document head after each in-app navigation, as the server writes it for the page (routeHead): the
 * route's name and the site's as the title (the site's alone until a page with a subject of its own names
 * itself: useDocumentTitle), the page's description, its canonical link and the Open Graph and Twitter tags.
 * Before, only the title changed, and a link shared from the page (the browser's Share takes the canonical
 * URL) named the first page of the visit. The head the server wrote for the first page stays. A change of
 * query alone (a search's filters, its page) writes only the canonical URL: the page's title stays its own.
 * A layout effect, so it runs before the page's own effects in the same commit: the page's title wins.
 * Returns the route's name (undefined when the page names itself).
 */
export function useRouteHead(): string | undefined {
  const site = useSite();
  const dealer = useDealer();
  const { pathname, search } = useLocation();
  const route = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.route;
  const title = route && routeTitle(route, pathname, dealer);
  const written = useRef<string | null>(null);
  useLayoutEffect(() => {
    const before = written.current;
    written.current = pathname;
    if (before === null) return;
    const head = routeHead({ site, dealer }, { origin: window.location.origin, pathname, search }, title);
    if (before === pathname) writeCanonical(head.canonical);
    else writeDocumentHead(head);
  }, [pathname, search, title, site, dealer]);
  return title;
}
