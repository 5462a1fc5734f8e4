import { screen } from '@testing-library/react';
import { renderWithPlatform, testSite } from '@dealerline/shared/testing';
import { FinanceTeaser } from '../components/finance-teaser';

describe('finance teaser', () => {
  it("names the site's finance provider on the home teaser", () => {
    renderWithPlatform(<FinanceTeaser />, { site: testSite({ finance_provider: 'Nissan Finance' }) });
    expect(screen.getByText(/with Nissan Finance/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore finance' })).toHaveAttribute('href', '/finance');
  });
});
