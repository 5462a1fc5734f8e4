import { useState } from 'react';
import { useDealer, useSite, type ValuationResult, type ValuationStarted } from '@dealerline/shared';
import { useHydrated } from '@dealerline/shared/ui';
import { useSaveValuationMiscellaneousMutation } from '../api/save-valuation-miscellaneous';
import {
  clearValuation,
  readStartedValuation,
  readValuation,
  storeStartedValuation,
  storeValuation,
  type StoredValuation,
} from '../utils/valuation-storage';

export type TradeInStep = 'vehicle' | 'adjustments' | 'contact' | 'result';

/**
 * The steps of the trade-in page (spec §4: earlier steps only advance): the car, the adjustment questions,
 * the contact details, then the result. The valuation is kept in local storage per site as soon as it is
 * known, so a returning shopper sees it again (and the car found at the first step is kept for the tab until
 * its questions are answered, so a reload at them comes back to them): at the contact step until a lead is sent, and again where the
 * page is about another car than the lead was (`carId`, from /cars/trade-in?car_id=), so that car's
 * dealership gets a lead of its own and the acceptance goes with it; a page about no car shows the kept lead's
 * result (its details were sent: asking them again made a second lead). The kept valuation is read once the page
 * has hydrated (the server knows none: reading it while hydrating made React discard the server's HTML). On
 * the site whose dealer config asks for it, the result is also posted to /api/miscellaneous; a failure is
 * only logged (§8).
 */
export function useValuationSteps(dealershipSlug: string | null, carId: number | null) {
  const { slug: site } = useSite();
  const dealer = useDealer();
  const [saveMiscellaneous] = useSaveValuationMiscellaneousMutation();
  const [stored, setStored] = useState<StoredValuation | null>(null);
  const [started, setStarted] = useState<ValuationStarted | null>(null);
  const [step, setStep] = useState<TradeInStep>('vehicle');
  const hydrated = useHydrated();
  const [opened, setOpened] = useState(false);
  if (hydrated && !opened) {
    // Once, as the page opens in the browser (during this render, not in an effect: no frame shows step 1 of
    // a valuation the shopper already has); later steps move on from what the shopper does.
    setOpened(true);
    const kept = readValuation(site);
    const found = kept ? null : readStartedValuation(site);
    if (kept) {
      setStored(kept);
      // A page about no car (/trade-in, /instant-price) is about the kept lead's car as well as any.
      setStep(kept.lead_id && (carId === null || kept.car_id === carId) ? 'result' : 'contact');
    } else if (found) {
      setStarted(found);
      setStep('adjustments');
    }
  }

  const keep = (valuation: StoredValuation) => {
    storeValuation(site, valuation);
    setStored(valuation);
  };

  return {
    step,
    stored,
    started,
    carFound(next: ValuationStarted) {
      storeStartedValuation(site, next);
      setStarted(next);
      setStep('adjustments');
    },
    valued(result: ValuationResult) {
      storeStartedValuation(site, null);
      keep({ result, lead_id: null, dealership_slug: dealershipSlug, car_id: carId, offer_accepted: false });
      if (dealer.valuation_miscellaneous === true)
        saveMiscellaneous(result)
          .unwrap()
          .catch((error: unknown) => console.warn('[mf-leads] valuation save failed', error));
      setStep('contact');
    },
    leadSent(leadId: string) {
      if (stored)
        keep({
          ...stored,
          lead_id: leadId,
          dealership_slug: dealershipSlug,
          car_id: carId,
          offer_accepted: false,
        });
      setStep('result');
    },
    offerAccepted() {
      if (stored) keep({ ...stored, offer_accepted: true });
    },
    startAgain() {
      clearValuation(site);
      storeStartedValuation(site, null);
      setStored(null);
      setStarted(null);
      setStep('vehicle');
    },
  };
}
