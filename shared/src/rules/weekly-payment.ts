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
