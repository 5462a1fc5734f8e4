import type { FastifyInstance } from 'fastify';
import { messageSchema } from '../http/schemas';
import { issuedTokenSchemas } from '../issued-token-schemas';
import { actorHeaders } from '../routes/ops-schemas';
import { actorOf } from './ops-actor';
import {
  createNamedOpsTokens,
  liveOpsTokenMessage,
  noOpsTokenMessage,
  OPS_TOKEN_ACCESS,
  OPS_TOKEN_NAME,
  type OpsTokenAccess,
} from './named-ops-tokens';

const name = { type: 'string', pattern: OPS_TOKEN_NAME.source } as const;
const access = { type: 'string', enum: OPS_TOKEN_ACCESS } as const;

const schemas = issuedTokenSchemas({ name: { type: 'string' }, access } as const);

/**
 * What a token is created with when the request names no access: full, as every token was before read-only
 * ones existed, so that a pipeline's script creating `{name}` keeps getting the token it works with.
 */
const DEFAULT_ACCESS: OpsTokenAccess = 'full';

/** Why a named ops token may not create another: a leaked one would otherwise outlive its revocation. */
export const CREATE_NEEDS_OPS_TOKEN =
  'Only the OPS_TOKEN (the break-glass token) creates named ops tokens: a named token may list and revoke them';

/**
 * /api/ops/ops-tokens (under the ops API's auth): create a named ops token (POST `{name, access?}`, access
 * `read` or `full`, the default; with the OPS_TOKEN only; answers the token, the only time it is shown), list
 * them without the tokens (GET), revoke a name's live token (DELETE …/:name → the record and `changed`;
 * refused on every server from the next request, the other tokens untouched). Neither a token nor its hash
 * is logged.
 */
export async function namedOpsTokenRoutes(app: FastifyInstance): Promise<void> {
  const tokens = createNamedOpsTokens(app.platform.db);
  const path = '/ops-tokens';

  app.post(
    path,
    {
      schema: {
        headers: actorHeaders,
        body: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: { name, access },
        },
        response: { 201: schemas.issued, '4xx': messageSchema },
      },
    },
    async (request, reply) => {
      if (request.opsCaller?.tokenName !== null)
        return reply.status(403).send({ message: CREATE_NEEDS_OPS_TOKEN });
      const { name: tokenName, access: asked } = request.body as { name: string; access?: OpsTokenAccess };
      const created = await tokens.create(tokenName, actorOf(request), asked ?? DEFAULT_ACCESS);
      if (!created) return reply.status(409).send({ message: liveOpsTokenMessage(tokenName) });
      request.log.info(
        {
          ops: 'ops-token created',
          id: created.id,
          name: tokenName,
          access: created.access,
          actor: created.created_by,
        },
        'named ops token created',
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    path,
    {
      schema: {
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
    async () => ({ tokens: await tokens.list() }),
  );

  app.delete(
    `${path}/:name`,
    {
      schema: {
        params: { type: 'object', required: ['name'], properties: { name } },
        headers: actorHeaders,
        response: { 200: schemas.revoked, '4xx': messageSchema },
      },
    },
    async (request, reply) => {
      const { name: tokenName } = request.params as { name: string };
      const revoked = await tokens.revoke(tokenName, actorOf(request));
      if (!revoked) return reply.status(404).send({ message: noOpsTokenMessage(tokenName) });
      if (revoked.changed) {
        request.log.info(
          { ops: 'ops-token revoked', id: revoked.id, name: tokenName, actor: revoked.revoked_by },
          'named ops token revoked',
        );
      }
      return revoked;
    },
  );
}
