import type { Car, FinanceLender, FinanceProvider } from '../domain/car';
import type { DealerConfig, SiteConfig } from '../domain/site';
import { isAvailable } from './availability';
import { FINANCE_MIN_PRICE, TAURUS_MAX_AGE_YEARS } from './constants';

/** Spec §5: the named manufacturer template whose sites never show the finance box. */
export const HIDDEN_FINANCE_TEMPLATES: readonly string[] = ['subaru-manufacturer'];
/** Spec §5: the dealer group whose sites never show the finance box. */
export const HIDDEN_FINANCE_GROUPS: readonly string[] = ['Autopact Group'];

/** A lender's figures without the disclaimer: what a search hit carries (CardFinance) and a Car has too. */
type LenderFigures = Omit<FinanceLender, 'disclaimer'>;
type FinanceCar = Pick<Car, 'year' | 'price' | 'status'> & {
  finance_lenders: Partial<Record<FinanceProvider, LenderFigures>>;
};

/** A lender's figures known to have both rates. */
export type RatedLender<L extends LenderFigures> = L & { interestRate: number; comparisonRate: number };

function hasRates<L extends LenderFigures>(lender: L): lender is RatedLender<L> {
  return lender.interestRate != null && lender.comparisonRate != null;
}

/**
 * Spec §5: the car's finance data for the site's provider, only when it has a non-null interestRate and
 * comparisonRate; null otherwise (no provider, no data, or a null rate).
 */
export function financeLender<L extends LenderFigures>(
  car: { finance_lenders: Partial<Record<FinanceProvider, L>> },
  provider: FinanceProvider | null,
): RatedLender<L> | null {
  if (provider == null) return null;
  const lender = car.finance_lenders[provider];
  return lender && hasRates(lender) ? lender : null;
}

/**
 * Age in whole years for the Taurus rule: the calendar year of `now`, taken in UTC so server and browser
 * agree, minus the car's model year. A 2014 car is 12 in 2026 (so not "under 12").
 */
export function carAgeYears(car: Pick<Car, 'year'>, now: Date): number {
  return now.getUTCFullYear() - car.year;
}

/** "Has a payment / rate": a non-null value above 0 (a zero figure is not a repayment to show). */
function positive(value: number | null): boolean {
  return value != null && value > 0;
}

/**
 * Spec §5 provider table. Car Clarity's rule is not given by the spec; we apply the common rule of the
 * weekly-payment providers (price over 500, available, has a weekly payment): the box's figure is a weekly
 * repayment, so a Car Clarity car without one would have nothing to show, and a price of 500 or less is not
 * a loan (the spec's finance minimum, §9). No age limit: only Taurus states one.
 */
export function isFinanceProviderEligible(
  car: FinanceCar,
  provider: FinanceProvider,
  lender: LenderFigures,
  now: Date,
): boolean {
  if (!isAvailable(car)) return false;
  const priced = car.price > FINANCE_MIN_PRICE;
  switch (provider) {
    case 'Taurus':
      return carAgeYears(car, now) < TAURUS_MAX_AGE_YEARS && priced && positive(lender.comparisonRate);
    case '360 Finance':
    case 'AusLoans':
      return true;
    case 'Nissan Finance':
      return priced && positive(lender.paymentMonth);
    case 'Manual':
    case 'Angle':
    case 'Powertorque':
    case 'Car Clarity':
      return priced && positive(lender.paymentWeek);
  }
}

/**
 * Spec §5: the finance box is hidden for one named manufacturer template, one dealer group, and under one
 * flag (SiteConfig.hide_finance_box).
 */
export function financeBoxHiddenForSite(context: {
  template: string;
  dealership_group: string | null;
  hide_finance_box: boolean;
}): boolean {
  return (
    context.hide_finance_box ||
    HIDDEN_FINANCE_TEMPLATES.includes(context.template) ||
    (context.dealership_group != null && HIDDEN_FINANCE_GROUPS.includes(context.dealership_group))
  );
}

/**
 * Spec §5 "Finance box": not hidden for the site, the car has finance data for the site's provider with
 * both rates, and the provider's eligibility rule holds.
 */
export function isFinanceBoxShown(
  car: FinanceCar,
  site: Pick<SiteConfig, 'finance_provider' | 'template' | 'hide_finance_box'>,
  dealer: Pick<DealerConfig, 'dealership_group'>,
  now: Date,
): boolean {
  if (financeBoxHiddenForSite({ ...site, dealership_group: dealer.dealership_group })) return false;
  const provider = site.finance_provider;
  if (provider == null) return false;
  const lender = financeLender(car, provider);
  return lender != null && isFinanceProviderEligible(car, provider, lender, now);
}
