import type { FastifyInstance } from 'fastify';
import { requestTenant } from '../http/request-tenant';
import { messageSchema } from '../http/schemas';
import { siteCarsOf } from '../vehicles/site-cars';
import { siteStockLinesOf } from './search-stock';
import { sitemapOrigin } from './site-origin';
import { robotsTxt, SITEMAP_MAX_URLS, sitemapEntries, sitemapIndexXml, urlsetXml } from './sitemap';

const text = { type: 'string' } as const;
const siteQuery = { site: { type: 'string', maxLength: 100 } } as const;

/**
 * GET /robots.txt and GET /sitemap.xml of the request's tenant (issue 6 item 5). Over SITEMAP_MAX_URLS URLs
 * the sitemap is an index of /sitemap.xml?page=N. No tenant: 404.
 */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const { sites, content, catalogue } = app.platform;
  const deps = { siteCars: siteCarsOf(app), content, catalogue, stockLines: siteStockLinesOf(app) };

  app.get(
    '/robots.txt',
    {
      schema: {
        querystring: { type: 'object', properties: siteQuery },
        response: { 200: text, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const tenant = await requestTenant(sites, request, reply);
      reply.header('Vary', 'Host, Cookie');
      if (!tenant) return reply.status(404).send({ message: 'Unknown site' });
      reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600');
      return robotsTxt(sitemapOrigin(request, tenant.site.domains));
    },
  );

  app.get(
    '/sitemap.xml',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { ...siteQuery, page: { type: 'string', pattern: '^[1-9][0-9]{0,4}$' } },
        },
        response: { 200: text, 400: messageSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const tenant = await requestTenant(sites, request, reply);
      reply.header('Vary', 'Host, Cookie');
      if (!tenant) return reply.status(404).send({ message: 'Unknown site' });
      const origin = sitemapOrigin(request, tenant.site.domains);
      const entries = await sitemapEntries(deps, tenant);
      const pages = Math.ceil(entries.length / SITEMAP_MAX_URLS);
      const { page } = request.query as { page?: string };
      let body: string;
      if (page === undefined) {
        body = pages > 1 ? sitemapIndexXml(origin, pages) : urlsetXml(origin, entries);
      } else {
        const n = Number(page);
        if (n > pages) return reply.status(404).send({ message: `No sitemap page ${n}` });
        body = urlsetXml(origin, entries.slice((n - 1) * SITEMAP_MAX_URLS, n * SITEMAP_MAX_URLS));
      }
      reply
        .header('Content-Type', 'application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=600');
      return body;
    },
  );
}
