import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FinanceDisclaimerResponse, PhoneRevealRequest } from '../../../shared/src/domain/vehicle';
import { matchesEtag } from '../http/caching';
import { requestOrigin, requestTenant } from '../http/request-tenant';
import { messageSchema, siteQuerySchema } from '../http/schemas';
import { canonicalUrl } from '../../../shared/src/rules/canonical-path';
import type { Tenant } from '../sites/tenant';
import { createBrochureService } from './brochure/brochure-service';
import { siteCarsOf } from './site-cars';
import { vehicleDetail } from './vehicle-detail';
import { createVehicleRepository } from './vehicle-repository';
import {
  financeDisclaimerSchema,
  idParams,
  phoneRevealBody,
  slugParams,
  vehicleDetailSchema,
} from './vehicle-schemas';

export const VEHICLE_NOT_FOUND = 'Vehicle not found';

const errors = { 400: messageSchema, 404: messageSchema };
const pdfSchema = { type: 'string', description: 'application/pdf document' } as const;

/**
 * The vehicle page's server side (spec §2 vehicle detail, §7.3, §7.8, §7.9), each call scoped to the tenant
 * of the host (or ?site=), a car outside the site's stock being a 404 (shared/src/domain/vehicle.ts):
 * GET /api/cars/:slug, POST /api/cars/:id/reveal, GET /api/cars/:id/finance-disclaimer and
 * GET /api/cars/:slug/brochure.pdf.
 */
export async function vehicleRoutes(app: FastifyInstance): Promise<void> {
  const { sites, db, config } = app.platform;
  const vehicles = createVehicleRepository(db);
  const siteCars = siteCarsOf(app);
  const brochures = createBrochureService({ uploadsDir: path.join(config.dataDir, 'uploads') });

  const tenantOf = async (request: FastifyRequest, reply: FastifyReply): Promise<Tenant | null> => {
    const tenant = await requestTenant(sites, request, reply);
    reply.header('Vary', 'Host, Cookie');
    if (!tenant) reply.status(400).send({ message: 'Unknown site' });
    return tenant;
  };
  const notFound = (reply: FastifyReply) => reply.status(404).send({ message: VEHICLE_NOT_FOUND });

  app.get(
    '/api/cars/:slug',
    {
      schema: {
        params: slugParams,
        querystring: siteQuerySchema,
        response: { 200: vehicleDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = await tenantOf(request, reply);
      if (!tenant) return reply;
      reply.header('Cache-Control', 'no-cache');
      const car = await siteCars.bySlug(tenant, (request.params as { slug: string }).slug);
      return car ? vehicleDetail(car, tenant) : notFound(reply);
    },
  );

  app.post(
    '/api/cars/:id/reveal',
    {
      schema: {
        params: idParams,
        querystring: siteQuerySchema,
        body: phoneRevealBody,
        response: { 204: { type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = await tenantOf(request, reply);
      if (!tenant) return reply;
      reply.header('Cache-Control', 'no-store');
      const id = Number((request.params as { id: string }).id);
      const body = request.body as PhoneRevealRequest;
      if (body.car_id !== id) return reply.status(400).send({ message: 'car_id is not the car of the URL' });
      if (body.website_id !== tenant.site.id)
        return reply.status(400).send({ message: 'website_id is not this site' });
      const car = await siteCars.byId(tenant, id);
      if (!car) return notFound(reply);
      if (body.dealership_id !== car.dealership_id)
        return reply.status(400).send({ message: 'dealership_id is not the dealership of the car' });
      const userAgent = request.headers['user-agent'] ?? null;
      await vehicles.recordReveal({ ...body, user_agent: userAgent });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/cars/:id/finance-disclaimer',
    {
      schema: {
        params: idParams,
        querystring: siteQuerySchema,
        response: { 200: financeDisclaimerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = await tenantOf(request, reply);
      if (!tenant) return reply;
      const car = await siteCars.byId(tenant, Number((request.params as { id: string }).id));
      if (!car) return notFound(reply);
      reply.header('Cache-Control', 'public, max-age=300');
      const answer: FinanceDisclaimerResponse = { finance_lenders: car.finance_lenders };
      return answer;
    },
  );

  app.get(
    '/api/cars/:slug/brochure.pdf',
    { schema: { params: slugParams, querystring: siteQuerySchema, response: { 200: pdfSchema, ...errors } } },
    async (request, reply) => {
      const tenant = await tenantOf(request, reply);
      if (!tenant) return reply;
      const { slug } = request.params as { slug: string };
      const car = await siteCars.bySlug(tenant, slug);
      if (!car) return notFound(reply);
      const started = performance.now();
      const url = canonicalUrl(tenant.site.domains, requestOrigin(request), `/cars/${car.slug}`);
      const { pdf, key, cached } = await brochures.brochure(car, tenant, url);
      const ms = performance.now() - started;
      if (!cached) request.log.info({ slug, ms: Math.round(ms), bytes: pdf.length }, 'brochure rendered');
      const etag = `"${key.slice(0, 40)}"`;
      reply
        .header('Cache-Control', 'no-cache')
        .header('ETag', etag)
        .header('X-Brochure-Cache', cached ? 'hit' : 'miss')
        .header('Server-Timing', `brochure;dur=${ms.toFixed(1)}`);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${car.slug}.pdf"`)
        .send(pdf);
    },
  );
}
