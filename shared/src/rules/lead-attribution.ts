/**
 * Where a lead came from (spec §7.4: url, user_agent, lead_attributes.visited_pages and linked_query_params) is the page's
 * address as the browser has it, which the shopper did not type and cannot shorten: an ad's tracking
 * parameters can make it longer than the leads API accepts. The browser fits it to these limits before it
 * sends a lead, and the API's schema (infra/src/leads/lead-schemas.ts) enforces the same ones, so a long
 * address never costs a lead.
 */
export const LEAD_ATTRIBUTION_LIMITS = {
  /** The lead's url and each visited page. */
  urlLength: 2000,
  visitedPages: 50,
  queryParams: 50,
  queryNameLength: 100,
  queryValueLength: 500,
  /** The browser's user agent (spec §7.4 user_agent). */
  userAgentLength: 500,
} as const;

const { urlLength, visitedPages, queryParams, queryNameLength, queryValueLength, userAgentLength } =
  LEAD_ATTRIBUTION_LIMITS;

/** A page address cut to the limit (the part that identifies the page comes first). */
export function fitLeadUrl(url: string): string {
  return url.slice(0, urlLength);
}

/** The browser's user agent cut to the limit; null when the browser gives none. */
export function fitUserAgent(userAgent: string): string | null {
  return userAgent.slice(0, userAgentLength) || null;
}

/** Visited pages within the limits: each cut, the first ones kept. */
export function fitVisitedPages(pages: readonly string[]): string[] {
  return pages.slice(0, visitedPages).map(fitLeadUrl);
}

/**
 * Query parameters within the limits: names too long to be a real parameter are dropped, values are cut, and
 * the first `queryParams` names are kept.
 */
export function fitQueryParams(params: Iterable<readonly [string, string]>): Record<string, string> {
  const kept = new Map<string, string>();
  for (const [name, value] of params) {
    if (kept.size >= queryParams) break;
    if (name.length <= queryNameLength && !kept.has(name)) kept.set(name, value.slice(0, queryValueLength));
  }
  return Object.fromEntries(kept);
}
