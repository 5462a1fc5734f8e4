import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SitesRepository, Tenant } from '../sites/sites-repository';
import { loadTenantDirectory, tenantDirectory } from '../tenants/tenant-directory';
import { resolveTenant, tenantCookie, type TenantRequest } from '../tenants/resolve-tenant';

/** The tenant each request resolved (requestTenant), for what answers it after a failure. */
const resolvedTenants = new WeakMap<FastifyRequest, Tenant>();

function tenantRequest(request: FastifyRequest): TenantRequest {
  const query = request.query as { site?: unknown } | undefined;
  return {
    host: request.headers.host,
    site: typeof query?.site === 'string' ? query.site : undefined,
    cookie: request.headers.cookie,
  };
}

/**
 * The tenant of a request (see resolveTenant). When it came from `?site=`, the reply sets the dl_site cookie
 * so later page loads on a shared host name keep it.
 */
export async function requestTenant(
  sites: SitesRepository,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Tenant | null> {
  const resolved = resolveTenant(tenantRequest(request), await loadTenantDirectory(sites));
  if (!resolved) return null;
  if (resolved.source === 'query')
    reply.header('Set-Cookie', tenantCookie(resolved.slug, request.protocol === 'https'));
  const tenant = await sites.findBySlug(resolved.slug);
  if (tenant) resolvedTenants.set(request, tenant);
  return tenant;
}

/**
 * The request's tenant without asking the database: the one requestTenant resolved for it, else the one the
 * sites cache holds in memory (`sites.inMemory`: a request that failed before or while resolving it); null
 * when neither knows it. For the page of a request that failed: during an outage, a second lookup would be
 * one more call to a database that does not answer.
 */
export function knownRequestTenant(sites: SitesRepository, request: FastifyRequest): Tenant | null {
  const resolved = resolvedTenants.get(request);
  if (resolved) return resolved;
  const list = sites.inMemory?.list();
  if (!list) return null;
  const found = resolveTenant(tenantRequest(request), tenantDirectory(list));
  return (found && sites.inMemory?.findBySlug(found.slug)) ?? null;
}

/** Origin the browser used for this request, e.g. http://harbour-nissan.localhost:8080. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
