import type { FastifyInstance } from 'fastify';
import type { CaptchaVerifier } from './captcha/captcha-verifier';
import { captchaVerifierFromEnv } from './captcha/captcha-from-env';
import { checkLeadCaptcha, withoutCaptchaToken } from './captcha/check-lead-captcha';
import { acceptedOfferKey, acceptedOfferLeadId, checkAcceptedOffer } from './accepted-offer';
import { bookingTimeProblem } from './booking-time-problem';
import { decoyLeadId, isHoneypotFilled, withoutHoneypot } from './honeypot';
import {
  createLeadRateLimits,
  leadRateLimitsFromEnv,
  RateLimitError,
  type LeadRateLimitSettings,
} from './lead-rate-limits';
import type { LeadAccepted, LeadSubmission } from '../../../shared/src/domain/vehicle';
import { requestTenant } from '../http/request-tenant';
import { wakeLeadDelivery } from '../lead-delivery/lead-delivery-plugin';
import { siteQuerySchema } from '../http/schemas';
import { idempotencyKeyOf } from './idempotency-key';
import { leadAcceptedSchema, leadErrorSchema, leadSubmissionSchema } from './lead-schemas';
import { createLeadsRepository } from './leads-repository';
import { resolveLeadTargets } from './lead-targets';
import { readableSchemaError, RequestError } from './request-errors';
import { saveLead } from './save-lead';
import { withPlatformValuation } from './trade-in-valuation';
import { shopperSchemaMessage } from './shopper-schema-message';
import { validateLead } from './validate-lead';

/** A lead is a form's worth of text: 64 KB is ample and keeps hostile bodies small. */
const LEAD_BODY_LIMIT = 64 * 1024;

export interface LeadsRoutesOptions {
  /** Default: from LEAD_RATE_LIMIT_PER_IP / LEAD_RATE_LIMIT_PER_SITE (10 and 300 a minute). */
  rateLimits?: LeadRateLimitSettings;
  now?: () => number;
  /** Default: from CAPTCHA_SECRET / CAPTCHA_VERIFY_URL, else the local test verifier. */
  captcha?: CaptchaVerifier;
}

/**
 * POST /api/leads (spec §7.4): the tenant's lead, rate limited per client IP and per site (429 with
 * Retry-After; a retry of a lead already stored under its Idempotency-Key is not limited), validated by its JSON schema (400 `{ message, detail }`: the message in a shopper's words, see
 * shopper-schema-message.ts, the schema's own in `detail`) and then by the browser's rules (400 `{ message }`),
 * its car, dealership and location checked to be the site's and to belong together, a booking's day and time
 * checked against the location's clock and hours (booking-time-problem.ts), an accepted offer's trade-in lead
 * checked to be the site's (accepted-offer.ts), a trade-in lead's valuation fields built again from the
 * valuation the site stored (trade-in-valuation.ts: a valuation the site does not have is a 400), and last the captcha (a real provider's token is good for one
 * check: a lead refused by an earlier check keeps it for the retry); stored, and only then answered 201 `{ lead_id }`;
 * a stored lead wakes this server's delivery worker, so it goes to the dealer at once, not at its next poll. An Idempotency-Key
 * makes a retry answer the first lead_id (with `Idempotent-Replayed: true`) instead of storing a second lead;
 * an accepted offer is stored under a key of its trade-in lead's, so a second acceptance answers the first.
 * A filled honeypot is answered 201 with a decoy lead_id and stores nothing (see honeypot.ts). Leads of the
 * captcha forms need a token the captcha verifier accepts (captcha/check-lead-captcha.ts).
 */
export async function leadsRoutes(app: FastifyInstance, options: LeadsRoutesOptions = {}): Promise<void> {
  const limits = createLeadRateLimits(
    app.platform.db,
    options.rateLimits ?? leadRateLimitsFromEnv(process.env),
    options.now,
  );
  const captcha = options.captcha ?? captchaVerifierFromEnv(process.env);
  const now = options.now ?? Date.now;
  app.post(
    '/api/leads',
    {
      bodyLimit: LEAD_BODY_LIMIT,
      schema: {
        querystring: siteQuerySchema,
        body: leadSubmissionSchema,
        response: { 201: leadAcceptedSchema, '4xx': leadErrorSchema },
      },
      schemaErrorFormatter: readableSchemaError,
      attachValidation: true,
    },
    async (request, reply): Promise<LeadAccepted | { message: string; detail: string }> => {
      if (request.validationError) {
        const { validation, message } = request.validationError;
        reply.status(400);
        return { message: shopperSchemaMessage(validation), detail: message };
      }
      const tenant = await requestTenant(app.platform.sites, request, reply);
      if (!tenant) throw new RequestError(400, 'Unknown site');
      const body = request.body as LeadSubmission;
      const clientKey = idempotencyKeyOf(request);
      const offerLeadId = acceptedOfferLeadId(body);
      const idempotencyKey = offerLeadId === null ? clientKey : acceptedOfferKey(offerLeadId);
      // A retry of a stored lead is answered (or refused, 422) whatever the limits: it can store nothing new.
      const storedRetry =
        idempotencyKey !== null &&
        (await createLeadsRepository(app.platform.db).findByKey(tenant.site.id, idempotencyKey)) !== null;
      try {
        if (!storedRetry) await limits.check(request.ip, tenant.site.id);
      } catch (error) {
        if (error instanceof RateLimitError) reply.header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      }
      if (isHoneypotFilled(body)) {
        request.log.info({ site: tenant.site.slug }, 'honeypot filled: lead answered but not stored');
        reply.status(201);
        return { lead_id: decoyLeadId() };
      }
      const { submission, token } = withoutCaptchaToken(validateLead(withoutHoneypot(body), tenant.dealer));
      const { carId, dealershipId, location } = await resolveLeadTargets(app.platform.db, tenant, submission);
      // A stored lead's retry is not refused for a day that has passed since it was stored.
      const bookingProblem = storedRetry
        ? undefined
        : bookingTimeProblem(submission, tenant.dealer, location, new Date(now()));
      if (bookingProblem) throw new RequestError(400, bookingProblem);
      const offerValuationId =
        offerLeadId !== null
          ? await checkAcceptedOffer(app.platform.db, tenant.site.id, offerLeadId)
          : undefined;
      const lead = await withPlatformValuation(app.platform.db, tenant.site.id, submission, offerValuationId);
      // Last before storing: a real provider takes a token once (see checkLeadCaptcha).
      await checkLeadCaptcha(captcha, {
        category: submission.category,
        token,
        dealer: tenant.dealer,
        storedRetry,
        remoteIp: request.ip,
      });
      const saved = await saveLead(app.platform.db, {
        siteId: tenant.site.id,
        submission: lead,
        carId,
        dealershipId,
        idempotencyKey,
        keyAnswersAnyRequest: offerLeadId !== null,
        userAgent: request.headers['user-agent'] ?? null,
      });
      if (saved.created) wakeLeadDelivery(app);
      else reply.header('Idempotent-Replayed', 'true');
      reply.status(201);
      return { lead_id: saved.lead_id };
    },
  );
}
