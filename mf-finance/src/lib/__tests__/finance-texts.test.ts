import {
  COMPARISON_RATE_FOOTNOTE,
  COMPARISON_RATE_STATEMENT,
  indicativeRepaymentDisclaimer,
} from '../finance-texts';
import { formatRate } from '../format-rate';

describe('finance texts', () => {
  it('quote the comparison rate on the spec §9 example loan, $30,000 over 5 years', () => {
    expect(COMPARISON_RATE_FOOTNOTE).toBe('*$30,000 loan over 5 years.');
    expect(COMPARISON_RATE_STATEMENT).toMatch(
      /^\*Comparison rate based on a secured loan of \$30,000 over 5 years\. WARNING: This comparison rate is true only for the examples given/,
    );
  });

  it('write the indicative repayment disclaimer of spec §8 for the provider', () => {
    const text = indicativeRepaymentDisclaimer('Angle');
    for (const part of [
      'a guide only, based on the information and interest rate entered',
      'not a formal or binding quote',
      'does not take into account your financial situation or objectives',
      'set by Angle on its own lending criteria',
      'approved applicants only',
      'Terms, conditions, fees, charges and lending criteria apply.',
      // The provider's company registration and credit licence details.
      'Credit provided by Angle Auto Finance Pty Ltd (ABN 58 170 552 461, Australian Credit Licence 455981).',
    ]) {
      expect(text).toContain(part);
    }
    expect(indicativeRepaymentDisclaimer(null)).toContain('set by the finance provider');
    expect(indicativeRepaymentDisclaimer('Manual')).toContain('set by the finance provider');
    expect(indicativeRepaymentDisclaimer('Manual')).toMatch(/an authorised credit representative/);
    expect(indicativeRepaymentDisclaimer(null)).not.toContain('Credit provided');
  });
});

describe('formatRate', () => {
  it('shows two decimals and p.a.', () => {
    expect(formatRate(8.99)).toBe('8.99% p.a.');
    expect(formatRate(10)).toBe('10.00% p.a.');
    expect(formatRate(0)).toBe('0.00% p.a.');
    expect(formatRate(Number.NaN)).toBe('');
  });
});
