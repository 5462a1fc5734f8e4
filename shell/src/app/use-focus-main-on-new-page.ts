import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The id of the layout's <main>, which takes focus from script only (tabIndex -1). */
export const MAIN_ID = 'main';

/**
 * After an in-app navigation to another path, keyboard focus starts in the new page, as after a page load:
 * it moves to <main> (without scrolling: useScrollToTopOnNewPage decides that), so the next Tab reaches the
 * page's first control instead of the header's, and focus is never left on a link that is gone. A link to an
 * anchor (`#id`) is left to the page, and so is focus the new page has already put inside itself. A change
 * of query alone (a search's filters) is not a new page.
 */
export function useFocusMainOnNewPage(): void {
  const { pathname, hash } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (hash) return;
    const main = document.getElementById(MAIN_ID);
    const active = document.activeElement;
    if (!main || (active && active !== main && main.contains(active))) return;
    main.focus({ preventScroll: true });
  }, [pathname, hash]);
}
