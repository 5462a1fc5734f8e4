import type { FastifyInstance } from 'fastify';
import { noDealershipMessage } from '../dealer-api/dealer-tokens';
import { messageSchema } from '../http/schemas';
import { actorOf } from '../ops/ops-actor';
import { actorHeaders, dealershipParams } from '../routes/ops-schemas';
import {
  createWebhookSigningSecrets,
  DEFAULT_GRACE_SECONDS,
  MAX_GRACE_SECONDS,
  WebhookSecretGraceInUse,
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
    cut: {
      type: ['object', 'null'],
      required: ['replaced_at', 'replaced_by', 'would_have_signed_until'],
      properties: {
        replaced_at: { type: 'string' },
        replaced_by: { type: ['string', 'null'] },
        would_have_signed_until: { type: 'string' },
      },
    },
  },
} as const;

/**
 * /api/ops/dealerships/:slug/webhook-secret (full ops tokens only: it answers a secret, ops-route-access.ts):
 * GET answers the dealership's lead webhook signing secret, made if it has none yet, for the dealer's
 * developer; POST …/rotate makes a new one, the old one still signing for `grace_seconds` (default 24 h,
 * 0: at once, for a leaked secret); while a secret an earlier rotation replaced is still in its grace it is
 * refused (409, saying which and until when) unless `"cut_grace": true`. The secret is in no log line; a rotation is logged with who and the grace.
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
          properties: {
            grace_seconds: { type: 'integer', minimum: 0, maximum: MAX_GRACE_SECONDS },
            cut_grace: { type: 'boolean' },
          },
        },
        response: { 200: secretRecord, '4xx': messageSchema },
      },
    },
    async (request, reply) => {
      const { slug } = request.params as { slug: string };
      const body = request.body as { grace_seconds?: number; cut_grace?: boolean } | null;
      const graceSeconds = body?.grace_seconds ?? DEFAULT_GRACE_SECONDS;
      const rotatedBy = actorOf(request);
      let record;
      try {
        record = await secrets.rotate(slug, { rotatedBy, graceSeconds, cutGrace: body?.cut_grace === true });
      } catch (error) {
        if (error instanceof WebhookSecretGraceInUse)
          return reply.status(409).send({ message: error.message });
        throw error;
      }
      if (!record) return reply.status(404).send({ message: noDealershipMessage(slug) });
      request.log.info(
        {
          ops: 'webhook-secret rotated',
          dealership: slug,
          actor: rotatedBy,
          grace_seconds: graceSeconds,
          ...(record.cut ? { cut_grace_until: record.cut.would_have_signed_until } : {}),
        },
        'webhook signing secret rotated',
      );
      return record;
    },
  );
}
