import {
  financeLender,
  isFinanceBoxShown,
  weeklyPayment,
  type DealerConfig,
  type FinanceBoxProps,
  type SiteConfig,
} from '@dealerline/shared';

export type RepaymentPeriod = 'week' | 'month';

/** What the finance box shows for one car on one site. */
export type FinanceBoxContent =
  { kind: 'hidden' } | { kind: 'repayment'; amount: number; period: RepaymentPeriod } | { kind: 'available' };

/**
 * Spec §5 finance box: hidden unless the shared eligibility rule shows it for this site and car. When shown,
 * the lender's weekly payment rounded to whole dollars (spec §9); Nissan Finance, whose rule asks for a
 * monthly payment, may quote only that, so the monthly figure stands in; a lender quoting neither (360
 * Finance and AusLoans need no payment) leaves the box with no figure: finance is available.
 */
export function financeBoxContent(
  car: FinanceBoxProps['car'],
  site: Pick<SiteConfig, 'finance_provider' | 'template' | 'hide_finance_box'>,
  dealer: Pick<DealerConfig, 'dealership_group'>,
  now: Date,
): FinanceBoxContent {
  if (!isFinanceBoxShown(car, site, dealer, now)) return { kind: 'hidden' };
  const lender = financeLender(car, site.finance_provider);
  const weekly = weeklyPayment(lender);
  if (weekly != null) return { kind: 'repayment', amount: weekly, period: 'week' };
  const monthly = lender?.paymentMonth;
  if (monthly != null && monthly > 0)
    return { kind: 'repayment', amount: Math.round(monthly), period: 'month' };
  return { kind: 'available' };
}
