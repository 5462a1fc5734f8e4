import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router';
import { renderWithPlatform, testDealer, testSite } from '@dealerline/shared/testing';
import { searchDescription } from '@dealerline/shared/rules';
import { bus, type SiteConfig } from '@dealerline/shared';
import { setSearchClientFactory } from '../../../lib/search';
import { resultPageCache } from '../../../lib/search/result-page-cache';
import { fakeSearchClient, type FakeSearchClient } from '../../../lib/search/testing/fake-search-client';
import { testCarHit } from '@dealerline/shared/testing';
import { SearchPage } from '../components/search-page';

const cars = [
  ...Array.from({ length: 30 }, (_, i) =>
    testCarHit({ id: i + 1, car_type: 'used', price: 10000 + i * 1000 }),
  ),
  ...Array.from({ length: 5 }, (_, i) =>
    testCarHit({
      id: 100 + i,
      car_type: 'new',
      make: 'Land Rover',
      make_slug: 'land-rover',
      model: 'Defender',
      simple_body: 'SUV',
    }),
  ),
];

let client: FakeSearchClient;

beforeEach(() => {
  client = fakeSearchClient(cars);
  setSearchClientFactory(() => client);
  resultPageCache.clear();
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  setSearchClientFactory(null);
  jest.restoreAllMocks();
});

const renderPage = (url: string, site?: SiteConfig) =>
  renderWithPlatform(<SearchPage />, { url, path: '/search/*', ...(site && { site }) });
