import { useMemo } from 'react';
import { css } from '@emotion/react';
import { useSearchParams } from 'react-router';
import { useSite } from '@dealerline/shared';
import { readLeadForSuccess } from '@dealerline/shared/forms';
import { carTypeOf } from '@dealerline/shared/rules';
import { useHydrated } from '@dealerline/shared/ui';
import { thankYouText } from '../thank-you-text';
import { NextSteps } from './next-steps';
import { SuccessCar } from './success-car';

const NOTHING_KEPT = { category: null, car: null };

/**
 * /success, shown after a lead is submitted (spec §2): the thank-you for the category of the lead just sent,
 * the car it was about (photo, name, a link back to it), and what to do next: browse the stock of the car type
 * the form passed along (`car_type`), else all stock, or call the dealer. The category and the car are kept in
 * the browser (spec §3, keepLeadForSuccess), so the server renders the general thank-you with the `car_type`
 * links, and the browser reads them once hydrated (reading them while hydrating would not match the server's
 * HTML). Opened with nothing kept: the general thank-you.
 */
export function SuccessPage(_props: { variant?: string }) {
  const { slug } = useSite();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const { category, car } = useMemo(
    () => (hydrated ? readLeadForSuccess(slug) : NOTHING_KEPT),
    [hydrated, slug],
  );
  const carType = carTypeOf(params.get('car_type')) ?? car?.car_type ?? null;
  return (
    <section
      aria-labelledby="success-heading"
      css={css`
        max-width: 760px;
        margin: 0 auto;
        padding: 24px 16px 48px;
      `}
    >
      <h1 id="success-heading">Thank you</h1>
      <p>{thankYouText(category)}</p>
      {car && <SuccessCar car={car} category={category} />}
      <NextSteps carType={carType} />
    </section>
  );
}
