import type { FastifyInstance } from 'fastify';
import { messageSchema } from '../http/schemas';
import { actorOf } from '../ops/ops-actor';
import { createDealerTokens, noDealerTokenMessage, noDealershipMessage } from './dealer-tokens';

const slugParams = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

const tokenParams = {
  type: 'object',
  required: ['slug', 'id'],
  properties: {
    slug: { type: 'string', minLength: 1, maxLength: 100 },
    id: { type: 'string', pattern: '^[0-9]{1,9}$' },
  },
} as const;

const actorHeaders = {
  type: 'object',
  properties: { 'x-ops-actor': { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

const recordProperties = {
  id: { type: 'integer' },
  dealership: { type: 'string' },
  label: { type: ['string', 'null'] },
  created_by: { type: 'string' },
  created_at: { type: 'string' },
  revoked_at: { type: ['string', 'null'] },
  revoked_by: { type: ['string', 'null'] },
} as const;

const RECORD_FIELDS = ['id', 'dealership', 'label', 'created_by', 'created_at', 'revoked_at', 'revoked_by'];

/** A token's record: the response schema leaves out anything else (the token, its hash). */
const tokenRecord = { type: 'object', required: RECORD_FIELDS, properties: recordProperties } as const;

const revokedToken = {
  type: 'object',
  required: [...RECORD_FIELDS, 'changed'],
  properties: { ...recordProperties, changed: { type: 'boolean' } },
} as const;

const issuedToken = {
  type: 'object',
  required: [...RECORD_FIELDS, 'token'],
  properties: { ...recordProperties, token: { type: 'string' } },
} as const;

/**
 * /api/ops/dealerships/:slug/dealer-tokens (under the ops token): issue a dealer leads API token (POST,
 * answers the token, the only time it is shown), list the dealership's tokens without them (GET), revoke one
 * (DELETE …/:id → the record and `changed`; refused on every server from the next request). Neither the token nor its hash is logged.
 */
export async function opsDealerTokenRoutes(app: FastifyInstance): Promise<void> {
  const tokens = createDealerTokens(app.platform.db);
  const path = '/dealerships/:slug/dealer-tokens';

  app.post(
    path,
    {
      schema: {
        params: slugParams,
        headers: actorHeaders,
        body: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: { label: { type: 'string', minLength: 1, maxLength: 200 } },
        },
        response: { 201: issuedToken, '4xx': messageSchema },
      },
    },
    async (request, reply) => {
      const { slug } = request.params as { slug: string };
      const label = (request.body as { label?: string } | null)?.label?.trim() || null;
      const issued = await tokens.issue(slug, { label, createdBy: actorOf(request) });
      if (!issued) return reply.status(404).send({ message: noDealershipMessage(slug) });
      request.log.info(
        { ops: 'dealer-token issued', id: issued.id, dealership: slug, actor: issued.created_by },
        'dealer token issued',
      );
      return reply.status(201).send(issued);
    },
  );

  app.get(
    path,
    {
      schema: {
        params: slugParams,
        response: {
          200: {
            type: 'object',
            required: ['tokens'],
            properties: { tokens: { type: 'array', items: tokenRecord } },
          },
          '4xx': messageSchema,
        },
      },
    },
    async (request, reply) => {
      const { slug } = request.params as { slug: string };
      const list = await tokens.list(slug);
      return list ? { tokens: list } : reply.status(404).send({ message: noDealershipMessage(slug) });
    },
  );

  app.delete(
    `${path}/:id`,
    {
      schema: {
        params: tokenParams,
        headers: actorHeaders,
        response: { 200: revokedToken, '4xx': messageSchema },
      },
    },
    async (request, reply) => {
      const { slug, id } = request.params as { slug: string; id: string };
      const revoked = await tokens.revoke(slug, Number(id), actorOf(request));
      if (!revoked) {
        const known = await tokens.list(slug);
        return reply
          .status(404)
          .send({ message: known ? noDealerTokenMessage(slug, id) : noDealershipMessage(slug) });
      }
      if (revoked.changed) {
        request.log.info(
          { ops: 'dealer-token revoked', id: revoked.id, dealership: slug, actor: actorOf(request) },
          'dealer token revoked',
        );
      }
      return revoked;
    },
  );
}
