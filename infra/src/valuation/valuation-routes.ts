import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  AdjustmentsRequest,
  ManualValuationRequest,
  MiscellaneousRequest,
  RegoLookupRequest,
  TradeInVehicle,
  ValuationResult,
  ValuationStarted,
} from '../../../shared/src/domain/valuation';
import {
  normaliseRego,
  validateMake,
  validateModel,
  validateRego,
  validateVehicleYear,
  VALUATION_MESSAGES,
} from '../../../shared/src/rules/valuation-input';
import { requestTenant } from '../http/request-tenant';
import { messageSchema, siteQuerySchema } from '../http/schemas';
import { readableSchemaError, RequestError } from '../leads/request-errors';
import { createRateLimiter } from '../rate-limits/rate-limiter';
import type { Tenant } from '../sites/sites-repository';
import { DemoRegoRegister } from './demo-rego-register';
import { MarketValuationProvider } from './market-valuation-provider';
import type { RegoLookupProvider } from './rego-lookup-provider';
import {
  adjustmentsBodySchema,
  manualValuationBodySchema,
  miscellaneousBodySchema,
  regoLookupBodySchema,
  valuationIdParamsSchema,
  valuationResultSchema,
  valuationStartedSchema,
} from './valuation-schemas';
import type { ValuationProvider } from './valuation-provider';
import { createValuationsRepository } from './valuations-repository';

/** Requests a minute from one client IP to the valuation routes together (a shopper needs a handful). */
export const VALUATION_RATE_LIMIT = 30;
export const VALUATION_BODY_LIMIT = 16 * 1024;
export const VALUATION_RATE_MESSAGE =
  'Too many valuation requests in a short time. Please try again in a minute.';

export interface ValuationRoutesOptions {
  /** Default: the demo register. */
  regoLookup?: RegoLookupProvider;
  /** Default: the market valuation over the platform's inventory. */
  valuation?: ValuationProvider;
  /** Per client IP and minute; 0 turns the limit off. Default VALUATION_RATE_LIMIT. */
  ratePerMinute?: number;
  now?: () => number;
}

const routeOptions = (body: object, ok: object, status: 200 | 201 | 204, params?: object) => ({
  bodyLimit: VALUATION_BODY_LIMIT,
  schema: {
    querystring: siteQuerySchema,
    ...(params ? { params } : {}),
    body,
    response: { [status]: ok, '4xx': messageSchema },
  },
  schemaErrorFormatter: readableSchemaError,
});

const trimmedOrNull = (text: string | null | undefined) => text?.trim() || null;

/**
 * The trade-in valuation API of spec §7.5, tenant-scoped by host like every /api route:
 * - POST /api/valuations/rego-lookup {rego, regoState} → 201 ValuationStarted; 404 `{message}` for a rego the
 *   register does not know (the page then offers the manual path);
 * - POST /api/valuations {vehicle: {make, model, year…}, regoState?} → 201 ValuationStarted (manual path);
 * - POST /api/valuations/{id}/adjustments {adjustmentAnswers} → 200 ValuationResult (range, or the reason the
 *   dealer values the car in person); 404 for another site's or an unknown valuation;
 * - POST /api/miscellaneous {column_name: 'valuation', value} → 204, on the sites whose dealer config has
 *   valuation_miscellaneous (404 elsewhere); value.id must be one of the site's valued valuations, whose stored
 *   result is what is kept (not the request's copy of it).
 * Bad input is a 400 `{message}`, more than 30 requests a minute from one IP a 429 with Retry-After.
 */
