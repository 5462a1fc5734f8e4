import { useEffect } from 'react';
import type { ContentPage } from '@dealerline/shared';

/**
 * Puts a content page's SEO title and description in the document head (the server writes the same on a
 * page load; this keeps them right after in-app navigation).
 */
export function usePageSeo(seo: ContentPage['seo'] | undefined): void {
  const title = seo?.title;
  const description = seo?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    document.title = title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
