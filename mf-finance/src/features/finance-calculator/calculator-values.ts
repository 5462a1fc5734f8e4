import { type CardFinance, type FinanceProvider } from '@dealerline/shared';
import {
  calculateRepayment,
  defaultDeposit,
  DEFAULT_INTEREST_RATE,
  lenderRepayment,
  lenderTermYears,
  type RepaymentFrequency,
  type RepaymentInput,
  type RepaymentInputError,
  type RepaymentQuote,
} from '@dealerline/shared/rules';

/** Loan terms offered, in years (car loans run 1 to 7 years). */
export const TERM_CHOICES: readonly number[] = [1, 2, 3, 4, 5, 6, 7];

/**
 * The terms the calculator offers: TERM_CHOICES, with the car lender's own term (lenderTermYears) and the
 * one chosen when either is another (a caravan lender's 10 years, a feed's 54 months), so the lender's loan
 * can be shown and chosen again.
 */
export function termChoices(termYears: number, lender?: CardFinance | null): number[] {
  const lenderTerm = lender ? lenderTermYears(lender) : null;
  const extra = [termYears, lenderTerm].filter(
    (years): years is number => years != null && years > 0 && !TERM_CHOICES.includes(years),
  );
  return [...new Set([...TERM_CHOICES, ...extra])].sort((a, b) => a - b);
}
/** The term a calculator starts with: the 5 years of the comparison rate example (spec §9). */
export const DEFAULT_TERM_YEARS = 5;
export const DEFAULT_FREQUENCY: RepaymentFrequency = 'weekly';

/** What the shopper typed, as typed: money and the rate are text so "30,000" and "8.99" survive editing. */
export interface CalculatorValues {
  price: string;
  /** null: the provider's default deposit for the price (10% for Taurus), until the shopper types one. */
  deposit: string | null;
  termYears: number;
  balloon: string;
  interestRate: string;
  frequency: RepaymentFrequency;
}

/**
 * A typed dollar amount or rate as a number: "$30,000" → 30000, " 8.99 " → 8.99; '' → `empty`; anything else
 * unreadable → NaN (the calculator then names the field).
 */
export function parseNumber(text: string, empty: number): number {
  const compact = text.replace(/[\s$,%]/g, '');
  if (compact === '') return empty;
  return /^\d*\.?\d+$|^\d+\.$/.test(compact) ? Number(compact) : Number.NaN;
}

/** The starting values: the price from vehiclePriceBudget (when given), the spec's defaults for the rest. */
export function initialValues(price: number | null): CalculatorValues {
  return {
    price: price != null ? String(price) : '',
    deposit: null,
    termYears: DEFAULT_TERM_YEARS,
    balloon: '0',
    interestRate: String(DEFAULT_INTEREST_RATE),
    frequency: DEFAULT_FREQUENCY,
  };
}

/** Whether the calculator's price is the car's own: the car lender's deposit and balloon are figures for it. */
const isLenderPrice = (values: CalculatorValues, lenderPrice: number | null | undefined): boolean =>
  lenderPrice != null && parseNumber(values.price, Number.NaN) === lenderPrice;

/**
 * The values for the car the shopper came from, once its finance figures are known: the lender's rate, term
 * (in years, or its months: lenderTermYears) and the period of the repayment its finance box quotes (monthly
 * for a Nissan Finance car quoting only a monthly payment), and, while the calculator's price is the car's
 * (`lenderPrice`), its deposit and balloon, so the calculator starts at the repayment the car's finance box
 * showed (the box's $118 a week became $112 at the default 10% here). The deposit and balloon are dollar
 * figures for the car's price (Taurus: 10% of it): at another price (a link's vehiclePriceBudget) they stay
 * the calculator's own for that price, so the price and deposit shown agree ($20,000 with a $2,000 Taurus
 * deposit, not the $9,990 car's $999). A lender without a rate leaves the values as they are.
 */
export function valuesForLender(
  values: CalculatorValues,
  lender: CardFinance | null | undefined,
  lenderPrice?: number | null,
): CalculatorValues {
  if (lender?.interestRate == null) return values;
  const own = isLenderPrice(values, lenderPrice);
  return {
    ...values,
    interestRate: String(lender.interestRate),
    termYears: lenderTermYears(lender) ?? values.termYears,
    frequency: lenderRepayment(lender)?.period === 'month' ? 'monthly' : values.frequency,
    deposit: own && lender.deposit != null ? String(lender.deposit) : values.deposit,
    balloon: own && lender.balloon != null ? String(lender.balloon) : values.balloon,
  };
}

/**
 * The values after the price changed: a deposit and a balloon the shopper did not type (`typed`) become the
 * figures for the new price: the car lender's at the car's own price, else the provider's default deposit
 * (null: depositText) and no balloon.
 */
export function followPrice(
  values: CalculatorValues,
  lender: CardFinance | null | undefined,
  lenderPrice: number | null | undefined,
  typed: { deposit: boolean; balloon: boolean },
): CalculatorValues {
  const own = lender?.interestRate != null && isLenderPrice(values, lenderPrice);
  const deposit = own && lender.deposit != null ? String(lender.deposit) : null;
  const balloon = own && lender.balloon != null ? String(lender.balloon) : initialValues(null).balloon;
  return {
    ...values,
    deposit: typed.deposit ? values.deposit : deposit,
    balloon: typed.balloon ? values.balloon : balloon,
  };
}

/** The deposit shown in the field: what the shopper typed, else the provider's default for the price. */
export function depositText(values: CalculatorValues, provider: FinanceProvider | null): string {
  return values.deposit ?? String(defaultDeposit(parseNumber(values.price, Number.NaN), provider));
}

/** The calculator input the values describe (an empty deposit or balloon is $0; an empty price or rate is not). */
export function calculatorInput(values: CalculatorValues, provider: FinanceProvider | null): RepaymentInput {
  return {
    price: parseNumber(values.price, Number.NaN),
    deposit: parseNumber(depositText(values, provider), 0),
    termYears: values.termYears,
    balloon: parseNumber(values.balloon, 0),
    interestRate: parseNumber(values.interestRate, Number.NaN),
    frequency: values.frequency,
  };
}

export interface CalculatorResult {
  input: RepaymentInput;
  result: RepaymentQuote | RepaymentInputError;
}

export function calculate(values: CalculatorValues, provider: FinanceProvider | null): CalculatorResult {
  const input = calculatorInput(values, provider);
  return { input, result: calculateRepayment(input) };
}
