import { screen, within } from '@testing-library/react';
import { installFakeFetch, renderWithPlatform, testCarHit, type FakeFetch } from '@dealerline/shared/testing';
import BrandPageExpose from '../../../exposes/brand-page';
import { setSearchClientFactory } from '../../../lib/search';
import { fakeSearchClient, type FakeSearchClient } from '../../../lib/search/testing/fake-search-client';
import { BRAND_STOCK_LIMIT } from '../components/brand-page';
import { mazda, model, toyota } from './catalogue-fixtures';

// Cards load their finance box from mf-finance through federation; here it never arrives.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: () => new Promise(() => undefined) }));

let network: FakeFetch;
let search: FakeSearchClient;
beforeEach(() => {
  search = fakeSearchClient([
    testCarHit({ id: 5, objectID: '5', slug: '2021-toyota-rav4-5', model: 'RAV4' }),
  ]);
  setSearchClientFactory(() => search);
  network = installFakeFetch({
    '/api/manufacturers': { body: { manufacturers: [mazda, toyota] } },
    '/api/models': (url) => ({
      body: {
        models:
          url.searchParams.get('manufacturer') === 'toyota'
            ? [
                model(toyota, { name: 'RAV4', status: 'all_new' }),
                model(toyota, { name: 'HiLux', body: ['ute'] }),
              ]
            : [],
      },
    }),
  });
});
afterEach(() => {
  network.restore();
  setSearchClientFactory(null);
});

const renderBrand = (slug: string) =>
  renderWithPlatform(<BrandPageExpose />, { url: `/brands/${slug}`, path: '/brands/:manufacturer' });

describe('brand page', () => {
  it("shows the manufacturer's logo and name, its models and a link to its stock", async () => {
    renderBrand('toyota');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Toyota' });
    expect(heading.querySelector('img')).toHaveAttribute('src', '/logos/toyota.svg');
    expect(await screen.findByRole('heading', { level: 3, name: 'Toyota RAV4' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Toyota HiLux' })).toBeInTheDocument();
    expect(screen.getByText('All New')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all Toyota stock' })).toHaveAttribute(
      'href',
      '/search/toyota',
    );
    expect(network.requests.map((url) => url.pathname + url.search)).toContain(
      '/api/models?manufacturer=toyota',
    );
  });

  it('lets the name wrap under the logo and keeps the logo within the page on a phone', async () => {
    renderBrand('toyota');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Toyota' });
    // The logo is 7.5em wide: beside the name it was wider than a 320 px page (WCAG 1.4.10 Reflow).
    expect(heading).toHaveStyle({ flexWrap: 'wrap' });
    expect(heading.querySelector('img')).toHaveStyle({ maxWidth: '100%' });
  });

  it("shows the make's latest stock from the second search, filtered by its slug", async () => {
    renderBrand('toyota');

    const stock = await screen.findByRole('region', { name: 'Latest Toyota stock' });
    expect(await within(stock).findByRole('article', { name: '2021 Toyota RAV4' })).toBeInTheDocument();
    expect(search.calls.flat()).toEqual([
      expect.objectContaining({
        indexName: 'Car_production_latest',
        filters: 'make_slug:toyota',
        hitsPerPage: BRAND_STOCK_LIMIT,
      }),
    ]);
  });

  it('says the brand was not found for a manufacturer the site does not sell', async () => {
    renderBrand('lamborghini');

    expect(await screen.findByRole('heading', { level: 1, name: 'Brand not found' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Brand not found \| /);
    expect(screen.getByText(/We do not sell “lamborghini”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the brands and models we sell' })).toHaveAttribute(
      'href',
      '/models',
    );
    expect(network.requests.map((url) => url.pathname)).not.toContain('/api/models');
    expect(search.calls).toEqual([]);
  });

  it('shows a retry notice when the manufacturers cannot be loaded', async () => {
    network.restore();
    network = installFakeFetch({ '/api/manufacturers': { status: 503, body: { message: 'down' } } });
    renderBrand('toyota');

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this brand.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
