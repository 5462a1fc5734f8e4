import { useRef } from 'react';
import { FORM_ERROR } from 'final-form';
import { useNavigate } from 'react-router';
import {
  bus,
  leadEventId,
  LeadSubmitError,
  newIdempotencyKey,
  submitLead,
  useSite,
  type CarSummary,
} from '@dealerline/shared';
import { keepLeadForSuccess, successPath } from '@dealerline/shared/forms';
import { FORM_SUBMIT_ERROR, UNEXPECTED_ERROR } from '@dealerline/shared/rules';
import { buildOfferAcceptedLead, TRADE_IN_CATEGORY } from '../utils/trade-in-lead';
import type { TradeInContactValues } from '../utils/trade-in-values';
import type { StoredValuation } from '../utils/valuation-storage';

/**
 * Offer Accepted (spec §7.6, §9): the lead with subcategory "3. Offer Accepted", the trade-in lead's lead_id,
 * form_completed and offer_accepted; then the analytics event 18 and /success, which names the car the shopper
 * trades in towards (`car`, kept with the success category as every lead form keeps it). One idempotency key per
 * valuation, so a second click never stores a second acceptance. Failure: the alert and the form error.
 */
export function useOfferAccepted(
  valuation: StoredValuation & { lead_id: string },
  contact: TradeInContactValues,
  dealershipSlug: string | null,
  car: CarSummary | null,
  onAccepted: () => void,
) {
  const { slug: site } = useSite();
  const navigate = useNavigate();
  const key = useRef(newIdempotencyKey());

  return async () => {
    const lead = buildOfferAcceptedLead(contact, valuation.result, valuation.lead_id, dealershipSlug);
    try {
      const { lead_id } = await submitLead(lead, { idempotencyKey: key.current });
      keepLeadForSuccess(site, TRADE_IN_CATEGORY, car);
      onAccepted();
      bus.emit('analytics', {
        eventId: leadEventId({ category: 'trade_in_offer_accepted', carType: null }),
        name: 'trade_in_offer_accepted',
        data: {
          lead_id,
          trade_in_lead_id: valuation.lead_id,
          valuation_id: valuation.result.id,
          valuation_low: valuation.result.range?.low ?? null,
          valuation_high: valuation.result.range?.high ?? null,
        },
      });
      navigate(successPath(car?.car_type ?? null));
      return undefined;
    } catch (error) {
      window.alert(FORM_SUBMIT_ERROR);
      return { [FORM_ERROR]: error instanceof LeadSubmitError ? error.message : UNEXPECTED_ERROR };
    }
  };
}
