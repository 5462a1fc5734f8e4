import type { SearchPageSettings } from '../../../shared/src/domain/site';
import { DEFAULT_SEARCH_PAGE } from '../sites/site-settings';

/** A demo site's search page settings: the defaults with the site's own differences. */
export function searchPage(overrides: Partial<SearchPageSettings> = {}): SearchPageSettings {
  return { ...DEFAULT_SEARCH_PAGE, ...overrides };
}
