import type { FastifyInstance } from 'fastify';
import { messageSchema } from '../http/schemas';
import { issuedTokenSchemas } from '../issued-token-schemas';
import { actorOf } from '../ops/ops-actor';
import { actorHeaders, dealershipParams } from '../routes/ops-schemas';
import { createDealerTokens, noDealerTokenMessage, noDealershipMessage } from './dealer-tokens';

const tokenParams = {
  type: 'object',
  required: ['slug', 'id'],
  properties: {
    slug: { type: 'string', minLength: 1, maxLength: 100 },
    id: { type: 'string', pattern: '^[0-9]{1,9}$' },
  },
} as const;

const schemas = issuedTokenSchemas({
  dealership: { type: 'string' },
  label: { type: ['string', 'null'] },
} as const);

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
        params: dealershipParams,
        headers: actorHeaders,
        body: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: { label: { type: 'string', minLength: 1, maxLength: 200 } },
        },
        response: { 201: schemas.issued, '4xx': messageSchema },
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
        params: dealershipParams,
        response: {
          200: {
            type: 'object',
            required: ['tokens'],
            properties: { tokens: { type: 'array', items: schemas.record } },
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
        response: { 200: schemas.revoked, '4xx': messageSchema },
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
