import type { FastifyInstance } from 'fastify';
import type { LeadAccepted, LeadSubmission } from '../../../shared/src/domain/vehicle';
import { requestTenant } from '../http/request-tenant';
import { messageSchema, siteQuerySchema } from '../http/schemas';
import { idempotencyKeyOf } from './idempotency-key';
import { leadAcceptedSchema, leadSubmissionSchema } from './lead-schemas';
import { resolveLeadTargets } from './lead-targets';
import { readableSchemaError, RequestError } from './request-errors';
import { saveLead } from './save-lead';

/** A lead is a form's worth of text: 64 KB is ample and keeps hostile bodies small. */
const LEAD_BODY_LIMIT = 64 * 1024;

/**
 * POST /api/leads (spec §7.4): the tenant's lead, validated by its JSON schema (400 `{ message }`), its car and
 * dealership checked to be the site's, stored, and only then answered 201 `{ lead_id }`. An Idempotency-Key
 * makes a retry answer the first lead_id (with `Idempotent-Replayed: true`) instead of storing a second lead.
 */
export async function leadsRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/api/leads',
    {
      bodyLimit: LEAD_BODY_LIMIT,
      schema: {
        querystring: siteQuerySchema,
        body: leadSubmissionSchema,
        response: { 201: leadAcceptedSchema, '4xx': messageSchema },
      },
      schemaErrorFormatter: readableSchemaError,
    },
    async (request, reply): Promise<LeadAccepted> => {
      const tenant = await requestTenant(app.platform.sites, request, reply);
      if (!tenant) throw new RequestError(400, 'Unknown site');
      const idempotencyKey = idempotencyKeyOf(request);
      const submission = request.body as LeadSubmission;
      const targets = await resolveLeadTargets(app.platform.db, tenant, submission);
      const saved = await saveLead(app.platform.db, {
        siteId: tenant.site.id,
        submission,
        ...targets,
        idempotencyKey,
        userAgent: request.headers['user-agent'] ?? null,
      });
      if (!saved.created) reply.header('Idempotent-Replayed', 'true');
      reply.status(201);
      return { lead_id: saved.lead_id };
    },
  );
}
