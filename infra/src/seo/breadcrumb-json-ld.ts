import type { Breadcrumb } from '../../../shared/src/rules/vehicle-breadcrumbs';

/**
 * schema.org BreadcrumbList of a page's trail (what the page shows above its heading), each step's URL on the
 * site's `origin`: search engines may show the trail under the page's title instead of its URL.
 */
export function breadcrumbJsonLd(crumbs: readonly Breadcrumb[], origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}
