import { useSearchParams } from 'react-router';
import { pageReferrer, pageUrl } from '@dealerline/shared';

/** Where a lead is sent from (spec §7.4 non-final step fields). */
export interface LeadPage {
  url: string;
  userAgent: string;
  visitedPages: string[];
  linkedQueryParams: Record<string, string>;
}

/** The current page as a lead sees it: its address, the browser, the referrer and this page, the query. */
export function useLeadPage(): LeadPage {
  const [search] = useSearchParams();
  const url = pageUrl();
  return {
    url,
    userAgent: globalThis.navigator?.userAgent ?? '',
    visitedPages: [pageReferrer(), url].filter(Boolean),
    linkedQueryParams: Object.fromEntries(search.entries()),
  };
}

/** A lead's page fields (spec §7.4): url, source "Website", the visited pages and linked query parameters. */
export function leadPageFields(page: LeadPage) {
  return {
    url: page.url,
    source: 'Website' as const,
    lead_attributes: { visited_pages: page.visitedPages, linked_query_params: page.linkedQueryParams },
  };
}
