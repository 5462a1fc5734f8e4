import type { SiteSummary, SitesRepository } from '../sites/sites-repository';
import type { TenantDirectory } from './resolve-tenant';

/** The slugs and custom domains of every site, as resolveTenant needs them. */
export async function loadTenantDirectory(sites: SitesRepository): Promise<TenantDirectory> {
  return tenantDirectory(await sites.list());
}

/** The directory of a site list already in hand. */
export function tenantDirectory(list: SiteSummary[]): TenantDirectory {
  const domains = new Map<string, string>();
  for (const site of list) for (const domain of site.domains) domains.set(domain.toLowerCase(), site.slug);
  return { slugs: new Set(list.map((site) => site.slug)), domains };
}
