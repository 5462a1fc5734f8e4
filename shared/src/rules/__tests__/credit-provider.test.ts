import { FINANCE_PROVIDERS } from '../../domain/car';
import { creditProviderStatement } from '../credit-provider';

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
