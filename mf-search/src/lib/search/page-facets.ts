import { type FilterListAttribute, type SiteConfig } from '@dealerline/shared';
import { DEFAULT_SEARCH_FILTERS } from '@dealerline/shared/rules';
import { indexAttribute } from './attributes';

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
