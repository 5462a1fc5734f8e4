import type { LeadSubmission } from '../../../shared/src/domain/vehicle';
import { OFFER_ACCEPTED_SUBCATEGORY } from '../../../shared/src/rules/lead-category';
import type { Db } from '../db/db';
import { RequestError } from './request-errors';

/** An accepted offer naming no trade-in lead of the site (ours: the spec gives no text). */
export const UNKNOWN_OFFER_MESSAGE =
  'We could not find the valuation this offer is for. Please value your car again.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The trade-in lead_id of spec §7.6's Offer accepted call (category Trade-In, subcategory "3. Offer Accepted",
 * lead_id, form_completed and offer_accepted true), null for any other lead. Only that call skips the
 * form's postcode and disclaimer checks: it follows the trade-in lead, whose form asked both.
 */
export function acceptedOfferLeadId(submission: Pick<LeadSubmission, 'category' | 'subcategory' | 'params'>) {
  const { lead_id: leadId, form_completed: completed, offer_accepted: accepted } = submission.params ?? {};
  const isOffer =
    submission.category === 'Trade-In' &&
    submission.subcategory === OFFER_ACCEPTED_SUBCATEGORY &&
    typeof leadId === 'string' &&
    completed === true &&
    accepted === true;
  return isOffer ? leadId : null;
}

/**
 * The idempotency key an accepted offer is stored under, whatever key its request sent: one acceptance per
 * trade-in lead, so a second one (a lost answer, then a reload: the page's key is gone) answers the first.
 * It has a space, which no client's Idempotency-Key may have (idempotency-key.ts): it never names a lead
 * sent with a key of the client's.
 */
export const acceptedOfferKey = (leadId: string): string => `offer-accepted ${leadId.toLowerCase()}`;

/**
 * Refuses (400) an accepted offer whose lead_id is not a trade-in lead of the site; else the valuation id that
 * trade-in lead named (null for none), the valuation the offer accepts (trade-in-valuation.ts).
 */
export async function checkAcceptedOffer(db: Db, siteId: number, leadId: string): Promise<string | null> {
  const [lead] = UUID.test(leadId)
    ? await db.query<{ id: string; valuation_id: string | null }>(
        `SELECT id::text, payload->'params'->>'valuation_id' AS valuation_id FROM leads
         WHERE id = $1::uuid AND site_id = $2 AND category = 'Trade-In' AND subcategory IS DISTINCT FROM $3`,
        [leadId, siteId, OFFER_ACCEPTED_SUBCATEGORY],
      )
    : [];
  if (!lead) throw new RequestError(400, UNKNOWN_OFFER_MESSAGE);
  return lead.valuation_id;
}
