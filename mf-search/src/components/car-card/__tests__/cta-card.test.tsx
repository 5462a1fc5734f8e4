import { screen } from '@testing-library/react';
import { renderWithPlatform } from '@dealerline/shared/testing';
import { CtaCard } from '../cta-card';

describe('CtaCard', () => {
  it("shows the site's call to action with its heading, text and link", () => {
    renderWithPlatform(
      <CtaCard
        cta={{
          position: 30,
          heading: 'Can’t find what you’re looking for?',
          text: 'Tell us what you want and we will find it for you.',
          label: 'Find Me a Car',
          href: '/contact',
        }}
      />,
    );
    expect(screen.getByRole('article', { name: 'Can’t find what you’re looking for?' })).toBeInTheDocument();
    expect(screen.getByText('Tell us what you want and we will find it for you.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Me a Car' })).toHaveAttribute('href', '/contact');
  });
});
