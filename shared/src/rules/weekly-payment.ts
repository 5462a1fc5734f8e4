import type { FinanceLender } from '../domain/car';

/**
 * Spec §9: weekly payments are rounded to a whole number (Math.round: halves go up, 12.5 → 13).
 */
export function roundWeeklyPayment(amount: number): number {
  return Math.round(amount);
}

/** The lender's weekly payment rounded to whole dollars, or null when it has none above 0. */
export function weeklyPayment(lender: Pick<FinanceLender, 'paymentWeek'> | null): number | null {
  if (lender?.paymentWeek == null || lender.paymentWeek <= 0) return null;
  return roundWeeklyPayment(lender.paymentWeek);
}

/** The period of the repayment a lender quotes for a car. */
export type RepaymentPeriod = 'week' | 'month';

/**
 * The repayment the finance box quotes for a car: the lender's weekly payment rounded to whole dollars
 * (spec §9); Nissan Finance, whose rule asks only for a monthly payment (spec §5), may quote only that, so the
 * monthly figure, rounded the same way, stands in; null when the lender quotes neither (360 Finance and
 * AusLoans need none: "Finance available"). The calculator reached from that box starts at the same period.
 */
export function lenderRepayment(
  lender: Pick<FinanceLender, 'paymentWeek' | 'paymentMonth'>,
): { amount: number; period: RepaymentPeriod } | null {
  const weekly = weeklyPayment(lender);
  if (weekly != null) return { amount: weekly, period: 'week' };
  const monthly = lender.paymentMonth;
  if (monthly != null && monthly > 0) return { amount: Math.round(monthly), period: 'month' };
  return null;
}

/**
 * The loan term, in years, a lender's repayments are quoted over: `termYears` when above 0, else `termMonths`
 * in years (a feed may give only months: 84 → 7, 54 → 4.5); null when it gives neither.
 */
export function lenderTermYears(lender: Pick<FinanceLender, 'termYears' | 'termMonths'>): number | null {
  if (lender.termYears != null && lender.termYears > 0) return lender.termYears;
  if (lender.termMonths != null && lender.termMonths > 0) return lender.termMonths / 12;
  return null;
}
