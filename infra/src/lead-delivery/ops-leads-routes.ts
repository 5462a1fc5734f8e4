import type { FastifyInstance } from 'fastify';
import { messageSchema } from '../http/schemas';
import { leadDeliveryReport, LeadRetryRefused, retryLead, retryLeads, type RetryScope } from './delivery-ops';
import { wakeLeadDelivery } from './lead-delivery-plugin';

const nullableString = { type: ['string', 'null'] } as const;

const undeliveredLead = {
  type: 'object',
  required: [
    'lead_id',
    'dealership',
    'site',
    'status',
    'resend',
    'attempts',
    'created_at',
    'next_attempt_at',
    'last_error',
  ],
  additionalProperties: false,
  properties: {
    lead_id: { type: 'string' },
    dealership: nullableString,
    site: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'delivering', 'failed'] },
    /** 0: its first delivery; n: the nth resend (leads resend). */
    resend: { type: 'integer' },
    attempts: { type: 'integer' },
    created_at: { type: 'string' },
    next_attempt_at: nullableString,
    last_error: nullableString,
  },
} as const;

const waitingResend = {
  ...undeliveredLead,
  required: [...undeliveredLead.required, 'resent_at', 'resent_by', 'age_seconds'],
  properties: {
    ...undeliveredLead.properties,
    resent_at: { type: 'string' },
    resent_by: { type: 'string' },
    age_seconds: { type: 'number' },
  },
} as const;

const stateCounts = {
  pending: { type: 'integer' },
  delivering: { type: 'integer' },
  failed: { type: 'integer' },
} as const;

const waitingShopperEmail = {
  type: 'object',
  required: [
    'reservation_id',
    'kind',
    'site',
    'status',
    'attempts',
    'created_at',
    'next_attempt_at',
    'last_error',
  ],
  additionalProperties: false,
  properties: {
    reservation_id: { type: 'string' },
    kind: { type: 'string', enum: ['receipt', 'cancellation'] },
    site: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'delivering'] },
    attempts: { type: 'integer' },
    created_at: { type: 'string' },
    next_attempt_at: { type: 'string' },
    last_error: nullableString,
  },
} as const;

/** An entry of the report's schema with how long it has waited (`oldest_pending`). */
function withAge<T extends { required: readonly string[]; properties: object }>(entry: T) {
  return {
    ...entry,
    required: [...entry.required, 'age_seconds'],
    properties: { ...entry.properties, age_seconds: { type: 'number' } },
  } as const;
}

/** The shopper emails' part of the report (shopper-emails/shopper-email-report.ts): no personal data. */
const shopperEmails = {
  type: 'object',
  required: ['counts', 'oldest_pending', 'recent_failures'],
  additionalProperties: false,
  properties: {
    counts: {
      type: 'object',
      required: ['pending', 'delivering', 'sent_24h'],
      additionalProperties: false,
      properties: {
        pending: { type: 'integer' },
        delivering: { type: 'integer' },
        sent_24h: { type: 'integer' },
      },
    },
    oldest_pending: {
      anyOf: [withAge(waitingShopperEmail), { type: 'null' }],
    },
    recent_failures: { type: 'array', items: waitingShopperEmail },
  },
} as const;

/** GET /api/ops/leads/delivery: the report of delivery-ops.ts plus this server's worker. */
export const leadDeliveryReportSchema = {
  type: 'object',
  required: [
    'at',
    'worker',
    'counts',
    'oldest_pending',
    'resends',
    'dealerships',
    'recent_failures',
    'shopper_emails',
  ],
  additionalProperties: false,
  properties: {
    at: { type: 'string' },
    worker: {
      type: 'object',
      required: ['running', 'email'],
      additionalProperties: false,
      properties: {
        running: { type: 'boolean' },
        /** smtp, spool (DATA_DIR/mail-spool, this machine's disk) or none (production without SMTP_URL). */
        email: { type: 'string', enum: ['smtp', 'spool', 'none'] },
      },
    },
    counts: {
      type: 'object',
      required: ['pending', 'delivering', 'failed', 'delivered_24h'],
      additionalProperties: false,
      properties: { ...stateCounts, delivered_24h: { type: 'integer' } },
    },
    oldest_pending: {
      anyOf: [withAge(undeliveredLead), { type: 'null' }],
    },
    resends: {
      type: 'object',
      required: ['pending', 'delivering', 'failed', 'oldest'],
      additionalProperties: false,
      properties: { ...stateCounts, oldest: { anyOf: [waitingResend, { type: 'null' }] } },
    },
    dealerships: {
      type: 'array',
      items: {
        type: 'object',
        required: [
          'dealership',
          'site',
          'pending',
          'failed',
          'oldest_pending_at',
          'resends_pending',
          'resends_failed',
          'oldest_resend_at',
        ],
        additionalProperties: false,
        properties: {
          dealership: nullableString,
          site: { type: 'string' },
          pending: { type: 'integer' },
          failed: { type: 'integer' },
          oldest_pending_at: nullableString,
          resends_pending: { type: 'integer' },
          resends_failed: { type: 'integer' },
          oldest_resend_at: nullableString,
        },
      },
    },
    recent_failures: { type: 'array', items: undeliveredLead },
    shopper_emails: shopperEmails,
  },
} as const;

