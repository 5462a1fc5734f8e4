import type { FinanceProvider } from '../domain/car';

/**
 * Who provides the credit behind each finance provider's figures (spec §8: the finance disclaimer carries the
 * provider's company registration and credit licence details). Invented company names and numbers: demo
 * data, not any real company's. Manual finance is the dealer's own figures, arranged as a credit representative.
 */
const CREDIT_PROVIDERS: Readonly<Record<FinanceProvider, string>> = {
  Taurus: 'Taurus Finance Pty Ltd (ABN 41 612 705 118, Australian Credit Licence 488201)',
  Powertorque: 'Powertorque Finance Pty Ltd (ABN 63 149 220 315, Australian Credit Licence 391644)',
  AusLoans: 'AusLoans Lending Pty Ltd (ABN 22 600 118 904, Australian Credit Licence 517230)',
  Angle: 'Angle Auto Finance Pty Ltd (ABN 58 170 552 461, Australian Credit Licence 455981)',
  '360 Finance': '360 Finance Lending Pty Ltd (ABN 17 615 433 026, Australian Credit Licence 502876)',
  'Nissan Finance': 'Nissan Finance Lending Pty Ltd (ABN 30 131 284 776, Australian Credit Licence 393721)',
  Manual: 'the dealer, an authorised credit representative (Credit Representative 548112)',
  'Car Clarity': 'Car Clarity Lending Pty Ltd (ABN 84 628 190 037, Australian Credit Licence 521904)',
};

/**
 * The finance provider's name as a shopper may read it ("with Taurus", "set by Angle"), or null where there is
 * no lender to name: none configured, or Manual, which is the site's setting for the dealer's own figures and
 * not a lender's name ("See your weekly repayments with Manual").
 */
export function financeProviderName(provider: FinanceProvider | null): string | null {
  return provider == null || provider === 'Manual' ? null : provider;
}

/** "Credit provided by Taurus Finance Pty Ltd (ABN …, Australian Credit Licence …)." */
export function creditProviderStatement(provider: FinanceProvider): string {
  return `Credit provided by ${CREDIT_PROVIDERS[provider]}.`;
}
