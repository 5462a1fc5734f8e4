import {
  FINANCE_PROVIDERS,
  type CarType,
  type FinanceLender,
  type FinanceProvider,
} from '../../../shared/src/domain/car';
import { chance, randomBetween, type Random } from './prng';
import { amortisedRepayment, defaultDeposit } from '../../../shared/src/rules/finance-calculator';
import { creditProviderStatement, financeProviderName } from '../../../shared/src/rules/credit-provider';

/** Loan term of the demo finance figures (spec §9: comparison rates are quoted over 5 years). */
export const TERM_YEARS = 5;
/** Share of lenders per car quoting a 20% balloon. */
const BALLOON_SHARE = 0.15;
const BALLOON_FRACTION = 0.2;
/** Share of lenders per car with no rates (the finance box then stays hidden, spec §5). */
const NULL_RATES_SHARE = 0.05;

/**
 * The repayment of an amortising loan (standard annuity formula) with an optional balloon due with the last
 * payment: (P − B·(1+r)^−n) · r / (1 − (1+r)^−n), with r the rate per period and n the number of periods.
 * A zero rate repays (P − B) in equal parts.
 */
export function amortisedPayment(
  principal: number,
  annualRatePercent: number,
  periodsPerYear: number,
  years: number,
  balloon = 0,
): number {
  return amortisedRepayment(
    principal,
    annualRatePercent / 100 / periodsPerYear,
    periodsPerYear * years,
    balloon,
  );
}

/** Rounded to cents (rates to 2 decimals). */
function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Rate offset of each provider against the car's base rate; Nissan Finance is the captive low-rate lender. */
const PROVIDER_OFFSET: Record<FinanceProvider, number> = {
  Taurus: 0.5,
  Powertorque: 0,
  AusLoans: 0.3,
  Angle: -0.2,
  '360 Finance': 0.4,
  'Nissan Finance': -1.8,
  Manual: 0.1,
  'Car Clarity': 0.2,
};

/** The indicative repayment disclaimer of spec §8, with the provider's registration and licence details. */
export const FINANCE_DISCLAIMERS: Readonly<Record<FinanceProvider, string>> = Object.fromEntries(
  FINANCE_PROVIDERS.map((provider) => [
    provider,
    `The repayment shown is a guide only, based on the information and interest rate entered. It is not a ` +
      `formal or binding quote and does not take your financial situation or objectives into account. The ` +
      `actual interest rate and repayment are set by ${financeProviderName(provider) ?? 'the lender'} on its own ` +
      `criteria. Finance for approved applicants only. Terms, conditions, fees, charges and lending criteria ` +
      `apply. Comparison rate based on a secured loan of $30,000 over 5 years. ${creditProviderStatement(provider)}`,
  ]),
) as Record<FinanceProvider, string>;

/** Base interest rate (% a year) for a car: new is cheapest to finance, old used dearest. */
function baseRate(random: Random, carType: CarType, ageYears: number): number {
  if (carType === 'new') return randomBetween(random, 6.99, 9.49);
  if (carType === 'demo') return randomBetween(random, 7.49, 9.99);
  return randomBetween(random, 8.49, 11.99) + (ageYears > 7 ? 1 : 0);
}

export interface LenderInput {
  price: number;
  carType: CarType;
  ageYears: number;
  /** Nissan Finance quotes Nissan cars always and other makes only sometimes. */
  isNissan: boolean;
}

function lender(random: Random, provider: FinanceProvider, base: number, input: LenderInput): FinanceLender {
  const noRates =
    chance(random, NULL_RATES_SHARE) ||
    (provider === 'Nissan Finance' && !input.isNissan && chance(random, 0.5));
  const interestRate = noRates
    ? null
    : cents(Math.min(15.99, Math.max(4.99, base + PROVIDER_OFFSET[provider])));
  const comparisonRate = interestRate == null ? null : cents(interestRate + randomBetween(random, 0.25, 1.1));
  const deposit = defaultDeposit(input.price, provider);
  const balloon =
    provider !== 'Taurus' && chance(random, BALLOON_SHARE) ? Math.round(input.price * BALLOON_FRACTION) : 0;
  const payable = interestRate != null && input.price > 0;
  const principal = input.price - deposit;
  return {
    interestRate,
    comparisonRate,
    paymentWeek: payable ? cents(amortisedPayment(principal, interestRate, 52, TERM_YEARS, balloon)) : null,
    paymentMonth: payable ? cents(amortisedPayment(principal, interestRate, 12, TERM_YEARS, balloon)) : null,
    termYears: TERM_YEARS,
    termMonths: TERM_YEARS * 12,
    balloon,
    deposit,
    disclaimer: FINANCE_DISCLAIMERS[provider],
  };
}

/**
 * Finance figures keyed by every provider of spec §9: rates around a base for the car, comparison rate a
 * little higher, weekly and monthly repayments over 5 years from the price (Taurus net of its 10% deposit,
 * spec §9), a 20% balloon on some, and no rates for some providers. A car without a price gets rates but
 * no repayments.
 */
export function financeLenders(random: Random, input: LenderInput): Record<FinanceProvider, FinanceLender> {
  const base = baseRate(random, input.carType, input.ageYears);
  const out = {} as Record<FinanceProvider, FinanceLender>;
  for (const provider of FINANCE_PROVIDERS) out[provider] = lender(random, provider, base, input);
  return out;
}