export const retriedLeadSchema = {
  type: 'object',
  required: ['lead_id', 'previous_status', 'status', 'attempts', 'next_attempt_at'],
  additionalProperties: false,
  properties: {
    lead_id: { type: 'string' },
    previous_status: { type: 'string', enum: ['pending', 'failed'] },
    status: { type: 'string', enum: ['pending'] },
    attempts: { type: 'integer' },
    next_attempt_at: { type: 'string' },
  },
} as const;

/**
 * The ops API of lead delivery (under /api/ops, behind the ops token):
 * - GET /leads/delivery?limit= → first deliveries by status and the oldest waiting (aged from the lead's
 *   creation), resends by status and the oldest waiting (aged from the resend), dealerships with leads waiting
 *   or failed, the newest `limit` (1–100, 20) undelivered leads with an error, and the shopper emails
 *   (reservation receipts, cancellation notices) waiting and failing; no personal data.
 * - POST /leads/:id/retry → a pending or failed lead due now (attempts kept); 404 unknown, 409 delivered or
 *   being delivered.
 * - POST /leads/retry {scope: 'failed' | 'undelivered'} → {retried}: every failed (or pending and failed)
 *   lead due now.
 * A retry wakes this server's delivery worker; the others find the lead due on their next poll.
 */
export async function opsLeadsRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/leads/delivery',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { limit: { type: 'string', pattern: '^(100|[1-9][0-9]?)$' } },
        },
        response: { 200: leadDeliveryReportSchema, '4xx': messageSchema },
      },
    },
    async (request) => {
      const { limit } = request.query as { limit?: string };
      const worker = app.hasDecorator('leadDelivery')
        ? { running: app.leadDelivery.running, email: app.leadDelivery.email }
        : { running: false, email: 'none' as const };
      return { ...(await leadDeliveryReport(app.platform.db, limit ? Number(limit) : 20)), worker };
    },
  );
  app.post(
    '/leads/:id/retry',
    {
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
        },
        response: { 200: retriedLeadSchema, '4xx': messageSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      try {
        const retried = await retryLead(app.platform.db, id);
        request.log.info(
          { ops: 'lead-retry', lead_id: id, previous_status: retried.previous_status },
          'lead made due now',
        );
        wakeLeadDelivery(app);
        return retried;
      } catch (error) {
        if (!(error instanceof LeadRetryRefused)) throw error;
        return reply.status(error.reason === 'unknown' ? 404 : 409).send({ message: error.message });
      }
    },
  );
  app.post(
    '/leads/retry',
    {
      schema: {
        body: {
          type: 'object',
          required: ['scope'],
          additionalProperties: false,
          properties: { scope: { type: 'string', enum: ['failed', 'undelivered'] } },
        },
        response: {
          200: {
            type: 'object',
            required: ['scope', 'retried', 'shopper_emails'],
            additionalProperties: false,
            properties: {
              scope: { type: 'string' },
              retried: { type: 'integer' },
              shopper_emails: { type: 'integer' },
            },
          },
          '4xx': messageSchema,
        },
      },
    },
    async (request) => {
      const { scope } = request.body as { scope: RetryScope };
      const due = await retryLeads(app.platform.db, scope);
      request.log.info(
        { ops: 'lead-retry', scope, ...due },
        `${due.retried} leads and ${due.shopper_emails} shopper emails made due now`,
      );
      if (due.retried || due.shopper_emails) wakeLeadDelivery(app);
      return { scope, ...due };
    },
  );
}
