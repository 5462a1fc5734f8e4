import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { type CarHit, type Promotion } from '@dealerline/shared';
import { DEFAULT_HITS_PER_PAGE } from '@dealerline/shared/rules';
import { installFakeFetch, renderWithPlatform, testCarHit, type FakeFetch } from '@dealerline/shared/testing';
import HomeSearchExpose from '../../../exposes/home-search';
import HomeStockExpose from '../../../exposes/home-stock';
import { setSearchClientFactory } from '../../../lib/search';
import { fakeSearchClient, type FakeSearchClient } from '../../../lib/search/testing/fake-search-client';
import { AVAILABLE_FILTERS, FEATURED_FILTERS, HOME_LIST_LIMIT } from '../components/home-stock';

// Cards load their finance box from mf-finance through federation; here it never arrives.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: () => new Promise(() => undefined) }));

let id = 0;
const car = (make: string, model: string, body: string, overrides: Partial<CarHit> = {}) =>
  testCarHit({
    id: ++id,
    objectID: String(id),
    make,
    model,
    simple_body: body,
    name: `2021 ${make} ${model}`,
    slug: `2021-${make}-${model}-${id}`.toLowerCase().replace(/\s+/g, '-'),
    ...overrides,
  });

const stock: CarHit[] = [
  car('Toyota', 'HiLux', 'Ute', { price: 8500, before_price: 9990 }),
  car('Toyota', 'HiLux', 'Cab Chassis'),
  car('Toyota', 'RAV4', 'SUV', { before_price: 41990 }),
  car('Mazda', 'CX-5', 'SUV', { before_price: 35990, photos_count: 0 }),
  car('Mazda', 'BT-50', 'Ute'),
  car('Land Rover', 'Defender', 'SUV', { price: 124900 }),
];
/** Featured stock (FEATURED_FILTERS): in stock, reduced, with photos. */
const FEATURED = ['2021 Toyota HiLux', '2021 Toyota RAV4'];

const slide = (title: string, link_href: string | null): Promotion => ({
  title,
  image_url: `/images/demo/suv/0b3d91/${title.length}.jpg`,
  image_width: 1920,
  image_height: 540,
  alt: title,
  link_href,
  starts_at: null,
  expires_at: null,
});
const promotions = [
  slide('HiLux runout', '/special-offers'),
  slide('Sell your car to us', '/trade-in'),
  slide('Service', null),
];

let client: FakeSearchClient;
let network: FakeFetch;
beforeEach(() => {
  window.history.replaceState(null, ''); // no make or model kept by an earlier test
  client = fakeSearchClient(stock);
  setSearchClientFactory(() => client);
  network = installFakeFetch({ '/api/promotions': { body: { promotions } } });
});
afterEach(() => {
  setSearchClientFactory(null);
  network.restore();
});

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

/** The home page's two mf-search regions, as the shell composes them. */
function renderHome(url = '/') {
  return renderWithPlatform(
    <Routes>
      <Route
        path="/"
        element={
          <>
            <HomeSearchExpose />
            <HomeStockExpose />
          </>
        }
      />
      <Route path="/search/*" element={<LocationProbe />} />
    </Routes>,
    { url },
  );
}

const queries = () => client.calls.flat();
const showMe = () => screen.getByRole('link', { name: /^Show Me/ });

