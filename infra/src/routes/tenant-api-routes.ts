import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BootPayload } from '../../../shared/src/platform/boot';
import { requestOrigin, requestTenant } from '../http/request-tenant';
import {
  dealerConfigSchema,
  messageSchema,
  remoteRegistrySchema,
  siteConfigSchema,
  siteQuerySchema,
} from '../http/schemas';
import { buildRemoteRegistry } from '../registry/registry-payload';
import { siteSearchSchema } from '../search/site-search/site-search-config';
import { publishedDealer } from '../sites/published-dealer';
import type { Tenant } from '../sites/sites-repository';

/**
 * The tenant's public config with its search settings (a fresh per-site secured key on every answer) and the
 * dealer as published (`publishedDealer`: no review figures from a dealer who hides reviews).
 */
export async function publicTenant(
  app: FastifyInstance,
  tenant: Tenant,
  request: FastifyRequest,
): Promise<Tenant> {
  const search = await app.searchService.siteSearch(tenant, request.host);
  return { site: { ...tenant.site, search }, dealer: publishedDealer(tenant.dealer) };
}

/** The tenant's boot payload: site, dealer and remote registry (asset URLs on ASSET_BASE_URL or this origin). */
export async function bootPayload(
  app: FastifyInstance,
  tenant: Tenant,
  request: FastifyRequest,
): Promise<BootPayload> {
  const { config, registry } = app.platform;
  const remotes = buildRemoteRegistry(
    await registry.current(),
    config.assetBaseUrl ?? requestOrigin(request),
  );
  return { ...(await publicTenant(app, tenant, request)), registry: remotes };
}

const publicSiteSchema = {
  ...siteConfigSchema,
  required: [...siteConfigSchema.required, 'search'],
  properties: { ...siteConfigSchema.properties, search: siteSearchSchema },
} as const;

const siteResponse = {
  type: 'object',
  required: ['site', 'dealer'],
  properties: { site: publicSiteSchema, dealer: dealerConfigSchema },
} as const;

const bootResponse = {
  type: 'object',
  required: ['site', 'dealer', 'registry'],
  properties: { site: publicSiteSchema, dealer: dealerConfigSchema, registry: remoteRegistrySchema },
} as const;

/** Public per-tenant API: /api/registry, /api/site-config, /api/boot. Each needs a tenant. */
export async function tenantApiRoutes(app: FastifyInstance): Promise<void> {
  const withTenant = async (request: FastifyRequest, reply: FastifyReply) => {
    const tenant = await requestTenant(app.platform.sites, request, reply);
    reply.header('Vary', 'Host, Cookie');
    if (!tenant) reply.status(400).send({ message: 'Unknown site' });
    return tenant;
  };

  app.get(
    '/api/registry',
    { schema: { querystring: siteQuerySchema, response: { 200: remoteRegistrySchema, 400: messageSchema } } },
    async (request, reply) => {
      const tenant = await withTenant(request, reply);
      if (!tenant) return reply;
      reply.header('Cache-Control', 'public, max-age=10');
      return (await bootPayload(app, tenant, request)).registry;
    },
  );

  app.get(
    '/api/site-config',
    { schema: { querystring: siteQuerySchema, response: { 200: siteResponse, 400: messageSchema } } },
    async (request, reply) => {
      const tenant = await withTenant(request, reply);
      if (!tenant) return reply;
      reply.header('Cache-Control', 'no-cache');
      return publicTenant(app, tenant, request);
    },
  );

  app.get(
    '/api/boot',
    { schema: { querystring: siteQuerySchema, response: { 200: bootResponse, 400: messageSchema } } },
    async (request, reply) => {
      const tenant = await withTenant(request, reply);
      if (!tenant) return reply;
      reply.header('Cache-Control', 'no-cache');
      return bootPayload(app, tenant, request);
    },
  );
}
