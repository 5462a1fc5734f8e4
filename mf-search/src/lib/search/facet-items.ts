import { type SearchFacetItem, type SiteConfig } from '@dealerline/shared';
import { byLabel } from '@dealerline/shared/rules';

const CAR_TYPE_LABELS: Readonly<Record<string, string>> = { new: 'New', demo: 'Demo' };
const STATUS_LABELS: Readonly<Record<string, string>> = {
  in_stock: 'In Stock',
  coming_soon: 'Coming Soon',
  sold: 'Sold',
};

/** How a facet value reads in a filter list: car_type "used" is the site's used label (e.g. "Pre-Owned"). */
export function facetLabel(attribute: string, value: string, site: Pick<SiteConfig, 'used_label'>): string {
  if (attribute === 'car_type') return value === 'used' ? site.used_label : (CAR_TYPE_LABELS[value] ?? value);
  if (attribute === 'status') return STATUS_LABELS[value] ?? value;
  return value;
}

/** A facet's counts as filter items, most cars first (ties by label). */
export function facetItems(
  attribute: string,
  counts: Record<string, number>,
  site: Pick<SiteConfig, 'used_label'>,
): SearchFacetItem[] {
  return Object.entries(counts)
    .map(([value, count]) => ({ label: facetLabel(attribute, value, site), value, count }))
    .sort((a, b) => b.count - a.count || byLabel(a, b));
}
