import { useEffect } from 'react';

/**
 * Sets the browser tab's title to a page's own (a car's, a search's): after an in-app navigation the title is
 * the shell's name for the route (useRouteTitle), which this replaces once the page knows its subject. The
 * next navigation sets the title again, so nothing is put back when the page goes.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
