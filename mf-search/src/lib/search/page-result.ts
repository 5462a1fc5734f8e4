import { type SiteConfig } from '@dealerline/shared';
import { displayedResultCount } from '@dealerline/shared/rules';
import type { CarQueryResult } from './client/car-query';
import { facetItems } from './facet-items';
import type { PageRequest } from './page-request';
import type { CarSearchResult, FacetValues } from './types';

/**
 * Facets of a page's answers: the main query's, each refined attribute replaced by its own disjunctive
 * query's counts; facets_stats likewise.
 */
export function mergeFacets(
  request: Pick<PageRequest, 'disjunctive'>,
  results: CarQueryResult[],
  site: Pick<SiteConfig, 'used_label'>,
): Pick<CarSearchResult, 'facets' | 'facetsStats'> {
  const [main, ...helpers] = results;
  const counts = { ...main?.facets };
  const stats = { ...main?.facets_stats };
  request.disjunctive.forEach((attribute, i) => {
    const helper = helpers[i];
    if (!helper) return;
    counts[attribute] = helper.facets?.[attribute] ?? {};
    const own = helper.facets_stats?.[attribute];
    if (own) stats[attribute] = own;
  });
  const facets: Record<string, FacetValues> = {};
  for (const [attribute, values] of Object.entries(counts))
    facets[attribute] = facetItems(attribute, values, site);
  const facetsStats: CarSearchResult['facetsStats'] = {};
  for (const [attribute, { min, max }] of Object.entries(stats)) facetsStats[attribute] = { min, max };
  return { facets, facetsStats };
}

/** Counted on every search page for the capped count of spec §4 (summed status counts, or the in_stock count). */
export const COUNT_FACET = 'status';

/**
 * One search page from its multi-query answers. The count shown is capped per spec §4: above 1999 it is the
 * site's stock count, else the main query's summed status counts, else its in_stock count.
 */
export function toCarSearchResult(
  request: Pick<PageRequest, 'disjunctive'>,
  results: CarQueryResult[],
  site: Pick<SiteConfig, 'used_label' | 'search_page'>,
): Omit<CarSearchResult, 'makes' | 'leftOutBySort'> {
  const main = results[0];
  if (!main) throw new Error('The search service gave no answer');
  const statusCounts = main.facets?.[COUNT_FACET];
  return {
    hits: main.hits,
    nbHits: main.nbHits,
    displayedCount: displayedResultCount({
      count: main.nbHits,
      siteStockCount: site.search_page.stock_count,
      facetCounts: statusCounts,
      inStockCount: statusCounts?.in_stock,
    }),
    page: main.page,
    nbPages: main.nbPages,
    hitsPerPage: main.hitsPerPage,
    ...mergeFacets(request, results, site),
  };
}
