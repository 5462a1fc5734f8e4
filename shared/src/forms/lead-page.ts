import { useSearchParams } from 'react-router';
import { pageReferrer, pageUrl } from '@dealerline/shared';
import { fitLeadUrl, fitQueryParams, fitUserAgent, fitVisitedPages } from '../rules/lead-attribution';

/** Where a lead is sent from (spec §7.4 non-final step fields). */
export interface LeadPage {
  url: string;
  userAgent: string;
  visitedPages: string[];
  linkedQueryParams: Record<string, string>;
}

/**
 * The current page as a lead sees it: its address, the browser, the referrer and this page, the query, fitted
 * to what the leads API accepts (a long tracking parameter must not cost the lead).
 */
export function useLeadPage(): LeadPage {
  const [search] = useSearchParams();
  const url = pageUrl();
  return {
    url: fitLeadUrl(url),
    userAgent: globalThis.navigator?.userAgent ?? '',
    visitedPages: fitVisitedPages([pageReferrer(), url].filter(Boolean)),
    linkedQueryParams: fitQueryParams(search.entries()),
  };
}

/**
 * A lead's page fields (spec §7.4): url, source "Website", the browser's user agent, the visited pages and
 * linked query parameters, and the dealership of the car the lead is about (`car_dealership_id`).
 */
export function leadPageFields(page: LeadPage, carDealershipId: number | null) {
  return {
    url: page.url,
    source: 'Website' as const,
    user_agent: fitUserAgent(page.userAgent),
    car_dealership_id: carDealershipId,
    lead_attributes: { visited_pages: page.visitedPages, linked_query_params: page.linkedQueryParams },
  };
}
