import type { LeadSubmission } from '../../../shared/src/domain/vehicle';
import { withValuationLeadParams } from '../../../shared/src/rules/valuation-lead-params';
import type { Db } from '../db/db';
import { createValuationsRepository } from '../valuation/valuations-repository';
import { RequestError } from './request-errors';

/** A trade-in lead naming no valuation of the site (ours: the spec gives no text). */
export const UNKNOWN_VALUATION_MESSAGE =
  'We could not find your car’s valuation. Please value your car again.';

/**
 * A trade-in lead (and its Offer accepted) carries the valuation the platform stored, not the figures the
 * request sent: its params' valuation fields are built again from the site's valued valuation under
 * `valuation_id` (for an accepted offer, the one its trade-in lead named: `offerValuationId`), so a dealer never
 * reads, nor has a shopper accept, an estimate the platform did not give. A trade-in lead naming a valuation
 * the site does not have (or has not valued) is refused (400); one naming none keeps no valuation fields.
 * Other categories are returned as they are.
 */
export async function withPlatformValuation(
  db: Db,
  siteId: number,
  submission: LeadSubmission,
  offerValuationId?: string | null,
): Promise<LeadSubmission> {
  if (submission.category !== 'Trade-In') return submission;
  const named = offerValuationId !== undefined ? offerValuationId : submission.params?.valuation_id;
  if (named === undefined || named === null || named === '')
    return { ...submission, params: withValuationLeadParams(submission.params, null) };
  const result =
    typeof named === 'string' ? await createValuationsRepository(db).findResult(siteId, named) : null;
  if (!result) throw new RequestError(400, UNKNOWN_VALUATION_MESSAGE);
  return { ...submission, params: withValuationLeadParams(submission.params, result) };
}
