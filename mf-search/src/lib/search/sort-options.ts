import { type SearchSortKey, type SiteConfig } from '@dealerline/shared';
import { SORT_OPTIONS } from '@dealerline/shared/rules';

export interface SortOption {
  key: SearchSortKey;
  label: string;
}

/** Spec §9 sort options: most relevant, latest, highest price, lowest price; the km sorts only on sites that turn them on. */
export function sortOptions(site: Pick<SiteConfig, 'search_page'>): SortOption[] {
  return SORT_OPTIONS.filter((option) => option.enabledByDefault || site.search_page.km_sorts).map(
    ({ key, label }) => ({ key, label }),
  );
}

/** The sort a URL asks for when this site offers it, else the default: a km sort on a site without km sorts. */
export function offeredSort(site: Pick<SiteConfig, 'search_page'>, key: SearchSortKey): SearchSortKey {
  return sortOptions(site).some((option) => option.key === key) ? key : 'relevant';
}
