import { useEffect } from 'react';

/**
 * Sets the browser tab's title while the page shows (after a client-side navigation the served <title> is
 * the previous page's), and puts the previous title back when it goes.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
