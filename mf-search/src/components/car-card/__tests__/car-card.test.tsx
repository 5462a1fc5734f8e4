import { fireEvent, screen, within } from '@testing-library/react';
import {
  bus,
  selectFavourites,
  type AnalyticsEvent,
  type CarHit,
  type DealerConfig,
  type SiteConfig,
} from '@dealerline/shared';
import { renderWithPlatform, testCarHit, testDealer, testSite } from '@dealerline/shared/testing';
import { CarCard } from '../car-card';

// The finance box comes from mf-finance through the federation runtime; here it never arrives (its loading
// and failure are covered in car-card-finance.test.tsx).
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: () => new Promise(() => undefined) }));

const DAY = 86_400_000;

function renderCard(
  hit: CarHit,
  options: {
    site?: SiteConfig;
    dealer?: DealerConfig;
    position?: number;
    belowFold?: boolean;
    storage?: Storage;
  } = {},
) {
  const result = renderWithPlatform(
    <CarCard hit={hit} position={options.position ?? 0} belowFold={options.belowFold} />,
    options,
  );
  return { ...result, card: within(screen.getByRole('article')) };
}

const tagOf = (container: HTMLElement) => container.querySelector('[data-tag]');

describe('CarCard', () => {
  it('titles the card year make model, linking to the car, with badge and series', () => {
    const { card } = renderCard(testCarHit());
    expect(screen.getByRole('article', { name: '2021 Toyota HiLux' })).toBeInTheDocument();
    expect(card.getByRole('heading', { level: 2, name: '2021 Toyota HiLux' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: '2021 Toyota HiLux' })).toHaveAttribute(
      'href',
      '/cars/2021-toyota-hilux-sr5-1001',
    );
    expect(card.getByText('SR5 GUN126R')).toBeInTheDocument();
  });

  it('shows the location overlay: the location name, else the city', () => {
    const { container, unmount } = renderCard(testCarHit());
    expect(container.querySelector('[data-location]')).toHaveTextContent('Test Motors Maroochydore');
    unmount();
    const other = renderCard(testCarHit({ location_name: null, city: 'Noosa Heads' }));
    expect(other.container.querySelector('[data-location]')).toHaveTextContent('Noosa Heads');
  });

  describe('tag banner', () => {
    it("shows the first tag by spec §4's priority in the site's wording", () => {
      const site = testSite({
        tag_wording: { ...testSite().tag_wording, sold: 'JUST SOLD', reserved: 'ON HOLD' },
      });
      const sold = renderCard(testCarHit({ status: 'sold', reserved: true, tag: 'Test Drive Only' }), {
        site,
      });
      expect(tagOf(sold.container)).toHaveTextContent('JUST SOLD');
      sold.unmount();
      const reserved = renderCard(testCarHit({ reserved: true, tag: 'Test Drive Only' }), { site });
      expect(tagOf(reserved.container)).toHaveTextContent('ON HOLD');
      reserved.unmount();
      const custom = renderCard(testCarHit({ tag: 'Test Drive Only', status: 'coming_soon' }), { site });
      expect(tagOf(custom.container)).toHaveTextContent('Test Drive Only');
    });

    it('shows Electric or Hybrid only on sites with fuel tags', () => {
      const ev = testCarHit({ simple_fuel: 'Electric', reserved: true });
      const withTags = renderCard(ev, { site: testSite({ fuel_tags: true }) });
      expect(tagOf(withTags.container)).toHaveTextContent('Electric');
      withTags.unmount();
      const without = renderCard(ev, { site: testSite({ fuel_tags: false }) });
      expect(tagOf(without.container)).toHaveTextContent('RESERVED');
    });

    it('marks a car created in the last 8 days as a new arrival, and shows no banner otherwise', () => {
      const fresh = renderCard(testCarHit({ created_at: new Date(Date.now() - DAY).toISOString() }));
      expect(tagOf(fresh.container)).toHaveTextContent('New Arrival');
      fresh.unmount();
      const old = renderCard(testCarHit({ created_at: new Date(Date.now() - 9 * DAY).toISOString() }));
      expect(tagOf(old.container)).toBeNull();
    });
  });

  describe('price', () => {
    const priceOf = (container: HTMLElement) => container.querySelector('[data-price]');

    it('shows a reduced price with the was-price and the price type', () => {
      const { container } = renderCard(testCarHit({ price: 45990, before_price: 48990 }));
      expect(priceOf(container)).toHaveTextContent('Was $48,990$45,990Drive Away');
      expect(container.querySelector('s')).toHaveTextContent('$48,990');
    });

    it("shows the site's no-price text when the price is 10 or less, and PREORDER for a pre-order", () => {
      const site = testSite({ no_price_text: 'Call for Price' });
      const noPrice = renderCard(testCarHit({ price: 10 }), { site });
      expect(priceOf(noPrice.container)).toHaveTextContent(/^Call for Price$/);
      noPrice.unmount();
      const preorder = renderCard(testCarHit({ price: 0, preorder: true }), { site });
      expect(priceOf(preorder.container)).toHaveTextContent(/^PREORDER$/);
    });

    it('shows the subscription price on subscription sites only', () => {
      const car = testCarHit({ price: 45990, subscription_price: 245 });
      const subscription = renderCard(car, { site: testSite({ offers_subscription: true }) });
      expect(priceOf(subscription.container)).toHaveTextContent('$245 /weekSubscription');
      subscription.unmount();
      const plain = renderCard(car);
      expect(priceOf(plain.container)).toHaveTextContent('$45,990Drive Away');
    });
  });

  describe('chips', () => {
    const chips = (container: HTMLElement) =>
      [...container.querySelectorAll('[data-chip]')].map((chip) => chip.textContent);

    it('shows the default chips with the km formatted', () => {
      const { container } = renderCard(testCarHit({ km: 12345 }));
      expect(chips(container)).toEqual(['Used', 'Ute', '12,345 km', 'Automatic', 'Stock # U12345']);
    });

    it("shows the site's chips and says Pre-Owned for used where the site does", () => {
      const site = testSite({
        used_label: 'Pre-Owned',
        search_page: { ...testSite().search_page, card_chips: ['car_type', 'year', 'colour'] },
      });
      const { container } = renderCard(testCarHit(), { site });
      expect(chips(container)).toEqual(['Pre-Owned', '2021', 'White']);
    });
  });

  describe('buttons', () => {
    const buttons = (container: HTMLElement) =>
      [...container.querySelectorAll('[data-button]')].map((button) => button.textContent);

    it("shows the site's buttons, each naming the car for screen readers", () => {
      const site = testSite({
        card_buttons: ['view_details', 'get_finance', 'test_drive', 'reserve', 'find_similar'],
      });
      const { container, card } = renderCard(testCarHit({ id: 5 }), { site });
      expect(buttons(container)).toEqual([
        'View Details',
        'Get Finance',
        'Book a Test Drive',
        'Reserve this Car',
      ]);
      expect(card.getByRole('link', { name: 'Book a Test Drive, 2021 Toyota HiLux' })).toHaveAttribute(
        'href',
        '/book-test-drive/?car_id=5',
      );
    });

    it('differs per site', () => {
      const { container } = renderCard(testCarHit(), {
        site: testSite({ card_buttons: ['view_details', 'test_drive', 'find_similar'] }),
      });
      expect(buttons(container)).toEqual(['View Details', 'Book a Test Drive']);
    });

    it('hides Reserve this Car when the dealer does not offer reserve', () => {
      const { container } = renderCard(testCarHit(), { dealer: testDealer({ autograb: false }) });
      expect(buttons(container)).toEqual(['View Details', 'Get Finance', 'Book a Test Drive']);
    });

    it('shows Find Me Something Similar instead of the enquiry buttons for a sold car', () => {
      const site = testSite({
        card_buttons: ['view_details', 'get_finance', 'test_drive', 'reserve', 'find_similar'],
      });
      const { container, card } = renderCard(testCarHit({ status: 'sold', sold: true }), { site });
      expect(buttons(container)).toEqual(['View Details', 'Find Me Something Similar']);
      expect(
        card.getByRole('link', { name: 'Find Me Something Similar, 2021 Toyota HiLux' }),
      ).toHaveAttribute(
        'href',
        expect.stringContaining('refinementList[make][0]=Toyota&refinementList[model][0]=HiLux'),
      );
    });
  });

  describe('favourites', () => {
    it('is absent on sites without favourites', () => {
      const { card } = renderCard(testCarHit(), { site: testSite({ favourites: false }) });
      expect(card.queryByRole('button')).toBeNull();
    });

    it('toggles the car in the shared store, with event 39, and says which state it is in', () => {
      const events: AnalyticsEvent[] = [];
      const off = bus.on('analytics', (event) => events.push(event));
      const hit = testCarHit();
      const { card, store } = renderCard(hit, { site: testSite({ favourites: true }) });

      fireEvent.click(card.getByRole('button', { name: 'Save 2021 Toyota HiLux' }));
      expect(selectFavourites(store.getState())).toEqual([
        {
          id: hit.id,
          name: hit.name,
          slug: hit.slug,
          make: 'Toyota',
          model: 'HiLux',
          primary_image_url: hit.primary_image_url,
        },
      ]);
      // One name, saved or not: a toggle says its state by being pressed.
      const remove = card.getByRole('button', { name: 'Save 2021 Toyota HiLux' });
      expect(remove).toHaveAttribute('aria-pressed', 'true');

      fireEvent.click(remove);
      expect(selectFavourites(store.getState())).toEqual([]);
      expect(card.getByRole('button', { name: 'Save 2021 Toyota HiLux' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(events.map((event) => [event.eventId, event.data?.saved])).toEqual([
        [39, true],
        [39, false],
      ]);
      off();
    });
  });

  describe('image', () => {
    it('offers the endpoint widths with sizes and a 3:2 box, eager above the fold and lazy below', () => {
      const first = renderCard(testCarHit({ primary_image_url: '/images/demo/ute/fff/front.jpg' }), {
        position: 0,
      });
      const img = first.card.getByRole('img', { name: '2021 Toyota HiLux' });
      expect(img).toHaveAttribute('src', '/images/demo/ute/fff/front.jpg?w=750');
      expect(img).toHaveAttribute(
        'srcset',
        '/images/demo/ute/fff/front.jpg?w=360 360w, /images/demo/ute/fff/front.jpg?w=750 750w',
      );
      expect(img).toHaveAttribute('sizes');
      expect(img).toHaveAttribute('width', '750');
      expect(img).toHaveAttribute('height', '500');
      expect(img).toHaveAttribute('loading', 'eager');
      expect(img).toHaveAttribute('fetchpriority', 'high');
      first.unmount();
      const second = renderCard(testCarHit(), { position: 1 });
      expect(second.card.getByRole('img')).toHaveAttribute('loading', 'eager');
      expect(second.card.getByRole('img')).not.toHaveAttribute('fetchpriority');
      second.unmount();
      const below = renderCard(testCarHit(), { position: 3 });
      expect(below.card.getByRole('img')).toHaveAttribute('loading', 'lazy');
    });

    it('loads lazily, at no high priority, in a list that starts below the fold', () => {
      const { card } = renderCard(testCarHit(), { position: 0, belowFold: true });
      expect(card.getByRole('img')).toHaveAttribute('loading', 'lazy');
      expect(card.getByRole('img')).not.toHaveAttribute('fetchpriority');
    });

    it('shows the default not-found image when the car has none or its picture fails to load', () => {
      const missing = renderCard(testCarHit({ primary_image_url: null }));
      const placeholder = missing.card.getByRole('img', { name: 'No photo available' });
      expect(placeholder.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
      expect(placeholder).not.toHaveAttribute('srcset');
      missing.unmount();

      const broken = renderCard(testCarHit());
      fireEvent.error(broken.card.getByRole('img', { name: '2021 Toyota HiLux' }));
      const fallback = broken.card.getByRole('img', { name: 'No photo available' });
      expect(fallback.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
      expect(fallback).not.toHaveAttribute('srcset');
    });
  });
});
