import { FINANCE_PROVIDERS } from '../../domain/car';
import { creditProviderStatement, financeProviderName } from '../credit-provider';

describe('creditProviderStatement', () => {
  it('names every provider’s credit provider with its registration and licence (spec §8)', () => {
    for (const provider of FINANCE_PROVIDERS) {
      const statement = creditProviderStatement(provider);
      expect(statement).toMatch(/^Credit provided by \S/);
      if (provider === 'Manual') expect(statement).toMatch(/Credit Representative \d{6}/);
      else
        expect(statement).toMatch(
          /^Credit provided by .+ Pty Ltd \(ABN \d\d \d{3} \d{3} \d{3}, Australian Credit Licence \d{6}\)\.$/,
        );
    }
  });
});

describe('financeProviderName', () => {
  it('names a lender, never the Manual setting of a dealer’s own figures', () => {
    expect(financeProviderName('Taurus')).toBe('Taurus');
    expect(financeProviderName('Nissan Finance')).toBe('Nissan Finance');
    expect(financeProviderName('Car Clarity')).toBe('Car Clarity');
    expect(financeProviderName('Manual')).toBeNull();
    expect(financeProviderName(null)).toBeNull();
  });
});
