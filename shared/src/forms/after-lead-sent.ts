import { bus, leadEventData, storeContact, type StoredContact } from '@dealerline/shared';
import type { LeadSubmission } from '../domain/vehicle';

/** What the analytics event of a stored lead tells of it (spec §7.4): its kind and its car. */
export type SentLead = Pick<LeadSubmission, 'category' | 'subcategory' | 'car_id'>;

export interface LeadSentFacts {
  /** The site's slug: the contact details are kept per site. */
  site: string;
  leadId: string;
  lead: SentLead;
  /** Spec §9: the analytics event id of the lead. */
  eventId: number;
  /** The contact details the shopper gave, kept for the next form. */
  contact: Partial<StoredContact>;
}

/**
 * What follows every lead the server stored, whichever form sent it (spec §3, §7.4): the contact details are
 * kept (only when name, email and phone are all present) to prefill the next form, and the `lead_submitted`
 * analytics event names the lead: its id, kind and car (leadEventData; the dealer has the shopper's details
 * with the lead id, and the data layer, which every tag on the page reads, never gets them). The lead forms
 * reach it through useLeadSubmit; the checkout, whose lead the server stores with the reservation, calls it
 * itself.
 */
export function afterLeadSent({ site, leadId, lead, eventId, contact }: LeadSentFacts): void {
  storeContact(site, contact);
  bus.emit('analytics', {
    eventId,
    name: 'lead_submitted',
    data: leadEventData(leadId, lead),
  });
}
