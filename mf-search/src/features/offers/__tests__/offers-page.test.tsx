import { fireEvent, screen, within } from '@testing-library/react';
import type { Offer } from '@dealerline/shared';
import {
  installFakeFetch,
  renderWithPlatform,
  testDealer,
  testLocation,
  type FakeFetch,
} from '@dealerline/shared/testing';
import OffersPageExpose from '../../../exposes/offers-page';

const offer = (overrides: Partial<Offer> = {}): Offer => ({
  slug: 'hilux-sr5-drive-away',
  title: 'HiLux SR5 drive away',
  description: 'Tow bar and tub liner included.',
  image_url: '/images/demo/ute/b3141c/front-left.jpg',
  price: 59990,
  price_label: 'Drive away',
  terms: 'While stocks last.',
  manufacturer_slug: 'toyota',
  model_slug: 'hilux',
  cta: { label: 'View stock', href: '/search/toyota/hilux' },
  starts_at: null,
  expires_at: '2025-06-30T13:59:59Z',
  ...overrides,
});

let network: FakeFetch | undefined;
afterEach(() => network?.restore());

const dealer = testDealer({
  locations: [testLocation({ time_zone: 'Australia/Sydney' })],
  offers: { count: 2 },
});

describe('special offers page', () => {
  it("shows each offer of /api/offers with its price label, end day in the dealer's time zone and link", async () => {
    network = installFakeFetch({
      '/api/offers': {
        body: {
          offers: [
            offer(),
            offer({ slug: 'cx-5', title: 'CX-5 Maxx', price: null, expires_at: null, cta: null }),
          ],
        },
      },
    });
    renderWithPlatform(<OffersPageExpose />, { dealer, url: '/special-offers' });

    const hilux = await screen.findByRole('article', { name: 'HiLux SR5 drive away' });
    expect(within(hilux).getByText('$59,990')).toBeInTheDocument();
    expect(within(hilux).getByText('Drive away')).toBeInTheDocument();
    expect(within(hilux).getByText('Offer ends 30 June 2025')).toBeInTheDocument();
    // Filled, with no other edge: high contrast paints this border where the fill is gone.
    expect(within(hilux).getByRole('link', { name: 'View stock' })).toHaveStyle({
      borderStyle: 'solid',
      borderWidth: '1px',
      borderColor: 'transparent',
    });
    expect(within(hilux).getByRole('link', { name: 'View stock' })).toHaveAttribute(
      'href',
      '/search/toyota/hilux',
    );

    const cx5 = screen.getByRole('article', { name: 'CX-5 Maxx' });
    expect(within(cx5).queryByText(/\$/)).not.toBeInTheDocument();
    expect(within(cx5).queryByText(/Offer ends/)).not.toBeInTheDocument();
    expect(within(cx5).queryByRole('link')).not.toBeInTheDocument();
    expect(network.requests.map((url) => url.pathname)).toEqual(['/api/offers']);
  });

  it('says so when the dealer has no running offers', async () => {
    network = installFakeFetch({ '/api/offers': { body: { offers: [] } } });
    renderWithPlatform(<OffersPageExpose />, { dealer, url: '/special-offers' });

    expect(await screen.findByText(/There are no special offers right now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse our stock' })).toHaveAttribute(
      'href',
      '/search/new-used-and-demo-cars/',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('offers a retry when the offers cannot be loaded, and shows them once they load', async () => {
    let fail = true;
    network = installFakeFetch({
      '/api/offers': () =>
        fail ? { status: 500, body: { message: 'down' } } : { body: { offers: [offer()] } },
    });
    renderWithPlatform(<OffersPageExpose />, { dealer, url: '/special-offers' });

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the offers.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'HiLux SR5 drive away' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
