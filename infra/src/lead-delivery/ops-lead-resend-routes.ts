import type { FastifyInstance } from 'fastify';
import { messageSchema } from '../http/schemas';
import { actorOf } from '../ops/ops-actor';
import { actorHeaders } from '../routes/ops-schemas';
import { wakeLeadDelivery } from './lead-delivery-plugin';
import { LeadResendRefused, RESEND_LIMIT, resendLeads, type ResendRequest } from './lead-resend';

const text = { type: 'string', minLength: 1, maxLength: 100 } as const;
const nullableString = { type: ['string', 'null'] } as const;

const resendBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    lead_ids: { type: 'array', minItems: 1, maxItems: RESEND_LIMIT, items: text },
    dealership: text,
    since: text,
    until: text,
    dry_run: { type: 'boolean' },
  },
} as const;

const resendResult = {
  type: 'object',
  required: ['dry_run', 'resent_by', 'resent_at', 'window', 'leads', 'not_delivered'],
  additionalProperties: false,
  properties: {
    dry_run: { type: 'boolean' },
    resent_by: { type: 'string' },
    resent_at: nullableString,
    window: {
      anyOf: [
        {
          type: 'object',
          required: ['dealership', 'since', 'until'],
          additionalProperties: false,
          properties: { dealership: { type: 'string' }, since: { type: 'string' }, until: nullableString },
        },
        { type: 'null' },
      ],
    },
    leads: {
      type: 'array',
      items: {
        type: 'object',
        required: ['lead_id', 'dealership', 'site', 'created_at', 'delivered_at', 'resend', 'channels'],
        additionalProperties: false,
        properties: {
          lead_id: { type: 'string' },
          dealership: nullableString,
          site: { type: 'string' },
          created_at: { type: 'string' },
          delivered_at: nullableString,
          resend: { type: 'integer' },
          channels: { type: 'array', items: { type: 'string', enum: ['webhook', 'email'] } },
        },
      },
    },
    not_delivered: { type: 'integer' },
  },
} as const;

const REFUSAL_STATUS: Record<LeadResendRefused['reason'], number> = {
  invalid: 400,
  unknown: 404,
  'not-delivered': 409,
  'too-many': 422,
};

/**
 * POST /api/ops/leads/resend (behind the ops token): `{lead_ids}` or `{dealership, since, until?}`, and
 * `dry_run`, → which delivered leads are (or would be) due again, by whom (`X-Ops-Actor`); all or none:
 * 400 malformed (no scope, both scopes, a bad time), 404 an unknown lead or dealership, 409 a lead not
 * delivered yet, 422 more than RESEND_LIMIT leads. Wakes this server's delivery worker.
 */
export async function opsLeadResendRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/leads/resend',
    {
      schema: {
        headers: actorHeaders,
        body: resendBody,
        response: { 200: resendResult, '4xx': messageSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      try {
        const result = await resendLeads(app.platform.db, request.body as ResendRequest, actor);
        if (!result.dry_run && result.leads.length) {
          request.log.info(
            {
              ops: 'lead-resend',
              actor,
              window: result.window,
              lead_ids: result.leads.map((lead) => lead.lead_id),
            },
            `${result.leads.length} delivered leads resent`,
          );
          wakeLeadDelivery(app);
        }
        return result;
      } catch (error) {
        if (!(error instanceof LeadResendRefused)) throw error;
        return reply.status(REFUSAL_STATUS[error.reason]).send({ message: error.message });
      }
    },
  );
}
