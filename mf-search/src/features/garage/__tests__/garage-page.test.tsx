import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ANALYTICS_EVENT_IDS,
  bus,
  favouritesStorageKey,
  favouriteToggled,
  selectFavourites,
  type AnalyticsEvent,
  type FavouriteEntry,
} from '@dealerline/shared';
import {
  installFakeFetch,
  renderWithPlatform,
  testCarHit,
  testSite,
  type FakeFetch,
  type FakeRoute,
} from '@dealerline/shared/testing';
import GaragePageExpose from '../../../exposes/garage-page';

const cx5: FavouriteEntry = {
  id: 3,
  name: '2019 Mazda CX-5',
  slug: '2019-mazda-cx-5-3',
  make: 'Mazda',
  model: 'CX-5',
  primary_image_url: '/images/demo/suv/b3141c/front-left.jpg',
};
const hilux: FavouriteEntry = {
  id: 7,
  name: '2022 Toyota HiLux SR5',
  slug: '2022-toyota-hilux-sr5-7',
  make: 'Toyota',
  model: 'HiLux',
  primary_image_url: null,
};

const site = testSite({ slug: 'garage-motors', favourites: true });

/** The car index as the site's secured key reads it: a car by id, in stock unless a route says otherwise. */
let network: FakeFetch;
function serveCars(routes: Record<string, FakeRoute> = {}) {
  network?.restore();
  network = installFakeFetch({
    '/1/indexes/Car_production/3': { body: testCarHit({ id: 3 }) },
    '/1/indexes/Car_production/7': { body: testCarHit({ id: 7 }) },
    ...routes,
  });
}
beforeEach(() => serveCars());
afterEach(() => network.restore());

function storageWith(entries: FavouriteEntry[]): Storage {
  window.localStorage.clear();
  window.localStorage.setItem(favouritesStorageKey(site.slug), JSON.stringify(entries));
  return window.localStorage;
}

