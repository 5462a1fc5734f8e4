import type { FastifyInstance } from 'fastify';
import type { Car } from '../../../shared/src/domain/car';
import type { ReservationConfirmed, ReservationRequest } from '../../../shared/src/domain/vehicle';
import { requestTenant } from '../http/request-tenant';
import { messageSchema, siteQuerySchema } from '../http/schemas';
import { wakeLeadDelivery } from '../lead-delivery/lead-delivery-plugin';
import { idempotencyKeyOf } from '../leads/idempotency-key';
import { readableSchemaError, RequestError } from '../leads/request-errors';
import { createPaymentProvider } from '../payments/create-payment-provider';
import type { PaymentProvider } from '../payments/payment-provider';
import { inSiteStock, siteStockRule, stockCarOf } from '../vehicles/site-stock';
import {
  reservationConfirmedSchema,
  reservationParams,
  reservationRequestSchema,
} from './reservation-schemas';
import { reserveCar } from './reserve-car';
import { contactProblem, leadFormProblem } from '../leads/validate-lead';

export interface ReservationRoutesOptions {
  /** Default: the provider PAYMENT_PROVIDER names (the local test provider unless set). */
  payments?: PaymentProvider;
  /** Default: the current time (card expiry and the site's sold-car days are read against it). */
  now?: () => Date;
}

/**
 * POST /api/cars/{slug}/reservations: reserve (/checkout) or buy online (/buy-online) one car of the tenant,
 * paying the deposit by card (see reserveCar for the transaction). 201 ReservationConfirmed; 400 bad input
 * (including a malformed card, or buy_online on a site without online buying); 402 declined; 404 not the
 * site's car; 409 no longer available; 422 an Idempotency-Key reused for another request.
 */
export async function reservationsRoutes(
  app: FastifyInstance,
  options: ReservationRoutesOptions = {},
): Promise<void> {
  const payments = options.payments ?? createPaymentProvider();
  const now = options.now ?? (() => new Date());
  app.post(
    '/api/cars/:slug/reservations',
    {
      bodyLimit: 16 * 1024,
      schema: {
        params: reservationParams,
        querystring: siteQuerySchema,
        body: reservationRequestSchema,
        response: { 201: reservationConfirmedSchema, '4xx': messageSchema },
      },
      schemaErrorFormatter: readableSchemaError,
    },
    async (request, reply): Promise<ReservationConfirmed> => {
      const { slug } = request.params as { slug: string };
      const tenant = await requestTenant(app.platform.sites, request, reply);
      if (!tenant) throw new RequestError(400, 'Unknown site');
      const idempotencyKey = idempotencyKeyOf(request);
      const body = request.body as ReservationRequest;
      const problem = contactProblem(body) ?? leadFormProblem(body.postcode, body.terms_conditions === true);
      if (problem) throw new RequestError(400, problem);
      const stockFilter = await app.platform.sites.stockFilter(tenant.site.slug);
      const rule = stockFilter && siteStockRule(tenant, stockFilter, Math.floor(now().getTime() / 1000));
      const { confirmed, replayed } = await reserveCar(
        {
          db: app.platform.db,
          payments,
          events: app.platform.events,
          now,
          log: { error: (error, message) => request.log.error({ err: error }, message) },
        },
        {
          tenant,
          slug,
          request: request.body as ReservationRequest,
          inSiteStock: (car: Car) => rule !== null && inSiteStock(rule, stockCarOf(car)),
          idempotencyKey,
          userAgent: request.headers['user-agent'] ?? null,
        },
      );
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      else wakeLeadDelivery(app); // the reservation's lead goes to the dealer at once
      reply.status(201);
      return confirmed;
    },
  );
}
