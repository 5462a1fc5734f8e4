import { formatAud, type FinanceProvider } from '@dealerline/shared';
import {
  COMPARISON_RATE_EXAMPLE,
  creditProviderStatement,
  financeProviderName,
} from '@dealerline/shared/rules';

const EXAMPLE = `${formatAud(COMPARISON_RATE_EXAMPLE.amount)} over ${COMPARISON_RATE_EXAMPLE.years} years`;

/** Spec §9: the example loan a comparison rate is quoted on, as the finance box's footnote. */
export const COMPARISON_RATE_FOOTNOTE = `*${formatAud(COMPARISON_RATE_EXAMPLE.amount)} loan over ${COMPARISON_RATE_EXAMPLE.years} years.`;

/**
 * The comparison rate statement of the disclaimer: the spec §9 example loan, then the warning Australian
 * credit advertising carries with every comparison rate (National Credit Code).
 */
export const COMPARISON_RATE_STATEMENT =
  `*Comparison rate based on a secured loan of ${EXAMPLE}. WARNING: This comparison rate is true only for the ` +
  'examples given and may not include all fees and charges. Different terms, fees or other loan amounts might ' +
  'result in a different comparison rate.';

/**
 * The indicative repayment disclaimer of spec §8, written from the spec's description: the figure is a guide
 * based on what was entered, not a quote, ignores the shopper's situation; the provider sets the real rate
 * and repayment; approved applicants only; terms, fees and lending criteria apply. `provider` names the
 * site's finance provider ("the finance provider" without one, or for Manual, the dealer's own figures), and
 * the text ends with who provides the credit: its company registration and credit licence details. A car's
 * lender's own disclaimer (spec §7.8) is shown instead of this text wherever it has one.
 */
export function indicativeRepaymentDisclaimer(provider: FinanceProvider | null): string {
  const lender = financeProviderName(provider) ?? 'the finance provider';
  return [
    'This repayment is a guide only, based on the information and interest rate entered.',
    'It is not a formal or binding quote and does not take into account your financial situation or objectives.',
    `The actual interest rate and repayment are set by ${lender} on its own lending criteria.`,
    'Finance is for approved applicants only. Terms, conditions, fees, charges and lending criteria apply.',
    provider == null ? '' : creditProviderStatement(provider),
  ]
    .filter(Boolean)
    .join(' ');
}
