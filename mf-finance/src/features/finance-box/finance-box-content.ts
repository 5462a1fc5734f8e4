import {
  type CardFinance,
  type DealerConfig,
  type FinanceBoxProps,
  type FinanceProvider,
  type SiteConfig,
} from '@dealerline/shared';
import {
  financeLender,
  isFinanceBoxShown,
  lenderRepayment,
  type RepaymentPeriod,
} from '@dealerline/shared/rules';

/** What the finance box shows for one car on one site. */
export type FinanceBoxContent =
  | { kind: 'hidden' }
  | {
      kind: 'shown';
      provider: FinanceProvider;
      /** The repayment to show, or null: the lender quotes none ("Finance available"). */
      repayment: { amount: number; period: RepaymentPeriod } | null;
      interestRate: number;
      comparisonRate: number;
      /** The lender's figures, for the disclaimer's summary. */
      lender: CardFinance;
    };

/**
 * Spec §5 finance box: hidden unless the shared eligibility rule shows it for this site and car. When shown,
 * the lender's rates and the repayment it quotes (lenderRepayment: weekly, rounded to whole dollars, spec §9;
 * Nissan Finance's monthly one when it quotes only that; none for a lender quoting neither: finance is
 * available).
 */
export function financeBoxContent(
  car: FinanceBoxProps['car'],
  site: Pick<SiteConfig, 'finance_provider' | 'template' | 'hide_finance_box'>,
  dealer: Pick<DealerConfig, 'dealership_group'>,
  now: Date,
): FinanceBoxContent {
  const provider = site.finance_provider;
  const lender = financeLender(car, provider);
  if (provider == null || lender == null || !isFinanceBoxShown(car, site, dealer, now))
    return { kind: 'hidden' };
  return {
    kind: 'shown',
    provider,
    repayment: lenderRepayment(lender),
    interestRate: lender.interestRate,
    comparisonRate: lender.comparisonRate,
    lender,
  };
}
