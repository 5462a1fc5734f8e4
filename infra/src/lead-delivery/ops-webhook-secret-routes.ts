import type { FastifyInstance } from 'fastify';
import { noDealershipMessage } from '../dealer-api/dealer-tokens';
import { messageSchema } from '../http/schemas';
import { actorOf } from '../ops/ops-actor';
import { actorHeaders, dealershipParams } from '../routes/ops-schemas';
import {
  createWebhookSigningSecrets,
  DEFAULT_GRACE_SECONDS,
  MAX_GRACE_SECONDS,
} from './webhook-signing-secrets';

const secretRecord = {
  type: 'object',
  required: ['dealership', 'secret', 'created_at', 'rotated_at', 'rotated_by', 'previous_expires_at'],
  properties: {
    dealership: { type: 'string' },
    secret: { type: 'string' },
    created_at: { type: 'string' },
    rotated_at: { type: ['string', 'null'] },
    rotated_by: { type: ['string', 'null'] },
    previous_expires_at: { type: ['string', 'null'] },
  },
} as const;

/**
 * /api/ops/dealerships/:slug/webhook-secret (full ops tokens only: it answers a secret, ops-route-access.ts):
 * GET answers the dealership's lead webhook signing secret, made if it has none yet, for the dealer's
 * developer; POST …/rotate makes a new one, the old one still signing for `grace_seconds` (default 24 h,
 * 0: at once, for a leaked secret). The secret is in no log line; a rotation is logged with who and the grace.
 */
export async function opsWebhookSecretRoutes(app: FastifyInstance): Promise<void> {
  const secrets = createWebhookSigningSecrets(app.platform.db);
  const path = '/dealerships/:slug/webhook-secret';

  app.get(
    path,
    { schema: { params: dealershipParams, response: { 200: secretRecord, '4xx': messageSchema } } },
    async (request, reply) => {
      const { slug } = request.params as { slug: string };
      const record = await secrets.show(slug);
      return record ?? reply.status(404).send({ message: noDealershipMessage(slug) });
    },
  );

  app.post(
    `${path}/rotate`,
    {
      schema: {
        params: dealershipParams,
        headers: actorHeaders,
        body: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: { grace_seconds: { type: 'integer', minimum: 0, maximum: MAX_GRACE_SECONDS } },
        },
        response: { 200: secretRecord, '4xx': messageSchema },
      },
    },
    async (request, reply) => {
      const { slug } = request.params as { slug: string };
      const graceSeconds =
        (request.body as { grace_seconds?: number } | null)?.grace_seconds ?? DEFAULT_GRACE_SECONDS;
      const rotatedBy = actorOf(request);
      const record = await secrets.rotate(slug, { rotatedBy, graceSeconds });
      if (!record) return reply.status(404).send({ message: noDealershipMessage(slug) });
      request.log.info(
        { ops: 'webhook-secret rotated', dealership: slug, actor: rotatedBy, grace_seconds: graceSeconds },
        'webhook signing secret rotated',
      );
      return record;
    },
  );
}
