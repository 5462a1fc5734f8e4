import { routeAt, routeParams, routesFor, type RouteEntry } from '../../../shell/src/app/route-table';
import type { Tenant } from '../sites/tenant';
import type { ContentRepository } from './content-repository';

/** The dealer's content pages: routes whose page is the site's stored page of that path. */
const isContentRoute = (route: RouteEntry) =>
  route.regions.some((region) => region.remote === 'mf-locations' && region.module === 'content-page');

/**
 * Whether the tenant has a page at `pathname` (issue 8 item 7: anything else is a 404 in the site's look): a
 * route of the shell's route table that is open on this site, and for a content route, a stored page of
 * that path (so /ultratek only where the group has it, /pages/x only for a page that exists); for a route
 * naming something of the dealer's, that thing (/contact-us/{slug} of a location it shows).
 */
export async function pageExists(
  content: Pick<ContentRepository, 'page'>,
  tenant: Tenant,
  pathname: string,
): Promise<boolean> {
  const route = routeAt(routesFor(tenant.site, tenant.dealer), pathname);
  if (!route) return false;
  if (route.exists && !route.exists(routeParams(route.path, pathname), tenant.dealer)) return false;
  if (!isContentRoute(route)) return true;
  return (await content.page(tenant.site.id, pathname.replace(/\/+$/, '') || '/', new Date())) !== null;
}
