import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SitesRepository, Tenant } from '../sites/sites-repository';
import { loadTenantDirectory } from '../tenants/tenant-directory';
import { resolveTenant, tenantCookie } from '../tenants/resolve-tenant';

/**
 * The tenant of a request (see resolveTenant). When it came from `?site=`, the reply sets the dl_site cookie
 * so later page loads on a shared host name keep it.
 */
export async function requestTenant(
  sites: SitesRepository,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Tenant | null> {
  const query = request.query as { site?: unknown } | undefined;
  const resolved = resolveTenant(
    {
      host: request.headers.host,
      site: typeof query?.site === 'string' ? query.site : undefined,
      cookie: request.headers.cookie,
    },
    await loadTenantDirectory(sites),
  );
  if (!resolved) return null;
  if (resolved.source === 'query')
    reply.header('Set-Cookie', tenantCookie(resolved.slug, request.protocol === 'https'));
  return sites.findBySlug(resolved.slug);
}

/** Origin the browser used for this request, e.g. http://harbour-nissan.localhost:8080. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
