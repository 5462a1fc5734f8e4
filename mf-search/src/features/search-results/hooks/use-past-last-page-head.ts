import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSite } from '@dealerline/shared';
import { canonicalPath, canonicalUrl } from '@dealerline/shared/rules';
import { writeCanonical } from '@dealerline/shared/ui';

/**
 * The document head of a search page past its last page, as the server writes it when its render knew
 * (infra's pastLastPageMeta): robots noindex, and the canonical link (with og:url, writeCanonical) on the
 * search's first page (its URL without the query). The server answers such a page 404 only when its render had the search's answer; when
 * it had none (the search was late or failed, or the page rendered in the browser only) it answered 200 with
 * the page's own canonical, and the browser, which finds out, puts this head in place, so a crawler that runs
 * the page reads what the 404 page says. When the shopper moves on, the robots tag is put back as it was and
 * the canonical link is the page's now on screen (canonicalPath, as the server and the shell's route head
 * write it): the one it had before was the page past the last's.
 */
export function usePastLastPageHead(pastLast: boolean): void {
  const site = useSite();
  const location = useLocation();
  // The location on screen when the cleanup runs: a layout effect has it before any passive cleanup.
  const current = useRef(location);
  useLayoutEffect(() => {
    current.current = location;
  });
  useEffect(() => {
    if (!pastLast) return;
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const canonicalBefore = canonical?.getAttribute('href') ?? null;
    if (canonicalBefore) writeCanonical(canonicalBefore.replace(/\?.*$/, ''));
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const robots = existing ?? document.head.appendChild(document.createElement('meta'));
    const robotsBefore = existing?.getAttribute('content') ?? null;
    robots.setAttribute('name', 'robots');
    robots.setAttribute('content', 'noindex');
    return () => {
      const { pathname, search } = current.current;
      const path = canonicalPath(pathname, search);
      if (canonical) writeCanonical(canonicalUrl(site.domains, window.location.origin, path));
      if (robotsBefore === null) robots.remove();
      else robots.setAttribute('content', robotsBefore);
    };
  }, [pastLast, site.domains]);
}
