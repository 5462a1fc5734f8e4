import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  ANALYTICS_EVENT_IDS,
  bus,
  favouritesStorageKey,
  favouriteToggled,
  selectFavourites,
  type AnalyticsEvent,
  type FavouriteEntry,
} from '@dealerline/shared';
import { renderWithPlatform, testSite } from '@dealerline/shared/testing';
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
