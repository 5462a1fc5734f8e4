import { useEffect } from 'react';
import type { ContentPage } from '@dealerline/shared';
import { writePageText } from '@dealerline/shared/ui';

/**
 * Puts a content page's SEO title and description in the document head once the page has loaded (the server
 * writes the same on a page load; this keeps them right after in-app navigation), with the Open Graph tags
 * that repeat them.
 */
export function usePageSeo(seo: ContentPage['seo'] | undefined): void {
  const title = seo?.title;
  const description = seo?.description;
  useEffect(() => {
    if (title !== undefined && description !== undefined) writePageText(title, description);
  }, [title, description]);
}
