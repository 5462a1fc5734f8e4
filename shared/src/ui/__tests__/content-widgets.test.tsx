import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { MemoryRouter } from 'react-router';
import type { Promotion } from '../../domain/content';
import { testSite } from '../../../testing/fixtures';
import { renderWithPlatform } from '../../../testing/render-with-platform';
import { createTheme } from '../../theme/theme';
import { AcceptedPayments } from '../accepted-payments';
import { MarketingClaims } from '../marketing-claims';
import { NotFoundMessage } from '../not-found-message';
import { PromotionsSlider } from '../promotions-slider';

const themed = (ui: React.ReactElement) =>
  render(
    <ThemeProvider theme={createTheme(testSite().theme)}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ThemeProvider>,
  );

const slide = (title: string, link: string | null): Promotion => ({
  title,
  image_url: `/images/${title.toLowerCase().replace(/ /g, '-')}.jpg`,
  image_width: 1920,
  image_height: 540,
  alt: title,
  link_href: link,
  starts_at: null,
  expires_at: null,
});

describe('PromotionsSlider', () => {
  it('shows 1920x540 slides whose size is in the markup, the first loaded at once, linked where they link', () => {
    themed(<PromotionsSlider slides={[slide('Sell your car', '/trade-in'), slide('Service', null)]} />);
    const carousel = screen.getByRole('region', { name: 'Promotions' });
    const images = within(carousel).getAllByRole('img', { hidden: true });
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image).toHaveAttribute('width', '1920');
      expect(image).toHaveAttribute('height', '540');
    }
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'Sell your car' })).toHaveAttribute('href', '/trade-in');
    expect(screen.getByRole('button', { name: 'Slide 2: Service' })).toBeInTheDocument();
  });
});

describe('AcceptedPayments', () => {
  it('names the five accepted payment methods of the spec', () => {
    themed(<AcceptedPayments />);
    const list = screen.getByRole('list', { name: 'Accepted payments' });
    expect(
      within(list)
        .getAllByRole('img')
        .map((mark) => mark.getAttribute('aria-label')),
    ).toEqual(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']);
  });
});

describe('MarketingClaims', () => {
  it('lists each claim with its headline and sentence, and nothing without claims', () => {
    const { unmount } = themed(
      <MarketingClaims
        claims={[
          { title: '3 year warranty', text: 'On every used vehicle.' },
          { title: 'Since 1969', text: 'Serving the Sunshine Coast.' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Why buy from us' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '3 year warrantyOn every used vehicle.',
      'Since 1969Serving the Sunshine Coast.',
    ]);
    unmount();
    themed(<MarketingClaims claims={[]} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('NotFoundMessage', () => {
  it('says the page was not found, titles the document and links to search, contact and home', () => {
    renderWithPlatform(<NotFoundMessage />, { url: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found | Test Motors');
    expect(screen.getByRole('link', { name: 'Search our stock' })).toHaveAttribute(
      'href',
      '/search/new-used-and-demo-cars/',
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
