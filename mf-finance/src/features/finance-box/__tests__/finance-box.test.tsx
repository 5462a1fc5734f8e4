import { screen } from '@testing-library/react';
import { renderWithPlatform, testCarHit, testDealer, testSite } from '@dealerline/shared/testing';
import FinanceBoxExpose from '../../../exposes/finance-box';

const eligible = testCarHit({ id: 77, price: 45990, car_type: 'used' });

describe('finance box widget', () => {
  it('shows the weekly repayment and links to the finance form for the car', () => {
    const { container } = renderWithPlatform(<FinanceBoxExpose car={eligible} />);
    expect(container.querySelector('[data-finance-box]')).toHaveTextContent('$183 /week');
    expect(screen.getByRole('link', { name: 'Finance details for 2021 Toyota HiLux' })).toHaveAttribute(
      'href',
      '/finance?car_id=77&car_type=used&vehiclePriceBudget=45990#finance-form',
    );
  });

  it('marks its root with the remote and build that rendered it', () => {
    const { container } = renderWithPlatform(<FinanceBoxExpose car={eligible} />);
    const root = container.querySelector('[data-remote]');
    expect(root).toHaveAttribute('data-module', 'finance-box');
    expect(root).toHaveAttribute('data-build', '0.0.0-test');
  });

  it('renders nothing at all for a car that is not eligible', () => {
    const { container } = renderWithPlatform(<FinanceBoxExpose car={{ ...eligible, status: 'sold' }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing on a site that hides the box, or for the dealer group without it', () => {
    const hiddenSite = renderWithPlatform(<FinanceBoxExpose car={eligible} />, {
      site: testSite({ hide_finance_box: true }),
    });
    expect(hiddenSite.container).toBeEmptyDOMElement();
    const hiddenGroup = renderWithPlatform(<FinanceBoxExpose car={eligible} />, {
      dealer: testDealer({ dealership_group: 'Autopact Group' }),
    });
    expect(hiddenGroup.container).toBeEmptyDOMElement();
  });
});
