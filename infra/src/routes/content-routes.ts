import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestTenant } from '../http/request-tenant';
import { messageSchema, siteQuerySchema } from '../http/schemas';
import type { Tenant } from '../sites/tenant';
import { shownPromotions } from '../content/shown-promotions';

const object = { type: 'object', additionalProperties: true } as const;
const list = (key: string) =>
  ({ type: 'object', required: [key], properties: { [key]: { type: 'array', items: object } } }) as const;
const withSite = (properties: Record<string, unknown>, required: string[] = []) =>
  ({
    type: 'object',
    required,
    properties: { ...siteQuerySchema.properties, ...properties },
  }) as const;
const errors = { 400: messageSchema, 404: messageSchema };

/**
 * Public per-tenant content (issue 3 item 1 per-site content, read by mf-locations and mf-search):
 * /api/pages?path=/about-us, /api/offers, /api/promotions, /api/manufacturers, /api/models,
 * /api/locations/:location/reviews. Short-lived caching; nothing here is secret.
 */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const { content, reviews, catalogue, sites } = app.platform;
  const tenantOf = async (request: FastifyRequest, reply: FastifyReply): Promise<Tenant | null> => {
    const tenant = await requestTenant(sites, request, reply);
    reply.header('Vary', 'Host, Cookie').header('Cache-Control', 'public, max-age=60');
    if (!tenant) reply.status(400).send({ message: 'Unknown site' });
    return tenant;
  };
  const makesOf = (tenant: Tenant) => [...new Set(tenant.dealer.locations.flatMap((l) => l.manufacturers))];

  app.get(
    '/api/pages',
    {
      schema: {
        querystring: withSite({ path: { type: 'string', minLength: 1, maxLength: 200 } }, ['path']),
        response: { 200: { type: 'object', required: ['page'], properties: { page: object } }, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = await tenantOf(request, reply);
      if (!tenant) return reply;
      const { path } = request.query as { path: string };
      const page = await content.page(tenant.site.id, path.replace(/\/+$/, '') || '/', new Date());
      return page ? { page } : reply.status(404).send({ message: `No page ${path}` });
    },
  );

  app.get(
    '/api/offers',
    { schema: { querystring: siteQuerySchema, response: { 200: list('offers'), ...errors } } },
    async (request, reply) => {
      const tenant = await tenantOf(request, reply);
      return tenant ? { offers: await content.offers(tenant.site.id, new Date()) } : reply;
    },
  );

  app.get(
    '/api/promotions',
    { schema: { querystring: siteQuerySchema, response: { 200: list('promotions'), ...errors } } },
    async (request, reply) => {
      const tenant = await tenantOf(request, reply);
      return tenant
        ? { promotions: shownPromotions(await content.promotions(tenant.site.id, new Date()), tenant) }
        : reply;
    },
  );

  app.get(
    '/api/manufacturers',
    { schema: { querystring: siteQuerySchema, response: { 200: list('manufacturers'), ...errors } } },
    async (request, reply) => {
      const tenant = await tenantOf(request, reply);
      return tenant ? { manufacturers: await catalogue.manufacturers(makesOf(tenant)) } : reply;
    },
  );

  app.get(
    '/api/models',
    {
      schema: {
        querystring: withSite({ manufacturer: { type: 'string', maxLength: 60 } }),
        response: { 200: list('models'), ...errors },
      },
    },
    async (request, reply) => {
      const tenant = await tenantOf(request, reply);
      if (!tenant) return reply;
      const { manufacturer } = request.query as { manufacturer?: string };
      const makes = makesOf(tenant).filter((slug) => !manufacturer || slug === manufacturer);
      return { models: await catalogue.models(makes) };
    },
  );

  app.get(
    '/api/locations/:location/reviews',
    {
      schema: {
        params: {
          type: 'object',
          required: ['location'],
          properties: { location: { type: 'string', minLength: 1, maxLength: 120 } },
        },
        querystring: siteQuerySchema,
        response: {
          200: {
            type: 'object',
            required: ['summary', 'reviews'],
            properties: {
              summary: { type: ['object', 'null'], additionalProperties: true },
              reviews: { type: 'array', items: object },
            },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const tenant = await tenantOf(request, reply);
      if (!tenant) return reply;
      const { location } = request.params as { location: string };
      // Ids are 32-bit: a longer number cannot be one (and would overflow the query), so it is looked up as a slug.
      const key = /^\d{1,9}$/.test(location) ? Number(location) : location;
      const found = await reviews.forLocation(tenant.site.id, key, new Date());
      if (!found) return reply.status(404).send({ message: `No location ${location}` });
      // A dealer who hides reviews (spec §5 Review display) publishes none, to its pages or to anyone else.
      return tenant.dealer.reviews_hidden === true ? { summary: null, reviews: [] } : found;
    },
  );
}
