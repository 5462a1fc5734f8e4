import { screen } from '@testing-library/react';
import { renderWithPlatform, testDealer, testLocation } from '@dealerline/shared/testing';
import { ContactPage } from '../components/contact-page';

describe('contact page frame', () => {
  const dealer = testDealer({ locations: [testLocation({ slug: 'noosa', name: 'Noosa Service' })] });

  it('names the location of /contact-us/{slug}', () => {
    renderWithPlatform(<ContactPage />, {
      dealer,
      url: '/contact-us/noosa',
      path: '/contact-us/:locationSlug',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact Noosa Service');
  });

  it('falls back to the general contact page', () => {
    renderWithPlatform(<ContactPage />, { dealer, url: '/contact', path: '/contact' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact Us');
  });
});
