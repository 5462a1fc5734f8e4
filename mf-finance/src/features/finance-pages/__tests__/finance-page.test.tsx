import { screen } from '@testing-library/react';
import { renderWithPlatform, testSite } from '@dealerline/shared/testing';
import { FinanceTeaser } from '../../finance-teaser/components/finance-teaser';
import { FinancePage } from '../components/finance-page';

describe('finance frames', () => {
  it('titles each finance route and reads the budget from the URL', () => {
    const { container } = renderWithPlatform(<FinancePage variant="finance-pre-approval" />, {
      url: '/finance-pre-approval?vehiclePriceBudget=30000',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Finance Pre-Approval');
    expect(screen.getByText('Vehicle price budget: 30000')).toBeInTheDocument();
    expect(container.querySelector('#finance-form')).not.toBeNull();
  });

  it("names the site's finance provider on the home teaser", () => {
    renderWithPlatform(<FinanceTeaser />, { site: testSite({ finance_provider: 'Nissan Finance' }) });
    expect(screen.getByText(/with Nissan Finance/)).toBeInTheDocument();
  });
});
