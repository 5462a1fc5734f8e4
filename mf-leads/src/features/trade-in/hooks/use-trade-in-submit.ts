import { ANALYTICS_EVENT_IDS, type ValuationResult } from '@dealerline/shared';
import { useLeadSubmit } from '@dealerline/shared/forms';
import { buildTradeInLead, type TradeInLeadContext } from '../utils/trade-in-lead';
import type { TradeInContactValues } from '../utils/trade-in-values';

/**
 * The submit of step 3 (spec §4, §7.4, §8) through the shared useLeadSubmit, with the default form analytics
 * event (22); the lead_id is handed on (the page then offers Offer Accepted).
 */
export function useTradeInSubmit(
  result: ValuationResult,
  context: TradeInLeadContext,
  onSent: (leadId: string, contact: TradeInContactValues) => void,
) {
  return useLeadSubmit<TradeInContactValues>({
    toLead: (values) => buildTradeInLead(values, result, context),
    eventId: () => ANALYTICS_EVENT_IDS.DEFAULT_FORM,
    onSent: (leadId, values) => onSent(leadId, values),
  });
}
