import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { bearerToken } from '../http/bearer-token';
import { messageSchema } from '../http/schemas';
import { readableSchemaError } from '../leads/request-errors';
import {
  createDealerLeadsRepository,
  type DealerLead,
  type DealerLeadsCursor,
} from './dealer-leads-repository';
import { createDealerTokens, importLegacyDealerTokens, legacyDealerTokensPath } from './dealer-tokens';

export const DEALER_AUTH_MESSAGE = 'A valid dealer token is required: Authorization: Bearer <token>.';
/**
 * What `since` must be. An offset's "+" sent as is in a query string arrives as a space ("…T09:00:00 10:00"),
 * which the format refuses: the message says how to send it, not only that the time is invalid.
 */
export const DEALER_SINCE_MESSAGE =
  'since must be a time in ISO 8601 with its offset, such as 2026-12-07T09:00:00Z or ' +
  '2026-12-07T20:00:00%2B11:00 (in a query string a + is sent as %2B)';

/** The query's schema errors as readableSchemaError puts them, `since`'s with the way to write it. */
function dealerQueryError(errors: FastifySchemaValidationError[], dataVar: string): Error {
  return errors[0]?.instancePath === '/since'
    ? new Error(DEALER_SINCE_MESSAGE)
    : readableSchemaError(errors, dataVar);
}
export const DEFAULT_DEALER_LEADS_LIMIT = 50;
export const MAX_DEALER_LEADS_LIMIT = 200;

const dealerLeadSchema = {
  type: 'object',
  required: ['id', 'created_at', 'category', 'subcategory', 'car_id', 'vehicle', 'payload', 'delivery'],
  properties: {
    id: { type: 'string' },
    created_at: { type: 'string' },
    category: { type: 'string' },
    subcategory: { type: ['string', 'null'] },
    car_id: { type: ['integer', 'null'] },
    vehicle: {
      type: ['object', 'null'],
      properties: {
        stocknum: { type: ['string', 'null'] },
        vin: { type: ['string', 'null'] },
        year: { type: 'integer' },
        make: { type: 'string' },
        model: { type: 'string' },
        car_type: { type: 'string' },
        price: { type: 'number' },
      },
    },
    payload: { type: 'object', additionalProperties: true },
    delivery: {
      type: 'object',
      required: ['status', 'attempts', 'delivered_at', 'last_error', 'channels'],
      properties: {
        status: { type: 'string' },
        attempts: { type: 'integer' },
        delivered_at: { type: ['string', 'null'] },
        last_error: { type: ['string', 'null'] },
        channels: {
          type: 'array',
          items: {
            type: 'object',
            properties: { channel: { type: 'string' }, delivered_at: { type: 'string' } },
          },
        },
      },
    },
  },
} as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** The dealership a dealer API request's token was issued for (set by the plugin's auth hook). */
    dealershipId?: number;
  }
}

/**
 * The dealer leads API (issue 7 server item 3): `Authorization: Bearer <token>` (issued per dealership by the
 * ops API, `npm run platform -- dealer-token <dealership-slug>`, and kept in the database: dealer-tokens.ts;
 * each request looks its token up, so a revoked token is refused on the next request, on every server), then
 * GET /api/dealer/leads?since=<ISO time>&after=<lead id>&limit=<1-200> (that dealership's leads from `since`
 * on, oldest first, with their delivery state; page on with the last lead's `created_at` as `since` and its
 * `id` as `after`: leads can share a millisecond, and `since` alone gives that millisecond's leads again)
 * and GET /api/dealer/leads/{id}. Another dealership's lead is a 404, as an unknown one; a missing or wrong
 * token a 401.
 */
/**
 * `since` as the database takes it: to the millisecond (a longer fraction is cut), and none before 1970 (no
 * lead is older; the database refuses some years the date-time format allows, such as 0000). Undefined for a
 * time the format allows but no clock shows (a leap second).
 */
function leadsSince(since: string | undefined): string | null | undefined {
  if (since === undefined) return null;
  const time = Date.parse(since);
  if (Number.isNaN(time)) return undefined;
  return time > 0 ? new Date(time).toISOString() : null;
}

/**
 * On start: the tokens of a DATA_DIR/dealer-tokens.json (where the CLI kept them before migration 011) move
 * into the database, so that dealers keep working. A file that cannot be read is reported and left alone:
 * the server starts all the same, and those tokens answer 401 until it is fixed and the server restarted.
 */
async function importTokensFile(app: FastifyInstance): Promise<void> {
  const file = legacyDealerTokensPath(app.platform.config.dataDir);
  try {
    const result = await importLegacyDealerTokens(app.platform.db, app.platform.config.dataDir);
    if (result.movedTo) {
      app.log.info(
        { imported: result.imported, skipped: result.skipped, file: result.movedTo },
        `dealer tokens of ${file} imported into the database (${result.imported} new, ${result.skipped} ` +
          `left out: no such dealership); the file is now ${result.movedTo}`,
      );
    }
  } catch (error) {
    app.log.error({ err: error }, `dealer tokens of ${file} not imported: its tokens answer 401`);
  }
}

export async function dealerApiRoutes(app: FastifyInstance): Promise<void> {
  const tokens = createDealerTokens(app.platform.db);
  const leads = createDealerLeadsRepository(app.platform.db);
  await importTokensFile(app);

  app.decorateRequest('dealershipId', undefined);
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    const token = bearerToken(request.headers.authorization);
    const dealershipId = token ? await tokens.dealershipOf(token) : null;
    if (dealershipId === null) {
      reply.header('WWW-Authenticate', 'Bearer realm="dealer-leads"');
      return reply.status(401).send({ message: DEALER_AUTH_MESSAGE });
    }
    request.dealershipId = dealershipId;
  });

  app.get(
    '/api/dealer/leads',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            since: { type: 'string', format: 'date-time', maxLength: 40 },
            after: { type: 'string', format: 'uuid' },
            /** Query strings are not coerced (app.ts): a whole number as text, checked below. */
            limit: { type: 'string', pattern: '^[0-9]{1,4}$' },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['leads'],
            properties: { leads: { type: 'array', items: dealerLeadSchema } },
          },
          '4xx': messageSchema,
        },
      },
      schemaErrorFormatter: dealerQueryError,
    },
    async (request, reply): Promise<{ leads: DealerLead[] } | typeof reply> => {
      const query = request.query as { since?: string; after?: string; limit?: string };
      const limit = query.limit === undefined ? DEFAULT_DEALER_LEADS_LIMIT : Number(query.limit);
      if (limit < 1 || limit > MAX_DEALER_LEADS_LIMIT)
        return reply.status(400).send({ message: `limit must be 1 to ${MAX_DEALER_LEADS_LIMIT}` });
      if (query.after !== undefined && query.since === undefined)
        return reply.status(400).send({ message: 'after needs since: the created_at of the lead it names' });
      const since = leadsSince(query.since);
      if (since === undefined) return reply.status(400).send({ message: DEALER_SINCE_MESSAGE });
      const cursor: DealerLeadsCursor = { since, after: query.after ?? null };
      reply.header('Cache-Control', 'no-store');
      return { leads: await leads.list(request.dealershipId!, cursor, limit) };
    },
  );

  app.get(
    '/api/dealer/leads/:id',
    {
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
        },
        response: { 200: dealerLeadSchema, '4xx': messageSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      reply.header('Cache-Control', 'no-store');
      const lead = await leads.find(request.dealershipId!, id);
      return lead ?? reply.status(404).send({ message: `No lead ${id}` });
    },
  );
}
