import { screen } from '@testing-library/react';
import { renderWithPlatform, testSite } from '@dealerline/shared/testing';
import { FinanceTeaser } from '../components/finance-teaser';

describe('finance teaser', () => {
  it("names the site's finance provider on the home teaser", () => {
    renderWithPlatform(<FinanceTeaser />, { site: testSite({ finance_provider: 'Nissan Finance' }) });
    expect(screen.getByText(/with Nissan Finance/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore finance' })).toHaveAttribute('href', '/finance');
  });

  it('names no provider where the site quotes its own figures (Manual is a setting, not a lender)', () => {
    renderWithPlatform(<FinanceTeaser />, { site: testSite({ finance_provider: 'Manual' }) });
    expect(screen.getByText(/See your weekly repayments and apply online\./)).toBeInTheDocument();
    expect(screen.queryByText(/Manual/)).not.toBeInTheDocument();
  });
});
