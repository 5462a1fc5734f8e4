import { routesFor, type RouteEntry } from '../../../shell/src/app/route-table';
import type { Tenant } from '../sites/tenant';
import type { ContentRepository } from './content-repository';

/** The dealer's content pages: routes whose page is the site's stored page of that path. */
const isContentRoute = (route: RouteEntry) =>
  route.regions.some((region) => region.remote === 'mf-locations' && region.module === 'content-page');

/**
 * Whether `pathname` matches `pattern` as the shell's router does: `:name` is one segment, a trailing `*` any
 * rest, letters match in any case and a trailing slash is ignored ("/book-test-drive/").
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const parts = (path: string) => path.toLowerCase().split('/').filter(Boolean);
  const want = parts(pattern);
  const have = parts(pathname);
  const splat = want.at(-1) === '*';
  const fixed = splat ? want.slice(0, -1) : want;
  if (splat ? have.length < fixed.length : have.length !== fixed.length) return false;
  return fixed.every((segment, index) => segment.startsWith(':') || segment === have[index]);
}

/**
 * Whether the tenant has a page at `pathname` (issue 8 item 7: anything else is a 404 in the site's look): a
 * route of the shell's route table that is open on this site, and for a content route, a stored page of
 * that path (so /ultratek only where the group has it, /pages/x only for a page that exists).
 */
export async function pageExists(
  content: Pick<ContentRepository, 'page'>,
  tenant: Tenant,
  pathname: string,
): Promise<boolean> {
  const route = routesFor(tenant.site, tenant.dealer).find((entry) => matchesRoute(entry.path, pathname));
  if (!route) return false;
  if (!isContentRoute(route)) return true;
  return (await content.page(tenant.site.id, pathname.replace(/\/+$/, '') || '/', new Date())) !== null;
}
