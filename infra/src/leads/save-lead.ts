import { randomUUID } from 'node:crypto';
import type { LeadSubmission } from '../../../shared/src/domain/vehicle';
import type { Db } from '../db/db';
import { KEY_REUSED_MESSAGE } from './idempotency-key';
import { createLeadsRepository } from './leads-repository';
import { requestHash } from './request-hash';
import { RequestError } from './request-errors';

export interface NewLead {
  siteId: number;
  submission: LeadSubmission;
  /** The site's car and dealership the lead is about (already checked to belong to the site). */
  carId: number | null;
  dealershipId: number | null;
  /** The client's Idempotency-Key, unique per site, or the server's own for the lead; null when none. */
  idempotencyKey: string | null;
  /**
   * The key is the server's (an accepted offer's, accepted-offer.ts): any request under it is answered with the
   * first lead, as one acceptance of an offer, not refused as a key reused for a different request.
   */
  keyAnswersAnyRequest?: boolean;
  userAgent: string | null;
}

export interface SavedLead {
  lead_id: string;
  /** False when the key named a lead stored earlier: the answer is that lead's. */
  created: boolean;
}

/**
 * Stores a lead (one INSERT; on `db` a transaction, the caller's rows commit with it). With an idempotency
 * key, a second call with the same key and the same submission returns the first lead instead of adding
 * one, also when both run at once (the unique key makes the later INSERT wait and then do nothing); the same
 * key with a different submission is refused (422). The lead is stored when the statement (or the caller's
 * transaction) commits: answer the shopper only after that. A key of the server's own answers any request
 * under it with the first lead (`keyAnswersAnyRequest`).
 */
export async function saveLead(db: Db, lead: NewLead): Promise<SavedLead> {
  const leads = createLeadsRepository(db);
  const hash = requestHash(lead.submission);
  const id = randomUUID();
  const inserted = await leads.insert({
    id,
    site_id: lead.siteId,
    category: lead.submission.category,
    subcategory: lead.submission.subcategory,
    payload: lead.submission,
    car_id: lead.carId,
    dealership_id: lead.dealershipId,
    idempotency_key: lead.idempotencyKey,
    request_hash: hash,
    user_agent: lead.userAgent?.slice(0, 500) ?? null,
  });
  if (inserted) return { lead_id: id, created: true };
  const first = await leads.findByKey(lead.siteId, lead.idempotencyKey!);
  if (!first) throw new Error('lead insert did nothing, yet no lead has its idempotency key');
  if (first.request_hash !== hash && !lead.keyAnswersAnyRequest)
    throw new RequestError(422, KEY_REUSED_MESSAGE);
  return { lead_id: first.id, created: false };
}