describe('garage page', () => {
  it('says so when nothing is saved, and points to the stock', () => {
    renderWithPlatform(<GaragePageExpose />, { site, url: '/garage' });

    expect(screen.getByText(/You have not saved any vehicles yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search our stock' })).toHaveAttribute(
      'href',
      '/search/new-used-and-demo-cars/',
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists the saved vehicles of this site, each linking to its vehicle page', () => {
    renderWithPlatform(<GaragePageExpose />, { site, url: '/garage', storage: storageWith([cx5, hilux]) });

    expect(screen.getByText('2 saved vehicles')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: '2019 Mazda CX-5' })).toHaveAttribute(
      'href',
      '/cars/2019-mazda-cx-5-3',
    );
    expect(within(items[1]!).getByRole('link', { name: '2022 Toyota HiLux SR5' })).toHaveAttribute(
      'href',
      '/cars/2022-toyota-hilux-sr5-7',
    );
    expect(within(items[0]!).getByRole('img', { name: '2019 Mazda CX-5' })).toHaveAttribute(
      'src',
      '/images/demo/suv/b3141c/front-left.jpg?w=750',
    );
    expect(within(items[1]!).getByRole('img', { name: 'No photo available' })).toBeInTheDocument();
  });

  it('says which saved cars have sold, are reserved or are no longer listed, and offers similar ones', async () => {
    const outlander: FavouriteEntry = {
      ...hilux,
      id: 9,
      name: '2023 Mitsubishi Outlander',
      slug: 'outlander-9',
    };
    const i30: FavouriteEntry = { ...hilux, id: 11, name: '2024 Hyundai i30', slug: 'i30-11' };
    serveCars({
      '/1/indexes/Car_production/3': { body: testCarHit({ id: 3, status: 'sold' }) },
      // Sold past the site's days, taken off the website or out of the feed: the secured key finds it no more.
      '/1/indexes/Car_production/7': {
        status: 404,
        body: { message: 'ObjectID does not exist', status: 404 },
      },
      '/1/indexes/Car_production/9': { body: testCarHit({ id: 9, reserved: true }) },
      '/1/indexes/Car_production/11': { body: testCarHit({ id: 11 }) },
    });
    const storage = storageWith([cx5, hilux, outlander, i30]);
    renderWithPlatform(<GaragePageExpose />, { site, url: '/garage', storage });

    const items = screen.getAllByRole('listitem');
    await waitFor(() =>
      expect(within(items[1]!).getByText('This vehicle is no longer listed.')).toBeVisible(),
    );
    expect(within(items[0]!).getByText('Unfortunately this vehicle recently sold.')).toBeVisible();
    expect(within(items[0]!).getByRole('link', { name: '2019 Mazda CX-5' })).toHaveAttribute(
      'href',
      '/cars/2019-mazda-cx-5-3',
    );
    const similar = within(items[0]!).getByRole('link', { name: 'Find Me Something Similar' });
    expect(similar).toHaveAttribute(
      'href',
      '/search/new-used-and-demo-cars/?refinementList[make][0]=Mazda&refinementList[model][0]=CX-5',
    );
    expect(similar).toHaveAccessibleDescription('2019 Mazda CX-5');
    // Its page is gone: the name is no longer a link, the similar search and Remove stay.
    expect(within(items[1]!).queryByRole('link', { name: '2022 Toyota HiLux SR5' })).toBeNull();
    expect(within(items[1]!).getByRole('heading', { name: '2022 Toyota HiLux SR5' })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'Find Me Something Similar' })).toHaveAttribute(
      'href',
      '/search/new-used-and-demo-cars/?refinementList[make][0]=Toyota&refinementList[model][0]=HiLux',
    );
    expect(
      within(items[1]!).getByRole('button', { name: 'Remove 2022 Toyota HiLux SR5' }),
    ).toBeInTheDocument();
    expect(within(items[2]!).getByText(site.tag_wording.reserved)).toBeVisible();
    expect(within(items[2]!).queryByRole('link', { name: 'Find Me Something Similar' })).toBeNull();
    expect(items[3]!.querySelector('[data-saved-car-state]')).toBeNull();
    expect(within(items[3]!).queryByRole('link', { name: 'Find Me Something Similar' })).toBeNull();
  });

  it('says nothing of a saved car it could not look up', async () => {
    serveCars({ '/1/indexes/Car_production/3': { status: 500, body: { message: 'down' } } });
    renderWithPlatform(<GaragePageExpose />, { site, url: '/garage', storage: storageWith([cx5]) });
    await waitFor(() => expect(network.requests.length).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.querySelector('[data-saved-car-state]')).toBeNull();
    expect(screen.getByRole('link', { name: '2019 Mazda CX-5' })).toBeInTheDocument();
  });

  it('removes a vehicle: gone from the page and from local storage, with analytics event 39', () => {
    const events: AnalyticsEvent[] = [];
    const off = bus.on('analytics', (event) => events.push(event));
    const storage = storageWith([cx5, hilux]);
    const { store } = renderWithPlatform(<GaragePageExpose />, { site, url: '/garage', storage });

    fireEvent.click(screen.getByRole('button', { name: 'Remove 2019 Mazda CX-5' }));
    off();

    expect(screen.queryByRole('link', { name: '2019 Mazda CX-5' })).not.toBeInTheDocument();
    expect(screen.getByText('1 saved vehicle')).toBeInTheDocument();
    expect(selectFavourites(store.getState())).toEqual([hilux]);
    expect(JSON.parse(storage.getItem(favouritesStorageKey(site.slug))!)).toEqual([hilux]);
    expect(events).toEqual([
      { eventId: ANALYTICS_EVENT_IDS.FAVOURITE, name: 'favourite', data: { car_id: 3, saved: false } },
    ]);
  });

  it('keeps focus on the list after a removal: the next vehicle, the last one, then the heading', () => {
    const storage = storageWith([cx5, hilux]);
    renderWithPlatform(<GaragePageExpose />, { site, url: '/garage', storage });
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2019 Mazda CX-5' }));
    expect(screen.getByRole('button', { name: 'Remove 2022 Toyota HiLux SR5' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2022 Toyota HiLux SR5' }));
    expect(screen.getByRole('heading', { level: 1, name: 'My Garage' })).toHaveFocus();
  });

  it('follows favourites saved elsewhere on the page (a card or the vehicle page)', () => {
    const { store } = renderWithPlatform(<GaragePageExpose />, { site, url: '/garage' });
    act(() => {
      store.dispatch(favouriteToggled(hilux));
    });
    expect(screen.getByRole('link', { name: '2022 Toyota HiLux SR5' })).toBeInTheDocument();
  });

  it('marks its root with the remote and build that rendered it', () => {
    const { container } = renderWithPlatform(<GaragePageExpose />);
    const root = container.querySelector('[data-remote]');
    expect(root).toHaveAttribute('data-module', 'garage-page');
    expect(root).toHaveAttribute('data-build', '0.0.0-test');
  });
});
