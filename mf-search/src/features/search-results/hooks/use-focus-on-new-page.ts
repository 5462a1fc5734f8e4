import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus to the results' heading when the page number changes (a pagination link, back or forward): the
 * page scrolls to its top (useScrollToTop), and focus left on the link at the bottom would send the next Tab
 * past the new results. The heading takes focus from script only (tabIndex -1), without scrolling again.
 */
export function useFocusOnNewPage(page: number, heading: RefObject<HTMLElement | null>): void {
  const previousPage = useRef(page);
  useEffect(() => {
    if (previousPage.current === page) return;
    previousPage.current = page;
    heading.current?.focus({ preventScroll: true });
  }, [page, heading]);
}
