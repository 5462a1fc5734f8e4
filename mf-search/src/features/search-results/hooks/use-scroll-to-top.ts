import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SCROLL_TOP_PARAM } from '../../../lib/search';

/**
 * Scrolls to the top of the page when the URL carries the scroll-to-top flag (the "Show Me N vehicles"
 * button), then takes the flag out of the URL (replacing the history entry); and when the page number
 * changes, so a new page of results starts at its top.
 */
export function useScrollToTop(page: number): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const flagged = new URLSearchParams(search).get(SCROLL_TOP_PARAM) === '1';

  useEffect(() => {
    if (!flagged) return;
    window.scrollTo(0, 0);
    const rest = search
      .replace(/^\?/, '')
      .split('&')
      .filter((part) => part && !part.startsWith(`${SCROLL_TOP_PARAM}=`))
      .join('&');
    navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  }, [flagged, navigate, pathname, search]);

  const previousPage = useRef(page);
  useEffect(() => {
    if (previousPage.current === page) return;
    previousPage.current = page;
    window.scrollTo(0, 0);
  }, [page]);
}
