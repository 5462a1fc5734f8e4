import type { FastifyInstance } from 'fastify';
import type { Car } from '../../../shared/src/domain/car';
import type {
  ReservationConfirmed,
  ReservationRepriced,
  ReservationRequest,
} from '../../../shared/src/domain/vehicle';
import { requestOrigin, requestTenant } from '../http/request-tenant';
import { messageSchema, siteQuerySchema } from '../http/schemas';
import { wakeLeadDelivery } from '../lead-delivery/lead-delivery-plugin';
import { idempotencyKeyOf } from '../leads/idempotency-key';
import { readableSchemaError, RequestError } from '../leads/request-errors';
import { createPaymentProvider } from '../payments/create-payment-provider';
import type { PaymentProvider } from '../payments/payment-provider';
import { inSiteStock, siteStockRule, stockCarOf } from '../vehicles/site-stock';
import { siteOrigin } from '../../../shared/src/rules/site-urls';
import { RESERVATION_MESSAGES } from './reservation-messages';
import {
  reservationConfirmedSchema,
  reservationLookupQuery,
  reservationParams,
  reservationRepricedSchema,
  reservationRequestSchema,
} from './reservation-schemas';
import { findReservation, PriceChanged, reserveCar } from './reserve-car';
import { createDeclineLimit, declinesPerIpFromEnv, TooManyDeclines } from './decline-limit';
import { contactProblem, leadFormProblem } from '../leads/validate-lead';

export interface ReservationRoutesOptions {
  /** Default: the provider PAYMENT_PROVIDER names (the local test provider unless set). */
  payments?: PaymentProvider;
  /** Default: the current time (card expiry and the site's sold-car days are read against it). */
  now?: () => Date;
  /** Declined payments from one IP in 15 minutes before its payments are refused (decline-limit.ts; 0: none). */
  declinesPerIp?: number;
}

/**
 * POST /api/cars/{slug}/reservations: reserve (/checkout) or buy online (/buy-online) one car of the tenant,
 * paying the deposit by card (see reserveCar for the transaction). 201 ReservationConfirmed; 400 bad input
 * (including a malformed card, or buy_online on a site without online buying); 402 declined; 404 not the
 * site's car; 409 no longer available, or `{ message, price }` when its price is not the one the checkout
 * showed (`price`); 422 an Idempotency-Key reused for another request; 429 with Retry-After once an IP has
 * had too many payments declined (card testing, decline-limit.ts).
 *
 * GET /api/cars/{slug}/reservation?kind=…, with the checkout's Idempotency-Key: the reservation that key made
 * (200 ReservationConfirmed, 404 none), for a checkout that lost its payment's answer (findReservation).
 */
export async function reservationsRoutes(
  app: FastifyInstance,
  options: ReservationRoutesOptions = {},
): Promise<void> {
  const payments = options.payments ?? createPaymentProvider();
  const now = options.now ?? (() => new Date());
  const declines = createDeclineLimit(
    app.platform.db,
    options.declinesPerIp ?? declinesPerIpFromEnv(process.env),
    () => now().getTime(),
  );
  app.post(
    '/api/cars/:slug/reservations',
    {
      bodyLimit: 16 * 1024,
      schema: {
        params: reservationParams,
        querystring: siteQuerySchema,
        body: reservationRequestSchema,
        response: {
          201: reservationConfirmedSchema,
          409: reservationRepricedOrMessage,
          '4xx': messageSchema,
        },
      },
      schemaErrorFormatter: readableSchemaError,
    },
    async (request, reply): Promise<ReservationConfirmed> => {
      const { slug } = request.params as { slug: string };
      const tenant = await requestTenant(app.platform.sites, request, reply);
      if (!tenant) throw new RequestError(400, 'Unknown site');
      const idempotencyKey = idempotencyKeyOf(request);
      try {
        await declines.check(request.ip);
      } catch (error) {
        if (error instanceof TooManyDeclines) reply.header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      }
      const body = request.body as ReservationRequest;
      const problem = contactProblem(body) ?? leadFormProblem(body.postcode, body.terms_conditions === true);
      if (problem) throw new RequestError(400, problem);
      const stockFilter = await app.platform.sites.stockFilter(tenant.site.slug);
      const rule = stockFilter && siteStockRule(tenant, stockFilter, Math.floor(now().getTime() / 1000));
      const reserving = reserveCar(
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
          origin: siteOrigin(tenant.site.domains, requestOrigin(request)),
        },
      );
      const outcome = await reserving.catch(async (error: unknown) => {
        // Counted, or logged: the shopper's answer stays the decline whatever the count's database says.
        if (error instanceof RequestError && error.statusCode === 402)
          await declines
            .declined(request.ip)
            .catch((countError: unknown) =>
              request.log.warn({ err: countError }, 'a declined payment was not counted'),
            );
        if (!(error instanceof PriceChanged)) throw error;
        const repriced: ReservationRepriced = { message: error.message, price: error.price };
        return { repriced };
      });
      if ('repriced' in outcome) return reply.status(409).send(outcome.repriced);
      const { confirmed, replayed } = outcome;
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      else wakeLeadDelivery(app); // the reservation's lead goes to the dealer, its receipt to the shopper, at once
      reply.status(201);
      return confirmed;
    },
  );

  app.get(
    '/api/cars/:slug/reservation',
    {
      schema: {
        params: reservationParams,
        querystring: reservationLookupQuery,
        response: { 200: reservationConfirmedSchema, '4xx': messageSchema },
      },
    },
    async (request, reply): Promise<ReservationConfirmed> => {
      const { slug } = request.params as { slug: string };
      const { kind } = request.query as { kind: ReservationRequest['kind'] };
      const tenant = await requestTenant(app.platform.sites, request, reply);
      reply.header('Cache-Control', 'no-store');
      if (!tenant) throw new RequestError(400, 'Unknown site');
      const idempotencyKey = idempotencyKeyOf(request);
      if (!idempotencyKey || idempotencyKey.length < LOOKUP_KEY_MIN)
        throw new RequestError(400, LOOKUP_KEY_MESSAGE);
      const found = await findReservation(app.platform.db, {
        siteId: tenant.site.id,
        slug,
        kind,
        idempotencyKey,
      });
      if (!found) throw new RequestError(404, RESERVATION_MESSAGES.noReservation);
      return found;
    },
  );
}

/** The 409 of a reservation: a car no longer available (`{ message }`) or repriced (ReservationRepriced). */
const reservationRepricedOrMessage = {
  type: 'object',
  required: ['message'],
  properties: { ...reservationRepricedSchema.properties },
} as const;

/**
 * The shortest key the lookup takes: a key is what proves the reservation is the caller's, so it must be one
 * nobody else could guess (the checkout's are 32 hex digits, 128 random bits).
 */
const LOOKUP_KEY_MIN = 32;
const LOOKUP_KEY_MESSAGE = `The Idempotency-Key header of the checkout's payment is required (${LOOKUP_KEY_MIN} to 128 characters).`;
