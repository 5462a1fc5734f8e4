import { useRef } from 'react';
import { FORM_ERROR } from 'final-form';
import {
  ANALYTICS_EVENT_IDS,
  bus,
  FORM_SUBMIT_ERROR,
  LeadSubmitError,
  newIdempotencyKey,
  storeContact,
  submitLead,
  UNEXPECTED_ERROR,
  useSite,
  type ValuationResult,
} from '@dealerline/shared';
import { buildTradeInLead, type TradeInLeadContext } from '../utils/trade-in-lead';
import type { TradeInContactValues } from '../utils/trade-in-values';

/**
 * The submit of step 3 (spec §4, §7.4, §8): the trade-in lead through submitLead (the same idempotency key
 * while the lead is unchanged). On a lead_id it keeps the contact details, sends the default form analytics
 * event (22) and hands the lead_id on (the page then offers Offer Accepted); on a failure the browser alert
 * and the server's message (or "An unexpected error occured") as the form error, the values staying.
 */
export function useTradeInSubmit(
  result: ValuationResult,
  context: TradeInLeadContext,
  onSent: (leadId: string, contact: TradeInContactValues) => void,
) {
  const { slug: site } = useSite();
  const lastKey = useRef<{ body: string; key: string } | null>(null);

  return async (values: TradeInContactValues) => {
    const lead = buildTradeInLead(values, result, context);
    const body = JSON.stringify(lead);
    if (lastKey.current?.body !== body) lastKey.current = { body, key: newIdempotencyKey() };
    try {
      const { lead_id } = await submitLead(lead, { idempotencyKey: lastKey.current.key });
      storeContact(site, values);
      bus.emit('analytics', {
        eventId: ANALYTICS_EVENT_IDS.DEFAULT_FORM,
        name: 'lead_submitted',
        data: {
          lead_id,
          category: lead.category,
          subcategory: lead.subcategory,
          car_id: lead.car_id ?? null,
          name: lead.name,
          email: lead.email,
          phone: lead.phone,
        },
      });
      onSent(lead_id, values);
      return undefined;
    } catch (error) {
      window.alert(FORM_SUBMIT_ERROR);
      return { [FORM_ERROR]: error instanceof LeadSubmitError ? error.message : UNEXPECTED_ERROR };
    }
  };
}
