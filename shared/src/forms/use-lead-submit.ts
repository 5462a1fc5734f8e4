import { useRef } from 'react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import {
  LeadSubmitError,
  newIdempotencyKey,
  submitLead,
  useSite,
  type StoredContact,
} from '@dealerline/shared';
import type { LeadSubmission } from '../domain/vehicle';
import { FORM_SUBMIT_ERROR, UNEXPECTED_ERROR } from '../rules/messages';
import { afterLeadSent } from './after-lead-sent';

export interface LeadSubmitSteps<V> {
  /** The form's values as the lead to send. */
  toLead: (values: V) => LeadSubmission;
  /** Spec §9: the analytics event id of the sent lead. */
  eventId: (values: V) => number;
  /** After the lead is stored, the contact kept and the event sent: the form's next step (e.g. /success). */
  onSent: (leadId: string, values: V, lead: LeadSubmission) => void;
}

/**
 * The submit of a form that sends a lead (spec §4, §7.4, §8, §9), as react-final-form's onSubmit: sends the
 * lead through submitLead with the same idempotency key while the lead is unchanged (a lead stored before a
 * failed answer is not stored twice). On a lead_id it keeps the contact details, sends the `lead_submitted`
 * analytics event (both afterLeadSent) and calls onSent; on a failure it shows the browser alert and returns
 * the server's message (or "An unexpected error occured") as the form error, the typed values staying in the
 * form.
 */
export function useLeadSubmit<V extends Partial<StoredContact>>({
  toLead,
  eventId,
  onSent,
}: LeadSubmitSteps<V>): (values: V) => Promise<SubmissionErrors | undefined> {
  const { slug: site } = useSite();
  const lastKey = useRef<{ body: string; key: string } | null>(null);

  return async (values: V) => {
    const lead = toLead(values);
    const body = JSON.stringify(lead);
    if (lastKey.current?.body !== body) lastKey.current = { body, key: newIdempotencyKey() };
    let leadId: string;
    try {
      ({ lead_id: leadId } = await submitLead(lead, { idempotencyKey: lastKey.current.key }));
    } catch (error) {
      window.alert(FORM_SUBMIT_ERROR);
      return { [FORM_ERROR]: error instanceof LeadSubmitError ? error.message : UNEXPECTED_ERROR };
    }
    afterLeadSent({ site, leadId, lead, eventId: eventId(values), contact: values });
    onSent(leadId, values, lead);
    return undefined;
  };
}
