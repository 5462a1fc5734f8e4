import { screen } from '@testing-library/react';
import { renderWithPlatform } from '@dealerline/shared/testing';
import { CheckoutPage } from '../../checkout/components/checkout-page';
import { VehiclePage } from '../components/vehicle-page';

describe('vehicle frames', () => {
  it('renders the vehicle of the URL with its map anchor', () => {
    const { container } = renderWithPlatform(<VehiclePage />, {
      url: '/cars/2021-toyota-hilux-9',
      path: '/cars/:slug',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('2021-toyota-hilux-9');
    expect(container.querySelector('#vehicle-map')).not.toBeNull();
  });

  it('names the checkout by its variant', () => {
    renderWithPlatform(<CheckoutPage variant="buy-online" />, {
      url: '/cars/x/buy-online',
      path: '/cars/:slug/buy-online',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Buy online');
  });
});