export async function valuationRoutes(app: FastifyInstance, options: ValuationRoutesOptions = {}) {
  const now = options.now ?? Date.now;
  const regoLookup = options.regoLookup ?? new DemoRegoRegister();
  const valuation = options.valuation ?? new MarketValuationProvider(app.platform.db, now);
  const valuations = createValuationsRepository(app.platform.db);
  const limiter = createRateLimiter(app.platform.db, {
    bucket: 'valuation-ip',
    limit: options.ratePerMinute ?? VALUATION_RATE_LIMIT,
    windowMs: 60_000,
    now,
  });

  async function tenantOf(request: FastifyRequest, reply: FastifyReply): Promise<Tenant> {
    const tenant = await requestTenant(app.platform.sites, request, reply);
    if (!tenant) throw new RequestError(400, 'Unknown site');
    const decision = await limiter.hit(request.ip);
    if (!decision.allowed) {
      reply.header('Retry-After', String(decision.retryAfterSeconds));
      throw new RequestError(429, VALUATION_RATE_MESSAGE);
    }
    return tenant;
  }

  app.post(
    '/api/valuations/rego-lookup',
    routeOptions(regoLookupBodySchema, valuationStartedSchema, 201),
    async (request, reply): Promise<ValuationStarted> => {
      const tenant = await tenantOf(request, reply);
      const body = request.body as RegoLookupRequest;
      const problem = validateRego(body.rego);
      if (problem) throw new RequestError(400, problem);
      const rego = normaliseRego(body.rego);
      const vehicle = await regoLookup.lookup(rego, body.regoState);
      if (!vehicle) throw new RequestError(404, VALUATION_MESSAGES.regoNotFound);
      reply.status(201);
      return valuations.start({
        siteId: tenant.site.id,
        source: 'rego',
        rego,
        regoState: body.regoState,
        vehicle,
      });
    },
  );

  app.post(
    '/api/valuations',
    routeOptions(manualValuationBodySchema, valuationStartedSchema, 201),
    async (request, reply): Promise<ValuationStarted> => {
      const tenant = await tenantOf(request, reply);
      const { vehicle: typed, regoState } = request.body as ManualValuationRequest;
      const problem =
        validateMake(typed.make) ??
        validateModel(typed.model) ??
        validateVehicleYear(typed.year, new Date(now()).getUTCFullYear());
      if (problem) throw new RequestError(400, problem);
      const vehicle: TradeInVehicle = {
        make: typed.make.trim(),
        model: typed.model.trim(),
        year: typed.year,
        badge: trimmedOrNull(typed.badge),
        body: trimmedOrNull(typed.body),
        transmission: trimmedOrNull(typed.transmission),
        fuel: trimmedOrNull(typed.fuel),
      };
      reply.status(201);
      return valuations.start({
        siteId: tenant.site.id,
        source: 'manual',
        rego: null,
        regoState: regoState ?? null,
        vehicle,
      });
    },
  );

  app.post(
    '/api/valuations/:id/adjustments',
    routeOptions(adjustmentsBodySchema, valuationResultSchema, 200, valuationIdParamsSchema),
    async (request, reply): Promise<ValuationResult> => {
      const tenant = await tenantOf(request, reply);
      const { id } = request.params as { id: string };
      const started = await valuations.find(tenant.site.id, id);
      if (!started) throw new RequestError(404, `No valuation ${id}`);
      const { adjustmentAnswers } = request.body as AdjustmentsRequest;
      const estimate = await valuation.value({
        vehicle: started.vehicle,
        answers: adjustmentAnswers,
        state: started.regoState,
      });
      const result: ValuationResult = {
        ...started,
        adjustmentAnswers,
        range: estimate.range,
        reason: estimate.reason,
        sample_size: estimate.sampleSize,
        valued_at: new Date(now()).toISOString(),
      };
      await valuations.saveResult(tenant.site.id, adjustmentAnswers, result);
      return result;
    },
  );

  app.post(
    '/api/miscellaneous',
    routeOptions(miscellaneousBodySchema, { type: 'null' }, 204),
    async (request, reply) => {
      const tenant = await tenantOf(request, reply);
      if (tenant.dealer.valuation_miscellaneous !== true)
        throw new RequestError(404, 'This site does not keep miscellaneous values');
      const body = request.body as MiscellaneousRequest;
      // The result the platform gave for that valuation, not the copy the request holds (which could say
      // anything); a valuation not valued yet has none.
      const result = await valuations.findResult(tenant.site.id, body.value.id);
      if (!result) throw new RequestError(404, `No valuation ${body.value.id}`);
      await valuations.saveMiscellaneous({
        siteId: tenant.site.id,
        columnName: body.column_name,
        value: result,
        valuationId: result.id,
      });
      return reply.status(204).send();
    },
  );
}
