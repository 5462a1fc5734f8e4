import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page starts at its top, as a page load does: after an in-app navigation to another path (a link, a
 * card, navigate()) the window scrolls to the top. Back and forward keep the position the browser restores;
 * a link to an anchor (`#id`) is left to the browser; a navigation within the page (a search's filters,
 * which change only the query) keeps the shopper where they are.
 */
export function useScrollToTopOnNewPage(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
