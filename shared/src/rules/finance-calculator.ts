import type { FinanceProvider } from '../domain/car';
import { formatAud } from '../format/currency';
import { TAURUS_DEPOSIT } from './constants';

export type RepaymentFrequency = 'weekly' | 'fortnightly' | 'monthly';

/** Repayments a year for each frequency (a fortnight is two weeks: 26 a year). */
export const PERIODS_PER_YEAR: Readonly<Record<RepaymentFrequency, number>> = {
  weekly: 52,
  fortnightly: 26,
  monthly: 12,
};

/** The loan the shopper describes to the repayment calculator; money in dollars, the rate in % a year. */
export interface RepaymentInput {
  price: number;
  deposit: number;
  termYears: number;
  /** Paid with the last repayment (a residual), in dollars. */
  balloon: number;
  interestRate: number;
  frequency: RepaymentFrequency;
}

/** The calculator's answer for a valid loan. */
export interface RepaymentQuote {
  kind: 'quote';
  /** Price less deposit. */
  amountFinanced: number;
  /** Number of repayments over the term. */
  periods: number;
  /** One repayment, to the cent (what a lender charges). */
  repayment: number;
  /** Every repayment plus the balloon. */
  totalPaid: number;
  /** totalPaid less the amount financed. */
  totalInterest: number;
}

/** Why a loan cannot be quoted, naming the input to correct. */
export interface RepaymentInputError {
  kind: 'invalid';
  field: Exclude<keyof RepaymentInput, 'frequency'>;
  message: string;
}

/**
 * The highest rate the calculator quotes (% a year): the National Credit Code's cap on the annual cost rate
 * of a consumer loan. A higher figure is a typing slip (999%), not a car loan.
 */
export const MAX_INTEREST_RATE = 48;

/**
 * The highest vehicle price the calculator quotes, in dollars: above the dearest trucks and motorhomes dealers
 * list. A higher figure is a typing slip (an extra zero or three), not a vehicle loan.
 */
export const MAX_VEHICLE_PRICE = 5_000_000;

const cents = (value: number): number => Math.round(value * 100) / 100;
const isAmount = (value: number): boolean => Number.isFinite(value) && value >= 0;

/** The first input that makes the loan impossible to quote, or null. */
function inputError(input: RepaymentInput): RepaymentInputError | null {
  const invalid = (field: RepaymentInputError['field'], message: string): RepaymentInputError => ({
    kind: 'invalid',
    field,
    message,
  });
  if (!Number.isFinite(input.price) || input.price <= 0) return invalid('price', 'Enter a vehicle price.');
  if (input.price > MAX_VEHICLE_PRICE) {
    return invalid('price', `Enter a vehicle price of ${formatAud(MAX_VEHICLE_PRICE)} or less.`);
  }
  if (!isAmount(input.deposit)) return invalid('deposit', 'Enter a deposit of $0 or more.');
  if (input.deposit >= input.price) return invalid('deposit', 'The deposit must be less than the price.');
  if (!Number.isFinite(input.termYears) || input.termYears <= 0) {
    return invalid('termYears', 'Choose a loan term.');
  }
  if (!isAmount(input.balloon)) return invalid('balloon', 'Enter a balloon of $0 or more.');
  if (input.balloon > input.price - input.deposit) {
    return invalid('balloon', 'The balloon cannot be more than the amount financed.');
  }
  if (!Number.isFinite(input.interestRate)) {
    return invalid('interestRate', 'Enter an interest rate as a number, like 9.5.');
  }
  if (input.interestRate < 0) return invalid('interestRate', 'Enter an interest rate of 0% or more.');
  if (input.interestRate > MAX_INTEREST_RATE) {
    return invalid('interestRate', `Enter an interest rate of ${MAX_INTEREST_RATE}% or less.`);
  }
  return null;
}

/**
 * One repayment of an amortising loan with a balloon (the standard annuity formula): with P the amount
 * financed, B the balloon, r the rate per period (annual rate / periods a year) and n the number of periods,
 * repayment = (P − B·(1+r)^−n) · r / (1 − (1+r)^−n). At 0% it is (P − B) / n.
 */
export function amortisedRepayment(
  principal: number,
  ratePerPeriod: number,
  periods: number,
  balloon = 0,
): number {
  if (ratePerPeriod === 0) return (principal - balloon) / periods;
  const discount = Math.pow(1 + ratePerPeriod, -periods);
  return ((principal - balloon * discount) * ratePerPeriod) / (1 - discount);
}

/**
 * The repayment calculator (spec §9: default rate 10% a year, Taurus deposit 10%): repayments at the chosen
 * frequency over the term (whole periods: years × periods a year, rounded), the balloon due with the last
 * one. The repayment is quoted to the cent; as on a lender's statement the last repayment settles what the
 * rounding left, so the total is the loan's own (at 0%: exactly the amount financed, not $29,998.80 for
 * $30,000 over 260 weeks). How many decimals to show is the page's choice. Impossible loans (no price, a
 * deposit of the whole price, a balloon over the amount financed, negative figures, a rate over
 * MAX_INTEREST_RATE) name the input to correct instead.
 */
export function calculateRepayment(input: RepaymentInput): RepaymentQuote | RepaymentInputError {
  const error = inputError(input);
  if (error) return error;
  const amountFinanced = input.price - input.deposit;
  const perYear = PERIODS_PER_YEAR[input.frequency];
  const periods = Math.max(1, Math.round(input.termYears * perYear));
  const exact = amortisedRepayment(
    amountFinanced,
    input.interestRate / 100 / perYear,
    periods,
    input.balloon,
  );
  const totalPaid = cents(exact * periods + input.balloon);
  return {
    kind: 'quote',
    amountFinanced,
    periods,
    repayment: cents(exact),
    totalPaid,
    totalInterest: Math.max(0, cents(totalPaid - amountFinanced)),
  };
}

/**
 * The deposit the calculator starts with: Taurus asks for 10% of the price (spec §9), rounded to whole
 * dollars; other providers state none, so the calculator starts at $0.
 */
export function defaultDeposit(price: number, provider: FinanceProvider | null): number {
  if (provider !== 'Taurus' || !Number.isFinite(price) || price <= 0) return 0;
  return Math.round(price * TAURUS_DEPOSIT);
}
