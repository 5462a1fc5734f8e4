import { screen, within } from '@testing-library/react';
import type { ContentPage as Page } from '@dealerline/shared';
import { installFakeFetch, renderWithPlatform, type FakeFetch } from '@dealerline/shared/testing';
import { ContentPage } from '../components/content-page';

const eofy: Page = {
  slug: '/eofy',
  title: 'End of Financial Year Sale',
  seo: {
    title: 'End of Financial Year Sale | Test Motors',
    description: 'EOFY deals on cars at Test Motors.',
  },
  banner: {
    title: 'EOFY Sale ends 15 June',
    text: 'Save on cars in stock.',
    image_url: null,
    link: { label: 'Shop the sale', href: '/search/new-used-and-demo-cars/' },
    expires_at: '2025-06-15T14:00:00.000Z',
  },
  location_slug: null,
  body: [
    { type: 'heading', text: 'Conditions' },
    { type: 'paragraph', text: 'Our biggest sale of the year.' },
    { type: 'list', items: ['ABN holder pricing', 'Low-rate finance'] },
    { type: 'faq', items: [{ question: 'Can I trade in?', answer: 'Yes.' }] },
    { type: 'cta', label: 'Shop now', href: '/search/new-used-and-demo-cars/' },
    {
      type: 'tabs',
      tabs: [
        { label: 'Used', paragraphs: ['Used cover.'] },
        { label: 'New', paragraphs: ['New cover.'] },
      ],
    },
    { type: 'claims', items: [{ title: 'Since 1969', text: 'Serving the Sunshine Coast since 1969.' }] },
    { type: 'payments' },
    { type: 'promotions' },
  ],
};

const promotions = [
  {
    title: 'Sell your car to us',
    image_url: '/images/sell.jpg',
    image_width: 1920,
    image_height: 540,
    alt: 'Sell your car to us',
    link_href: '/trade-in',
    starts_at: null,
    expires_at: null,
  },
];

let network: FakeFetch;
afterEach(() => {
  network.restore();
  jest.useRealTimers();
});

function renderPage(url: string, pages: Record<string, Page> = { '/eofy': eofy }) {
  network = installFakeFetch({
    '/api/pages': (url) => {
      const page = pages[url.searchParams.get('path') ?? ''];
      return page ? { body: { page } } : { status: 404, body: { message: 'No page' } };
    },
    '/api/promotions': { body: { promotions } },
  });
  return renderWithPlatform(<ContentPage />, { url });
}

describe('ContentPage', () => {
  it('renders the stored page of the path with every block, and its SEO title and description', async () => {
    jest.useFakeTimers({
      now: new Date('2026-11-21T00:00:00Z'),
      doNotFake: ['queueMicrotask', 'setTimeout'],
    });
    renderPage('/eofy/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'End of Financial Year Sale' }),
    ).toBeVisible();
    expect(network.requests[0]!.searchParams.get('path')).toBe('/eofy');
    expect(screen.getByRole('heading', { level: 2, name: 'Conditions' })).toBeVisible();
    expect(screen.getByText('Our biggest sale of the year.')).toBeVisible();
    expect(screen.getByText('Low-rate finance')).toBeVisible();
    expect(screen.getByText('Can I trade in?')).toBeVisible();
    // The call to action is filled, with no other edge: high contrast paints this border where the fill is gone.
    expect(screen.getByRole('link', { name: 'Shop now' })).toHaveStyle({
      borderStyle: 'solid',
      borderWidth: '1px',
      borderColor: 'transparent',
    });
    expect(screen.getByRole('link', { name: 'Shop now' })).toHaveAttribute(
      'href',
      '/search/new-used-and-demo-cars/',
    );
    expect(screen.getByRole('tab', { name: 'Used' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Used cover.');
    expect(screen.getByRole('list', { name: 'Why buy from us' })).toHaveTextContent('Since 1969');
    expect(screen.getByRole('list', { name: 'Accepted payments' })).toBeVisible();
    const slider = await screen.findByRole('region', { name: 'Promotions' });
    expect(within(slider).getByRole('link', { name: 'Sell your car to us' })).toHaveAttribute(
      'href',
      '/trade-in',
    );
    expect(document.title).toBe('End of Financial Year Sale | Test Motors');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'EOFY deals on cars at Test Motors.',
    );
    // A link shared from the page after an in-app navigation names it too.
    expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'End of Financial Year Sale | Test Motors',
    );
    expect(document.querySelector('meta[property="og:description"]')).toHaveAttribute(
      'content',
      'EOFY deals on cars at Test Motors.',
    );
  });

  it('shows the sale banner before its expiry and leaves it out after (fixed clock)', async () => {
    jest.useFakeTimers({
      now: new Date('2025-06-15T13:00:00Z'),
      doNotFake: ['queueMicrotask', 'setTimeout'],
    });
    const { unmount } = renderPage('/eofy');
    const banner = await screen.findByRole('complementary', { name: 'EOFY Sale ends 15 June' });
    expect(within(banner).getByRole('link', { name: 'Shop the sale' })).toBeVisible();
    unmount();
    network.restore();
    jest.setSystemTime(new Date('2025-06-15T14:00:00Z'));
    renderPage('/eofy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'End of Financial Year Sale' }),
    ).toBeVisible();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows the not-found page for a path the site has no page of', async () => {
    renderPage('/pages/no-such-sale');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Search our stock' })).toBeVisible();
  });

  it('offers a retry when the page cannot be loaded', async () => {
    network = installFakeFetch({ '/api/pages': { status: 500, body: { message: 'down' } } });
    renderWithPlatform(<ContentPage />, { url: '/about-us' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this page.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
