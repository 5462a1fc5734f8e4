import { useEffect } from 'react';
import { writePageText } from './document-head';

/**
 * Gives a page its own title, and description when it has one (a car's, a search's, a content page's), as the
 * server writes them on a page load: after an in-app navigation the head is the shell's for the route
 * (useRouteHead), which this replaces once the page knows its subject (og:title and og:description follow).
 * The next navigation writes the head again, so nothing is put back when the page goes.
 */
export function useDocumentTitle(title: string, description?: string): void {
  useEffect(() => {
    writePageText(title, description);
  }, [title, description]);
}
