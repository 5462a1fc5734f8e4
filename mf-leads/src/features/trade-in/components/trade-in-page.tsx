import { useEffect, useRef, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { useSearchParams } from 'react-router';
import { readContact, useDealer, useSite } from '@dealerline/shared';
import { useLeadPage } from '@dealerline/shared/forms';
import { linkButtonStyle, SoldCarNotice } from '@dealerline/shared/ui';
import { useLeadCar } from '../../lead-forms/hooks/use-lead-car';
import { useValuationSteps, type TradeInStep } from '../hooks/use-valuation-steps';
import { tradeInDealership, type TradeInLeadContext } from '../utils/trade-in-lead';
import type { TradeInContactValues } from '../utils/trade-in-values';
import { AdjustmentsStep } from './adjustments-step';
import { ContactStep } from './contact-step';
import { OfferAccepted } from './offer-accepted';
import { TradeInFaq } from './trade-in-faq';
import { ValuationSummary } from './valuation-summary';
import { VehicleStep } from './vehicle-step';

const HEADINGS: Record<string, string> = {
  'trade-in': 'Sell My Car',
  car: 'Trade in your car',
  'instant-price': 'Instant Price',
};

const STEP_HEADINGS: Record<TradeInStep, string> = {
  vehicle: 'Step 1 of 3: Your car',
  adjustments: 'Step 2 of 3: About your car',
  contact: 'Step 3 of 3: Your details',
  result: 'Your valuation',
};

/** /cars/trade-in?car_id= of a car the site does not have (ours: the spec gives no text). */
export const TRADE_CAR_NOT_FOUND =
  'We could not find the vehicle you want to trade in towards; it may have been sold. You can still value your car below.';

/**
 * /trade-in, /cars/trade-in?car_id= and /instant-price (spec §2, §7.5, §7.6): the rego lookup (or the car's
 * details typed in), the adjustment questions, the estimate, the trade-in lead form and Offer Accepted; the
 * valuation is kept per site and shown again on return; the trade-in FAQ of spec §9 below.
 */
export function TradeInPage({ variant = 'trade-in' }: { variant?: string }) {
  const theme = useTheme();
  const site = useSite();
  const dealer = useDealer();
  const [search] = useSearchParams();
  const page = useLeadPage();
  const carParam = variant === 'car' ? search.get('car_id') : null;
  const { car: foundCar, missing: carMissing, sold } = useLeadCar(carParam);
  // A sold car cannot be traded in towards: the valuation goes on under the sold notice and the lead names
  // no car, but still goes to the dealership whose stock the shopper was looking at.
  const car = sold ? null : foundCar;
  const dealershipSlug = tradeInDealership(foundCar, dealer);
  const steps = useValuationSteps(
    dealershipSlug,
    carParam && /^\d+$/.test(carParam) ? Number(carParam) : null,
  );
  const [contact, setContact] = useState<TradeInContactValues | null>(() => readContact(site.slug));
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(steps.step);
  useEffect(() => {
    if (steps.step !== firstStep.current) stepHeading.current?.focus();
    firstStep.current = steps.step;
  }, [steps.step]);

  const context: TradeInLeadContext = { car, dealershipSlug, ...page };
  const { stored } = steps;
  const link = linkButtonStyle(theme);

  return (
    <section
      aria-labelledby="trade-in-heading"
      css={css`
        max-width: 760px;
        margin: 0 auto;
        padding: 24px 16px;
      `}
    >
      <h1 id="trade-in-heading">{HEADINGS[variant] ?? HEADINGS['trade-in']}</h1>
      <p>Get an estimate for your car in three quick steps: your rego, a few questions, and your details.</p>
      {carMissing && <p role="status">{TRADE_CAR_NOT_FOUND}</p>}
      {sold && foundCar && <SoldCarNotice car={foundCar} />}
      {car && (
        <p data-trade-in-towards>
          Trading in towards the {car.year} {car.make} {car.model} {car.badge ?? ''}
          {car.stocknum ? ` (Stock #${car.stocknum})` : ''}
        </p>
      )}
      <section aria-labelledby="trade-in-step-heading" data-trade-in-step={steps.step}>
        <h2 id="trade-in-step-heading" ref={stepHeading} tabIndex={-1}>
          {STEP_HEADINGS[steps.step]}
        </h2>
        {steps.step === 'vehicle' && <VehicleStep onStarted={steps.carFound} />}
        {steps.step === 'adjustments' && steps.started && (
          <AdjustmentsStep started={steps.started} onValued={steps.valued} />
        )}
        {steps.step === 'contact' && stored && (
          <>
            <ValuationSummary result={stored.result} />
            <ContactStep
              result={stored.result}
              context={context}
              draft={{ site: site.slug, form: `trade-in:${variant}`, carId: carParam }}
              onSent={(leadId, values) => {
                setContact(values);
                steps.leadSent(leadId);
              }}
            />
          </>
        )}
        {steps.step === 'result' && stored && (
          <>
            <ValuationSummary result={stored.result} />
            {stored.offer_accepted ? (
              <p>You accepted this offer. The dealer will be in touch to inspect your car.</p>
            ) : stored.lead_id && stored.result.range && contact ? (
              <OfferAccepted
                valuation={{ ...stored, lead_id: stored.lead_id }}
                contact={contact}
                car={car && car.id === stored.car_id ? car : null}
                onAccepted={steps.offerAccepted}
              />
            ) : (
              <p>Thank you. The dealer will be in touch about your car.</p>
            )}
          </>
        )}
        {(stored || steps.started) && steps.step !== 'vehicle' && (
          <p>
            <button type="button" onClick={steps.startAgain} css={link}>
              Value another car
            </button>
          </p>
        )}
      </section>
      <TradeInFaq />
    </section>
  );
}
