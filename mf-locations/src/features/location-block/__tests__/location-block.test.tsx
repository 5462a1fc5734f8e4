import { screen } from '@testing-library/react';
import { renderWithPlatform, testDealer, testLocation } from '@dealerline/shared/testing';
import { LocationBlock } from '../components/location-block';

describe('location block frame', () => {
  it('lists only visible locations, linking to their contact page', () => {
    const dealer = testDealer({
      locations: [
        testLocation({ id: 1, slug: 'north', name: 'North Yard' }),
        testLocation({ id: 2, slug: 'hidden', name: 'Hidden Yard', visible: false }),
      ],
    });
    renderWithPlatform(<LocationBlock />, { dealer });
    expect(screen.getByRole('link', { name: 'North Yard' })).toHaveAttribute('href', '/contact-us/north');
    expect(screen.queryByText('Hidden Yard')).toBeNull();
  });
});
