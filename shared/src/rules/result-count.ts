import { RESULT_COUNT_CAP } from './constants';

export interface ResultCountSources {
  /** The count the search returned. */
  count: number;
  /** A stock count configured for the site; when set it replaces a capped count first. */
  siteStockCount?: number | null;
  /** Facet counts to sum (e.g. the status facet) when the count is capped. */
  facetCounts?: Readonly<Record<string, number>> | null;
  /** The in_stock count, used when there are no facet counts. */
  inStockCount?: number | null;
}

/**
 * Spec §4 "Search", §9: a result count above 1999 is treated as capped and replaced by a site-configured
 * stock count, else the sum of the facet counts, else the in_stock count; with none of them the capped
 * count itself is shown. The spec lists the three replacements without an order; we put the explicit site
 * setting first. A count of exactly 1999 is not capped.
 */
export function displayedResultCount(sources: ResultCountSources): number {
  if (sources.count <= RESULT_COUNT_CAP) return sources.count;
  if (sources.siteStockCount != null) return sources.siteStockCount;
  const facets = Object.values(sources.facetCounts ?? {});
  if (facets.length > 0) return facets.reduce((sum, n) => sum + n, 0);
  return sources.inStockCount ?? sources.count;
}