describe('home search widgets', () => {
  it('runs no results search without query parameters: only the facet counts, price bounds and fixed lists', async () => {
    renderHome();
    const latest = await screen.findByRole('heading', { level: 2, name: 'Latest arrivals' });
    await screen.findAllByRole('article');
    // The cards' titles sit under their list's h2.
    const section = latest.closest('section')!;
    expect(within(section).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
    expect(within(section).getAllByRole('heading', { level: 2 })).toEqual([latest]);

    expect(queries().some((query) => query.hitsPerPage === DEFAULT_HITS_PER_PAGE)).toBe(false);
    const facetQueries = queries().filter((query) => query.hitsPerPage === 0);
    expect(facetQueries.map((query) => query.facets)).toEqual([['make', 'simple_body'], ['price']]);
    expect(facetQueries[1]!.maxValuesPerFacet).toBe(1);
    const lists = queries().filter((query) => query.hitsPerPage === HOME_LIST_LIMIT);
    expect(lists.map((query) => [query.indexName, query.filters])).toEqual(
      expect.arrayContaining([
        ['Car_production', FEATURED_FILTERS],
        ['Car_production_latest', AVAILABLE_FILTERS],
      ]),
    );
    expect(queries()).toHaveLength(4);
  });

  it('opens the search when the home URL carries search parameters', async () => {
    renderHome('/?refinementList[make][0]=Toyota&sortBy=price_asc');
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent(
      '/search/new-used-and-demo-cars/?refinementList[make][0]=Toyota&sortBy=price_asc',
    );
  });

  it('leaves the stock lists out for a home URL with search parameters, which opens that search instead', async () => {
    renderWithPlatform(
      <Routes>
        <Route path="/" element={<HomeStockExpose />} />
      </Routes>,
      { url: '/?refinementList[make][0]=Toyota' },
    );
    await waitFor(() => expect(document.querySelector('[data-module="home-stock"]')).not.toBeNull());
    expect(screen.queryByRole('region', { name: 'Latest arrivals' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Featured vehicles' })).toBeNull();
    expect(queries()).toHaveLength(0);
  });

  it('offers the models of the chosen make with counts, and Show Me N goes to that search scrolled to the top', async () => {
    renderHome();
    const make = screen.getByRole('combobox', { name: 'Make' });
    await within(make).findByRole('option', { name: 'Toyota (3)' });
    expect(screen.getByRole('combobox', { name: 'Model' })).toBeDisabled();
    expect(showMe()).toHaveTextContent('Show Me 6 vehicles');
    // Filled, with no other edge: high contrast paints this border where the fill is gone.
    expect(showMe()).toHaveStyle({ borderStyle: 'solid', borderWidth: '1px', borderColor: 'transparent' });

    fireEvent.change(make, { target: { value: 'Toyota' } });
    const model = screen.getByRole('combobox', { name: 'Model' });
    await within(model).findByRole('option', { name: 'HiLux (2)' });
    expect(
      within(model)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All models', 'HiLux (2)', 'RAV4 (1)']);
    expect(showMe()).toHaveTextContent('Show Me 3 vehicles');
    expect(showMe()).toHaveAttribute(
      'href',
      '/search/new-used-and-demo-cars/?refinementList[make][0]=Toyota&scrollTop=1',
    );

    fireEvent.change(model, { target: { value: 'HiLux' } });
    expect(showMe()).toHaveTextContent('Show Me 2 vehicles');
    expect(showMe()).toHaveAttribute(
      'href',
      '/search/new-used-and-demo-cars/?refinementList[make][0]=Toyota&refinementList[model][0]=HiLux&scrollTop=1',
    );

    fireEvent.change(make, { target: { value: 'Mazda' } });
    await within(screen.getByRole('combobox', { name: 'Model' })).findByRole('option', { name: 'CX-5 (1)' });
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveValue('');
    expect(showMe()).toHaveTextContent('Show Me 2 vehicles');

    fireEvent.click(showMe());
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent(
      '/search/new-used-and-demo-cars/?refinementList[make][0]=Mazda&scrollTop=1',
    );
  });

  it('keeps the chosen make and model for Back from the search Show Me opened, not for a new visit', async () => {
    const first = renderHome();
    const make = screen.getByRole('combobox', { name: 'Make' });
    await within(make).findByRole('option', { name: 'Toyota (3)' });
    fireEvent.change(make, { target: { value: 'Toyota' } });
    const model = screen.getByRole('combobox', { name: 'Model' });
    await within(model).findByRole('option', { name: 'HiLux (2)' });
    fireEvent.change(model, { target: { value: 'HiLux' } });
    first.unmount();

    // Back: the browser gives the home page its history entry again.
    const back = renderHome();
    await within(screen.getByRole('combobox', { name: 'Make' })).findByRole('option', { name: 'Toyota (3)' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Make' })).toHaveValue('Toyota'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Model' })).toHaveValue('HiLux'));
    expect(showMe()).toHaveTextContent('Show Me 2 vehicles');
    back.unmount();

    // A new entry (a link to the home page) starts empty.
    window.history.pushState(null, '', '/');
    renderHome();
    await within(screen.getByRole('combobox', { name: 'Make' })).findByRole('option', { name: 'Toyota (3)' });
    expect(screen.getByRole('combobox', { name: 'Make' })).toHaveValue('');
    expect(showMe()).toHaveTextContent('Show Me 6 vehicles');
  });

  it('lists price ranges by lowest figure with "Under" first, each searching that range by highest price', async () => {
    renderHome();
    await waitFor(() => expect(client.calls).not.toHaveLength(0));
    await screen.findByRole('region', { name: 'Search by make' });
    const ranges = within(screen.getByRole('region', { name: 'Search by price' })).getAllByRole('link');
    expect(ranges.map((link) => link.textContent)).toEqual([
      'Under $10,000',
      '$10,000 - $19,999',
      '$20,000 - $29,999',
      '$30,000 - $39,999',
      '$40,000 - $49,999',
      '$50,000 - $74,999',
      '$75,000 - $99,999',
      '$100,000 and over',
    ]);
    expect(ranges[0]).toHaveAttribute(
      'href',
      '/search/new-used-and-demo-cars/?range[price]=:9999&sortBy=price_desc',
    );
    expect(ranges[1]).toHaveAttribute(
      'href',
      '/search/new-used-and-demo-cars/?range[price]=10000:19999&sortBy=price_desc',
    );
    expect(ranges[7]).toHaveAttribute(
      'href',
      '/search/new-used-and-demo-cars/?range[price]=100000:&sortBy=price_desc',
    );
  });

  it('leaves out the price ranges no car of the stock is priced in', async () => {
    client = fakeSearchClient([
      car('Subaru', 'Forester', 'SUV', { price: 29990 }),
      car('Subaru', 'WRX', 'Sedan', { price: 50000 }),
    ]);
    renderHome();
    await screen.findByRole('region', { name: 'Search by make' });
    const ranges = within(screen.getByRole('region', { name: 'Search by price' })).getAllByRole('link');
    expect(ranges.map((link) => link.textContent)).toEqual([
      '$20,000 - $29,999',
      '$30,000 - $39,999',
      '$40,000 - $49,999',
      '$50,000 - $74,999',
    ]);
  });

  it('shows no price ranges when no car has a price', async () => {
    client = fakeSearchClient([car('Subaru', 'Forester', 'SUV', { price: null as unknown as number })]);
    renderHome();
    await screen.findByRole('region', { name: 'Search by make' });
    expect(screen.queryByRole('region', { name: 'Search by price' })).toBeNull();
  });

  it('shows a tile per body type in stock and per top make, each to its /search/{slug} route', async () => {
    renderHome();
    const bodies = within(await screen.findByRole('region', { name: 'Search by body type' })).getAllByRole(
      'link',
    );
    expect(bodies.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Cab Chassis (1)', '/search/cab-chassis'],
      ['SUV (3)', '/search/suv'],
      ['Ute (2)', '/search/ute'],
    ]);
    const makes = within(screen.getByRole('region', { name: 'Search by make' })).getAllByRole('link');
    expect(makes.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Toyota (3)', '/search/toyota'],
      ['Mazda (2)', '/search/mazda'],
      ['Land Rover (1)', '/search/land-rover'],
    ]);
  });

  it('lets a tile wrap its count under its name, and a long name break, instead of widening a phone page', async () => {
    renderHome();
    const tiles = within(await screen.findByRole('region', { name: 'Search by make' })).getAllByRole('link');
    // Side by side and unbreakable, "Toyota (694)" made a 320 px home page 338 px wide with the shopper's own
    // text spacing (WCAG 1.4.10, 1.4.12).
    for (const tile of tiles) expect(tile).toHaveStyle({ flexWrap: 'wrap', overflowWrap: 'anywhere' });
  });

  it('shows featured stock and latest arrivals as result cards', async () => {
    renderHome();
    const latest = await screen.findByRole('region', { name: 'Latest arrivals' });
    expect(await within(latest).findAllByRole('article', { name: '2021 Toyota HiLux' })).toHaveLength(2);
    expect(within(latest).getAllByRole('article')).toHaveLength(stock.length);
    expect(within(latest).getByRole('link', { name: 'See all our latest arrivals' })).toHaveAttribute(
      'href',
      '/search/new-used-and-demo-cars/?sortBy=latest',
    );
    // Only the reduced cars with photos: not every car in stock (the CX-5 has no photo).
    const featured = await screen.findByRole('region', { name: 'Featured vehicles' });
    await waitFor(() => expect(within(featured).getAllByRole('article')).toHaveLength(FEATURED.length));
    within(featured)
      .getAllByRole('article')
      .forEach((card, i) => expect(card).toHaveAccessibleName(FEATURED[i]));
  });

  it("loads the stock lists' pictures lazily, none at high priority: they follow the first screen", async () => {
    renderHome();
    const featured = await screen.findByRole('region', { name: 'Featured vehicles' });
    await waitFor(() => expect(within(featured).getAllByRole('article')).toHaveLength(FEATURED.length));
    const cards = [...within(featured).getAllByRole('article')];
    cards.push(...within(screen.getByRole('region', { name: 'Latest arrivals' })).getAllByRole('article'));
    for (const card of cards) {
      const picture = within(card).getByRole('img', { name: /^20\d\d / });
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(picture).not.toHaveAttribute('fetchpriority');
    }
  });

  it('slides through the promotions: arrows disabled at the ends, the dot of the shown slide current', async () => {
    renderHome();
    const slider = await screen.findByRole('region', { name: 'Promotions' });
    const previous = within(slider).getByRole('button', { name: 'Previous slide' });
    const next = within(slider).getByRole('button', { name: 'Next slide' });
    const dot = (n: number) => within(slider).getByRole('button', { name: new RegExp(`^Slide ${n}:`) });
    const shownSlide = () => within(slider).getByRole('group');

    expect(shownSlide()).toHaveAccessibleName('1 of 3');
    expect(within(shownSlide()).getByRole('link')).toHaveAttribute('href', '/special-offers');
    expect(within(shownSlide()).getByRole('img', { name: 'HiLux runout' })).toHaveAttribute(
      'src',
      '/images/demo/suv/0b3d91/12.jpg?w=1500',
    );
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(dot(1)).toHaveAttribute('aria-current', 'true');

    fireEvent.click(next);
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
    expect(previous).not.toHaveAttribute('aria-disabled');
    expect(dot(1)).toHaveAttribute('aria-current', 'false');
    expect(dot(2)).toHaveAttribute('aria-current', 'true');

    fireEvent.click(dot(3));
    expect(shownSlide()).toHaveAccessibleName('3 of 3');
    expect(within(shownSlide()).queryByRole('link')).not.toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
  });
});
