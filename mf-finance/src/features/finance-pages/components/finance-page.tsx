import { useMemo } from 'react';
import { css, useTheme } from '@emotion/react';
import { useLocation, useSearchParams } from 'react-router';
import { mq, useDealer, useSite } from '@dealerline/shared';
import { useLeadPage } from '@dealerline/shared/forms';
import { CarNotFoundMessage, LoadError, SoldCarNotice } from '@dealerline/shared/ui';
import {
  COMPARISON_RATE_EXAMPLE,
  hasRealPrice,
  isAvailable,
  tradingDealerships,
} from '@dealerline/shared/rules';
import { ApplicationForm, type ApplicationValues } from '../../finance-application';
import { RepaymentCalculator, useRepaymentCalculator } from '../../finance-calculator';
import { useFinanceCar } from '../hooks/use-finance-car';
import { financeVariant } from '../utils/finance-variants';
import { readFinanceQuery } from '../utils/finance-query';
import { FinanceCarSummary } from './finance-car-summary';

/**
 * /finance, /finance-enquiry, /apply-for-finance and /finance-pre-approval (spec §2), one per variant. Their
 * query parameters are read once per URL (a new query string starts the page afresh): `car_id` shows that
 * car (a sold one: the sold notice, and the page as without a car; one the site does not have: the lead
 * pages' CarNotFoundMessage, and the page as without a car), `vehiclePriceBudget` is the calculator's
 * price (else that car's price, none for a car without one, else the $30,000 of the comparison rate example),
 * `preferredDealership` preselects the dealership, `car_type` goes to /success after the lead is sent, and
 * `#finance-form` brings the form into view with its first field focused. What the shopper changed in the
 * calculator and typed in the form is kept for the tab (the form's draft) until the lead is sent.
 */
export function FinancePage({ variant }: { variant?: string }) {
  const { search } = useLocation();
  return <FinancePageContent key={search} variant={variant} />;
}

function FinancePageContent({ variant }: { variant?: string }) {
  const theme = useTheme();
  const site = useSite();
  const dealer = useDealer();
  const [params] = useSearchParams();
  const copy = financeVariant(variant);
  // The dealerships that take leads: not one whose only yard has not opened yet.
  const dealerships = useMemo(() => tradingDealerships(dealer), [dealer]);
  const query = useMemo(() => readFinanceQuery(params, dealerships), [params, dealerships]);
  const page = useLeadPage();
  const {
    car: foundCar,
    isLoading: carLoading,
    isError,
    missing: carMissing,
    retry,
  } = useFinanceCar(query.carId, params.get('car_id'));
  // A sold car is not financed: the page shows the sold notice and goes on as for no car (the calculator
  // at the budget or the example, a lead naming no car), its dealership still preselected.
  const sold = foundCar != null && !isAvailable(foundCar);
  const car = sold ? null : foundCar;
  const carPrice = car && hasRealPrice(car) ? car.price : null;
  // One draft per site, page and car of the URL: the form's, and beside it the calculator's.
  const draft = { site: site.slug, form: `finance:${copy.subcategory}`, carId: params.get('car_id') };
  const calculator = useRepaymentCalculator(
    query.vehiclePriceBudget ?? (car ? carPrice : carLoading ? null : COMPARISON_RATE_EXAMPLE.amount),
    site.finance_provider,
    site.finance_provider ? car?.finance_lenders?.[site.finance_provider] : null,
    carPrice,
    draft,
  );

  const carDealership = dealer.dealerships.find((d) => d.slug === foundCar?.dealership_slug)?.slug;
  const impliedDealership =
    query.preferredDealership?.slug ??
    carDealership ??
    (dealerships.length === 1 ? dealerships[0]!.slug : null);
  const dealershipChoice = dealerships.length > 1;
  const initialValues = useMemo<ApplicationValues>(
    () => ({ dependants: '0', dealership_slug: impliedDealership ?? undefined }),
    [impliedDealership],
  );
  const carType = query.carType ?? car?.car_type ?? null;

  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        gap: 24px;
        max-width: 960px;
        margin: 0 auto;
        padding: 24px 16px 48px;
        ${mq('md')} {
          padding: 32px 24px 64px;
        }
      `}
    >
      <header>
        <h1
          css={css`
            margin: 0 0 8px;
          `}
        >
          {copy.heading}
        </h1>
        <p
          css={css`
            margin: 0;
            color: ${theme.colors.muted};
          `}
        >
          {copy.intro}
        </p>
      </header>
      {isError ? (
        <LoadError what="the vehicle you chose" onRetry={retry} />
      ) : sold ? (
        <SoldCarNotice car={foundCar} />
      ) : carMissing ? (
        <CarNotFoundMessage />
      ) : (
        car && <FinanceCarSummary car={car} />
      )}
      <RepaymentCalculator state={calculator} />
      <ApplicationForm
        heading={copy.formHeading}
        submitLabel={copy.submitLabel}
        shape={{ dealershipChoice, employment: copy.employment }}
        dealerships={dealerships}
        initialValues={initialValues}
        context={{
          subcategory: copy.subcategory,
          carId: car?.id ?? null,
          carDealershipId: car?.dealership_id ?? null,
          carType,
          dealershipSlug: impliedDealership,
          loan: {
            input: calculator.input,
            quote: calculator.result.kind === 'quote' ? calculator.result : null,
          },
          page: { ...page, linkedQueryParams: query.linked },
        }}
        car={car}
        draft={draft}
        onSubmitAttempt={calculator.showMessages}
        onLeadSent={calculator.dropDraft}
      />
    </div>
  );
}