/** The multi-queries of result pages (a page of 21 hits), not the filters' own counts. */
const pageSearches = () => client.calls.filter((queries) => queries[0]?.hitsPerPage === 21);
const cardIds = () =>
  within(screen.getByRole('list', { name: 'Search results' }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('data-car-id'))
    .filter(Boolean);

describe('search page', () => {
  it('shows the route title, the count and one page of 21 cards of the scoped stock', async () => {
    renderPage('/search/used-cars');
    expect(await screen.findByText('30 vehicles')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Used Cars');
    expect(cardIds()).toHaveLength(21);
    expect(client.calls[0]?.[0]).toMatchObject({
      facetFilters: [['car_type:used']],
      hitsPerPage: 21,
      page: 0,
    });
  });

  it('reads the state from the URL: page, sort and refinements', async () => {
    renderPage('/search/new-used-and-demo-cars/?page=2&sortBy=price_asc&refinementList[car_type][0]=used');
    await screen.findByText('30 vehicles');
    expect(client.calls[0]?.[0]).toMatchObject({
      indexName: 'Car_production_price_asc',
      facetFilters: [['car_type:used']],
      page: 1,
    });
    expect(cardIds()).toEqual(Array.from({ length: 9 }, (_, i) => String(22 + i)));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
  });

  it('links every page with a real URL and follows a link to the next page', async () => {
    renderPage('/search/used-cars?sortBy=latest');
    await screen.findByText('30 vehicles');
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/search/used-cars?sortBy=latest&page=2',
    );
    expect(within(pagination).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    fireEvent.click(within(pagination).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(cardIds()).toHaveLength(9));
    expect(within(pagination).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    // Focus goes to the results' heading at the top, not left on the link at the bottom.
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('keeps the previous results on screen while the next page loads', async () => {
    renderPage('/search/used-cars');
    await screen.findByText('30 vehicles');
    const firstPage = cardIds();
    client.hold();
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Search results' })).toHaveAttribute('aria-busy', 'true'),
    );
    expect(cardIds()).toEqual(firstPage);
    await act(async () => client.release());
    await waitFor(() => expect(cardIds()).toHaveLength(9));
  });

  it('keeps the previous results after an error, with a notice and a retry', async () => {
    renderPage('/search/used-cars');
    await screen.findByText('30 vehicles');
    const firstPage = cardIds();
    client.failWith(new Error('Unreachable hosts'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price_desc' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the latest results.');
    expect(cardIds()).toEqual(firstPage);
    client.succeed();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(client.calls.at(-1)?.[0]?.indexName).toBe('Car_production_price_desc');
  });

  it('goes back to a page fetched before without searching again', async () => {
    renderPage('/search/used-cars');
    await screen.findByText('30 vehicles');
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(cardIds()).toHaveLength(9));
    const sent = client.calls.length;
    fireEvent.click(screen.getByRole('link', { name: 'Page 1' }));
    await waitFor(() => expect(cardIds()).toHaveLength(21));
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(cardIds()).toHaveLength(9));
    expect(client.calls).toHaveLength(sent);
  });

  it('shows a car this tab has reserved as reserved, also in the results it goes back to from the cache', async () => {
    client = fakeSearchClient(cars.map((car) => (car.id === 3 ? { ...car, tag: 'Test Drive Only' } : car)));
    const card = (id: number) =>
      within(screen.getByRole('list', { name: 'Search results' })).getByRole('article', {
        name: (_, element) => element.getAttribute('data-car-id') === String(id),
      });
    const tag = (id: number) => card(id).querySelector('[data-tag]');
    const reserve = (id: number) => within(card(id)).queryByRole('link', { name: /^Reserve this Car,/ });
    const before = renderPage('/search/used-cars');
    await screen.findByText('30 vehicles');
    expect(tag(3)).toHaveTextContent('Test Drive Only');
    expect(reserve(3)).toHaveAttribute('href', `/cars/${cars[2]!.slug}/checkout`);
    const sent = client.calls.length;

    // The shopper reserves car 3 in the checkout (mf-vehicle), which says so on the bus, then comes back.
    before.unmount();
    bus.emit('car:reserved', { carId: 3 });
    renderPage('/search/used-cars');
    await screen.findByText('30 vehicles');
    expect(client.calls).toHaveLength(sent); // the answer fetched before the reservation (spec §4's cache)
    expect(tag(3)).toHaveTextContent('RESERVED');
    expect(reserve(3)).toBeNull();
    expect(card(3)).toHaveTextContent('View Details');
    // A card on screen follows at once; the others keep what the search said.
    expect(reserve(4)).toBeInTheDocument();
    act(() => bus.emit('car:reserved', { carId: 4 }));
    expect(reserve(4)).toBeNull();
    expect(tag(4)).toHaveTextContent('RESERVED');
    expect(reserve(5)).toBeInTheDocument();
  });

  it('shows a notice and a retry when the first search fails', async () => {
    client.failWith(new Error('Unreachable hosts'));
    renderPage('/search/used-cars');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the vehicles.');
    client.succeed();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('30 vehicles')).toBeInTheDocument();
    expect(cardIds()).toHaveLength(21);
  });

  it('links back to the first and the last page from a page past the last one', async () => {
    renderPage('/search/used-cars?page=9');
    await screen.findByText('30 vehicles');
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute(
      'href',
      '/search/used-cars',
    );
    expect(screen.getByRole('link', { name: 'the last page' })).toHaveAttribute(
      'href',
      '/search/used-cars?page=2',
    );
  });

  it('gives a page past the last the head of the server’s 404 page, and the next page its own after', async () => {
    const robots = () => document.head.querySelector('meta[name="robots"]');
    const ogUrl = () => document.head.querySelector('meta[property="og:url"]');
    const canonical = document.createElement('link');
    canonical.rel = 'canonical';
    canonical.href = 'https://www.example.com.au/search/used-cars?page=9';
    document.head.append(canonical);
    try {
      renderPage('/search/used-cars?page=9', testSite({ domains: ['www.example.com.au'] }));
      await screen.findByText('There are no vehicles on this page.', { exact: false });
      expect(robots()).toHaveAttribute('content', 'noindex');
      expect(canonical).toHaveAttribute('href', 'https://www.example.com.au/search/used-cars');
      // A share of the page names the same URL as its canonical link, as on the server's 404 page.
      expect(ogUrl()).toHaveAttribute('content', 'https://www.example.com.au/search/used-cars');
      act(() => fireEvent.click(screen.getByRole('link', { name: 'the last page' })));
      await waitFor(() => expect(robots()).toBeNull());
      // Page 2's, as the shell's route head has just written it: not page 9's, the page the shopper left.
      expect(canonical).toHaveAttribute('href', 'https://www.example.com.au/search/used-cars?page=2');
      expect(ogUrl()).toHaveAttribute('content', 'https://www.example.com.au/search/used-cars?page=2');
    } finally {
      canonical.remove();
      ogUrl()?.remove();
    }
  });

  it('names and describes the search in the head, as the server does', async () => {
    renderPage('/search/used-cars');
    await screen.findByText('30 vehicles');
    expect(document.title).toBe('Used Cars for sale | Test Motors');
    const description = document.head.querySelector('meta[name="description"]');
    expect(description).toHaveAttribute('content', searchDescription('Used Cars', testDealer()));
    expect(description?.getAttribute('content')).toMatch(/^Browse Used Cars for sale at Test Motors in /);
  });

  it('leaves the head of a page within the search’s pages as it is', async () => {
    renderPage('/search/used-cars?page=2');
    await screen.findByText('30 vehicles');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('points no pagination link past the last page from a page past it: Previous goes to the last page', async () => {
    renderPage('/search/used-cars?page=9');
    await screen.findByText('There are no vehicles on this page.', { exact: false });
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/search/used-cars?page=2',
    );
    expect(within(pagination).queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(within(pagination).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
    for (const link of within(pagination).getAllByRole('link'))
      expect(Number(/page=(\d+)/.exec(link.getAttribute('href') ?? '')?.[1] ?? 1)).toBeLessThanOrEqual(2);
  });

  it.each([['1001'], ['49'], ['99999']])(
    'shows ?page=%s, past every search’s last page, as a page with no vehicles, never as the first page',
    async (page) => {
      client = fakeSearchClient(
        Array.from({ length: 1050 }, (_, i) => testCarHit({ id: i + 1, car_type: 'used' })),
      );
      renderPage(`/search/used-cars?page=${page}`);
      await screen.findByText('1,050 vehicles');
      expect(screen.getByText('There are no vehicles on this page.', { exact: false })).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute(
        'href',
        '/search/used-cars',
      );
      expect(screen.getByRole('link', { name: 'the last page' })).toHaveAttribute(
        'href',
        '/search/used-cars?page=48',
      );
      // Asked of the search as the first page past its 48 (an empty page), not as the first.
      expect(client.calls[0]?.[0]).toMatchObject({ page: 48, hitsPerPage: 21 });
      const pagination = screen.getByRole('navigation', { name: 'Pagination' });
      expect(within(pagination).getByRole('link', { name: 'Previous' })).toHaveAttribute(
        'href',
        '/search/used-cars?page=48',
      );
    },
  );

  it.each([['0'], ['-1'], ['abc'], ['2.5'], ['']])(
    'shows the first page under a URL that says so for ?page=%s, which is no page number',
    async (page) => {
      const Url = () => {
        const { pathname, search } = useLocation();
        return <output aria-label="url">{pathname + search}</output>;
      };
      renderWithPlatform(
        <>
          <SearchPage />
          <Url />
        </>,
        { url: `/search/used-cars?sortBy=latest&page=${page}`, path: '/search/*' },
      );
      await screen.findByText('30 vehicles');
      await waitFor(() =>
        expect(screen.getByLabelText('url')).toHaveTextContent(/^\/search\/used-cars\?sortBy=latest$/),
      );
      expect(cardIds()).toHaveLength(21);
      expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      expect(client.calls.every((queries) => (queries[0]?.page ?? 0) === 0)).toBe(true);
    },
  );

  it('stops the pages where the search stops (its first 1,000 results) and says so under them', async () => {
    client = fakeSearchClient(
      Array.from({ length: 1050 }, (_, i) => testCarHit({ id: i + 1, car_type: 'used' })),
    );
    renderPage('/search/used-cars?page=48');
    await screen.findByText('1,050 vehicles');
    expect(cardIds()).toHaveLength(13);
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 48' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'These pages show the first 1,000 vehicles. Narrow your search with the filters to see the rest.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of a paging limit when every result can be paged through', async () => {
    renderPage('/search/used-cars');
    await screen.findByText('30 vehicles');
    expect(screen.queryByText(/These pages show the first/)).not.toBeInTheDocument();
  });

  it('lists only cars with a price within a price range', async () => {
    client = fakeSearchClient([...cars, testCarHit({ id: 900, car_type: 'used', price: 0 })]);
    renderPage('/search/used-cars?range[price]=:20000');
    expect(await screen.findByText('11 vehicles')).toBeInTheDocument();
    expect(cardIds()).not.toContain('900');
  });

  it('says under the count how many cars Lowest Price leaves out where the site sorts priced cars only', async () => {
    const unpriced = Array.from({ length: 4 }, (_, i) =>
      testCarHit({ id: 200 + i, car_type: 'used', price: 0 }),
    );
    client = fakeSearchClient([...cars, ...unpriced]);
    const site = testSite();
    renderPage(
      '/search/used-cars?sortBy=price_asc',
      testSite({ search: { ...site.search!, sortFilters: { price_asc: 'price > 0' } } }),
    );
    expect(await screen.findByText('30 vehicles')).toBeInTheDocument();
    expect(screen.getByText('4 vehicles without a price are not shown in this order.')).toBeInTheDocument();
    expect(cardIds()).not.toContain('200');
    // Counted in the same request as the page: one multi-query, its last query without the sort's filter.
    const [sorted, ...others] = pageSearches();
    expect(others).toEqual([]);
    expect(sorted![0]).toMatchObject({ indexName: 'Car_production_price_asc', filters: 'price > 0' });
    expect(sorted!.at(-1)).toMatchObject({ hitsPerPage: 0, facetFilters: [['car_type:used']] });
    expect(sorted!.at(-1)).not.toHaveProperty('filters');

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'latest' } });
    expect(await screen.findByText('34 vehicles')).toBeInTheDocument();
    expect(screen.queryByText(/without a price/)).not.toBeInTheDocument();
    expect(pageSearches()[1]).toHaveLength(1);
  });

  it('says nothing of cars left out where Lowest Price lists every car', async () => {
    client = fakeSearchClient([...cars, testCarHit({ id: 200, car_type: 'used', price: 0 })]);
    renderPage('/search/used-cars?sortBy=price_asc');
    expect(await screen.findByText('31 vehicles')).toBeInTheDocument();
    expect(screen.queryByText(/without a price/)).not.toBeInTheDocument();
    expect(pageSearches()[0]).toHaveLength(1);
  });

  it('says so when the shopper’s filters match nothing', async () => {
    renderPage('/search/used-cars?refinementList[colour][0]=Pink');
    expect(await screen.findByText('0 vehicles')).toBeInTheDocument();
    expect(
      screen.getByText(/No vehicles match your search. Try removing a filter or two./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('says the route has no stock, without asking to remove filters there are none of, and links to all stock', async () => {
    renderPage('/search/demo-cars');
    expect(await screen.findByText('0 vehicles')).toBeInTheDocument();
    expect(screen.getByText(/We have no Demo Cars in stock right now./)).toBeInTheDocument();
    expect(screen.queryByText(/Try removing a filter/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all our vehicles' })).toHaveAttribute(
      'href',
      '/search/new-used-and-demo-cars/',
    );
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('links nowhere else when the whole stock is empty', async () => {
    client = fakeSearchClient([]);
    renderPage('/search/new-used-and-demo-cars/');
    expect(await screen.findByText('0 vehicles')).toBeInTheDocument();
    expect(screen.getByText(/We have no New, Used and Demo Cars in stock right now./)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See all our vehicles' })).not.toBeInTheDocument();
  });

  it("puts the site's CTA card at its position counted over all the results", async () => {
    const site = testSite();
    renderPage('/search/used-cars?page=2', site);
    await screen.findByText('30 vehicles');
    const cards = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('article');
    expect(cards[8]).toHaveTextContent(site.search_page.cta!.heading);
    expect(cards).toHaveLength(10);
  });

  it("fixes the make by slug and matches the model against the make's models", async () => {
    renderPage('/search/land-rover/defender');
    expect(await screen.findByText('5 vehicles')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Land Rover Defender');
    const search = client.calls.find((queries) => queries[0]?.hitsPerPage === 21);
    expect(search?.[0]?.facetFilters).toEqual([['make_slug:land-rover'], ['model:Defender']]);
  });

  it('keeps the previous results, filters and heading while a model route matches its model', async () => {
    const GoTo = ({ path }: { path: string }) => {
      const navigate = useNavigate();
      return <button onClick={() => navigate(path)}>Go to {path}</button>;
    };
    renderWithPlatform(
      <>
        <SearchPage />
        <GoTo path="/search/land-rover/defender" />
      </>,
      { url: '/search/used-cars', path: '/search/*' },
    );
    await screen.findByText('30 vehicles');
    const usedCars = cardIds();
    const heading = screen.getByRole('heading', { level: 1 });
    client.hold();
    fireEvent.click(screen.getByRole('button', { name: 'Go to /search/land-rover/defender' }));
    await waitFor(() =>
      expect(client.calls.at(-1)?.[0]).toMatchObject({
        facets: ['model'],
        facetFilters: [['make_slug:land-rover']],
      }),
    );
    expect(screen.getByRole('list', { name: 'Search results' })).toHaveAttribute('aria-busy', 'true');
    expect(cardIds()).toEqual(usedCars);
    expect(screen.getByRole('group', { name: 'Condition' })).toBeInTheDocument();
    expect(heading).toHaveTextContent('Used Cars');
    expect(document.title).toBe('Used Cars for sale | Test Motors');
    expect(screen.getByRole('status')).toHaveTextContent('30 vehicles (updating…)');
    await act(async () => client.release());
    expect(await screen.findByText('5 vehicles')).toBeInTheDocument();
    expect(heading).toHaveTextContent('Land Rover Defender');
    expect(cardIds()).toEqual(['100', '101', '102', '103', '104']);
    // The tab's title follows the heading (the server wrote the first page's).
    expect(document.title).toBe('Land Rover Defender for sale | Test Motors');
  });

  it('fixes the body type of a body tile', async () => {
    renderPage('/search/suv');
    expect(await screen.findByText('5 vehicles')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('SUV');
    expect(client.calls[0]?.[0]?.facetFilters).toEqual([['simple_body:SUV']]);
  });

  it('scrolls to the top for the scroll-to-top flag and drops it from the URL', async () => {
    renderPage('/search/used-cars?scrollTop=1');
    await screen.findByText('30 vehicles');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/search/used-cars?page=2');
  });
});
