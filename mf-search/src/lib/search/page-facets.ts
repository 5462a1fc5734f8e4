import { type FilterListAttribute, type SiteConfig } from '@dealerline/shared';
import { DEFAULT_SEARCH_FILTERS } from '@dealerline/shared/rules';
import { indexAttribute, SLIDER_ATTRIBUTES } from './attributes';
import { COUNT_FACET } from './page-result';

/**
 * The car index attributes the search page asks facets for: the default filters of spec §9, then the site's
 * extra filters (spec §3 names), each mapped to its index attribute (body → simple_body, odometer → km…),
 * without duplicates; filters the car index cannot serve are left out.
 */
export function pageFacets(site: Pick<SiteConfig, 'search_page'>): string[] {
  const names: (string | FilterListAttribute)[] = [
    ...DEFAULT_SEARCH_FILTERS,
    ...site.search_page.extra_filters,
  ];
  const attributes = names.map(indexAttribute).filter((a): a is string => a !== undefined);
  return [...new Set(attributes)];
}

/**
 * The attributes a search page counts values of: the page's filters that show counts (not the sliders), and
 * COUNT_FACET for the count of spec §4.
 */
export function searchedFacets(site: Pick<SiteConfig, 'search_page'>): string[] {
  const shown = pageFacets(site).filter((attribute) => !SLIDER_ATTRIBUTES.has(attribute));
  return [...new Set([...shown, COUNT_FACET])];
}
