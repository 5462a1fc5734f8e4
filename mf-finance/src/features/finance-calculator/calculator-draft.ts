import type { CardFinance } from '@dealerline/shared';
import { formDraftKey, type FormDraft, type FormDraftId } from '@dealerline/shared/forms';
import {
  MAX_INTEREST_RATE,
  MAX_VEHICLE_PRICE,
  PERIODS_PER_YEAR,
  type RepaymentFrequency,
} from '@dealerline/shared/rules';
import { DEFAULT_TERM_YEARS, parseNumber, termChoices, type CalculatorValues } from './calculator-values';

/** The calculator's fields, as the draft names them. */
export type CalculatorField = keyof CalculatorValues;

/** Which fields the shopper changed (typed, picked): only those are kept in the draft. */
export type ChangedFields = Partial<Record<CalculatorField, boolean>>;

/**
 * Where the calculator's draft is kept: beside the finance form's own draft (docs/decisions.md "Form drafts"),
 * for the same site, page and car, in the tab's session storage like it.
 */
export function calculatorDraftKey(form: FormDraftId): string {
  return formDraftKey({ ...form, form: `${form.form}:calculator` });
}

/** The fields of `values` the shopper changed: what the draft keeps. */
export function changedValues(values: CalculatorValues, changed: ChangedFields): Partial<CalculatorValues> {
  return Object.fromEntries(
    (Object.keys(changed) as CalculatorField[])
      .filter((field) => changed[field])
      .map((field) => [field, values[field]]),
  ) as Partial<CalculatorValues>;
}

/** Text a typed figure may be: short, and read by the calculator as a number within [min, max]. */
const figure = (value: unknown, empty: number, max: number): value is string => {
  if (typeof value !== 'string' || value.length > 20) return false;
  const number = parseNumber(value, empty);
  return Number.isFinite(number) && number >= 0 && number <= max;
};

/**
 * The fields of a draft read back that the calculator can show: each within the calculator's own bounds (a
 * price over $0 and at most MAX_VEHICLE_PRICE, a deposit and a balloon of $0 up to it, a rate of 0% up to
 * MAX_INTEREST_RATE, a term the calculator offers for this car's lender, a frequency it knows). A field a
 * tampered or older draft holds otherwise is left out: the calculator's own value stays, never NaN.
 */
export function draftValues(draft: FormDraft | null, lender?: CardFinance | null): Partial<CalculatorValues> {
  if (!draft) return {};
  const values: Partial<CalculatorValues> = {};
  const { price, deposit, balloon, interestRate, termYears, frequency } = draft;
  if (figure(price, Number.NaN, MAX_VEHICLE_PRICE) && parseNumber(price, Number.NaN) > 0)
    values.price = price;
  if (figure(deposit, 0, MAX_VEHICLE_PRICE)) values.deposit = deposit;
  if (figure(balloon, 0, MAX_VEHICLE_PRICE)) values.balloon = balloon;
  if (figure(interestRate, Number.NaN, MAX_INTEREST_RATE)) values.interestRate = interestRate;
  if (typeof termYears === 'number' && termChoices(DEFAULT_TERM_YEARS, lender).includes(termYears)) {
    values.termYears = termYears;
  }
  if (typeof frequency === 'string' && Object.keys(PERIODS_PER_YEAR).includes(frequency)) {
    values.frequency = frequency as RepaymentFrequency;
  }
  return values;
}
