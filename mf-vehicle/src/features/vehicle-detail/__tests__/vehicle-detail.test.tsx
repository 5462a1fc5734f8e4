import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  bus,
  selectFavourites,
  type AnalyticsEvent,
  type Car,
  type DealerConfig,
  type SiteConfig,
} from '@dealerline/shared';
import {
  renderWithPlatform,
  testCar,
  testDealer,
  testSite,
  testVehicleDetail,
} from '@dealerline/shared/testing';
import { VehicleDetail } from '../components/vehicle-detail';

// The finance box is mf-finance's widget (covered in vehicle-page.test.tsx); it never arrives here.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: () => new Promise(() => undefined) }));

function renderDetail(car: Car = testCar(), options: { site?: SiteConfig; dealer?: DealerConfig } = {}) {
  return renderWithPlatform(<VehicleDetail detail={testVehicleDetail(car)} />, options);
}

const sidebar = () => within(screen.getByRole('complementary', { name: 'Price and actions' }));
const buttonNames = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-button]')].map((el) => el.getAttribute('data-button'));

afterEach(() => jest.restoreAllMocks());

describe('vehicle detail', () => {
  describe('price (spec §4)', () => {
    it('shows a reduced price with its was-price and price type', () => {
      const { container } = renderDetail(
        testCar({ price: 39990, before_price: 42990, price_type: 'Drive Away' }),
      );
      const price = container.querySelector('[data-price]')!;
      expect(price).toHaveAttribute('data-price', 'reduced');
      expect(price).toHaveTextContent('Was $42,990');
      expect(price).toHaveTextContent('$39,990');
      expect(price).toHaveTextContent('Drive Away');
    });

    it("shows the site's no-price text without a real price, and the subscription price on subscription sites", () => {
      const site = testSite({ no_price_text: 'Call for Price' });
      const noPrice = renderDetail(testCar({ price: 10 }), { site });
      expect(noPrice.container.querySelector('[data-price]')).toHaveTextContent('Call for Price');
      noPrice.unmount();
      const subscription = renderDetail(testCar({ subscription_price: 189 }), {
        site: testSite({ offers_subscription: true }),
      });
      expect(subscription.container.querySelector('[data-price="subscription"]')).toHaveTextContent(
        '$189 /week',
      );
    });
  });

  describe('sidebar buttons', () => {
    const buttons = ['enquire', 'finance', 'reserve', 'test_drive', 'trade_in', 'call'] as const;

    it("shows the site's buttons in order, Reserve this Car when the reserve rule allows", () => {
      const { container } = renderDetail(testCar(), { site: testSite({ vehicle_buttons: [...buttons] }) });
      expect(buttonNames(container)).toEqual(['enquire', 'finance', 'reserve', 'test_drive', 'trade_in']);
      expect(sidebar().getByRole('link', { name: 'Reserve this Car, 2021 Toyota HiLux' })).toHaveAttribute(
        'href',
        '/cars/2021-toyota-hilux-sr5-1001/checkout',
      );
      expect(sidebar().queryByRole('link', { name: /^Buy Online/ })).toBeNull();
    });

    it('has no Reserve this Car for a reserved car or a dealer without autograb', () => {
      const site = testSite({ vehicle_buttons: [...buttons] });
      const reserved = renderDetail(testCar({ reserved: true }), { site });
      expect(buttonNames(reserved.container)).not.toContain('reserve');
      reserved.unmount();
      const noAutograb = renderDetail(testCar(), { site, dealer: testDealer({ autograb: false }) });
      expect(buttonNames(noAutograb.container)).not.toContain('reserve');
    });

    it('offers Buy Online only on sites with online buying', () => {
      const site = testSite({ vehicle_buttons: ['reserve', 'enquire'], buy_online: true });
      renderDetail(testCar(), { site });
      expect(sidebar().getByRole('link', { name: 'Buy Online, 2021 Toyota HiLux' })).toHaveAttribute(
        'href',
        '/cars/2021-toyota-hilux-sr5-1001/buy-online',
      );
    });

    it('opens a chat dialog that says chat is not available and offers the enquiry', () => {
      renderDetail(testCar(), { site: testSite({ vehicle_buttons: ['chat'] }) });
      fireEvent.click(sidebar().getByRole('button', { name: 'Chat with Us' }));
      const dialog = screen.getByRole('dialog', { name: 'Chat with Us' });
      expect(dialog).toHaveTextContent('Live chat is not available right now.');
      expect(within(dialog).getByRole('link', { name: 'Send an Enquiry' })).toHaveAttribute(
        'href',
        '/contact?car_id=1001',
      );
    });
  });

  it('shows the history report button only for a car with a file', () => {
    const without = renderDetail(testCar({ file: null }));
    expect(screen.queryByRole('link', { name: /History Report/ })).toBeNull();
    without.unmount();
    renderDetail(testCar({ file: '/files/history/MR0HA3CD100123456.pdf' }));
    const link = screen.getByRole('link', { name: 'View History Report (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/files/history/MR0HA3CD100123456.pdf');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('links an available car to the request photos form, and a sold one not', () => {
    const available = renderDetail(testCar({ id: 42 }));
    expect(screen.getByRole('link', { name: 'Request More Photos' })).toHaveAttribute(
      'href',
      '/contact?car_id=42&form=request-photos',
    );
    available.unmount();
    renderDetail(testCar({ id: 42, status: 'sold', sold: true }));
    expect(screen.queryByRole('link', { name: 'Request More Photos' })).toBeNull();
  });

  it("shows the sold notice with spec §8's texts and a search for similar cars, without enquiry buttons", () => {
    const site = testSite({ vehicle_buttons: ['enquire', 'finance', 'reserve', 'test_drive'] });
    const { container } = renderDetail(testCar({ status: 'sold', sold: true }), { site });
    const notice = screen.getByRole('region', { name: 'Unfortunately this vehicle recently sold.' });
    expect(notice).toHaveTextContent("But don't worry, we can help you find a similar vehicle!");
    expect(within(notice).getByRole('link', { name: 'Find Me Something Similar' })).toHaveAttribute(
      'href',
      '/search/new-used-and-demo-cars/?refinementList[make][0]=Toyota&refinementList[model][0]=HiLux&refinementList[simple_body][0]=Ute',
    );
    expect(buttonNames(container)).toEqual(['enquire']);
  });

  it('says a reserved car is reserved though a fuel tag heads the page, naming no tag the listing does not show', () => {
    const site = testSite({
      fuel_tags: true,
      tag_wording: { ...testSite().tag_wording, reserved: 'DEPOSIT TAKEN' },
    });
    const { container } = renderDetail(testCar({ reserved: true, fuel: 'Hybrid', simple_fuel: 'Hybrid' }), {
      site,
    });
    // Spec §4: the Hybrid tag comes before RESERVED, and Reserve is not offered: the notice says why.
    expect(container.querySelector('[data-tag]')).toHaveAttribute('data-tag', 'hybrid');
    const notice = sidebar().getByRole('region', { name: 'This car is reserved' });
    // It said "its listing shows DEPOSIT TAKEN" under a HYBRID tag, and "or bought online" on every site.
    expect(notice).toHaveTextContent(
      'A deposit is holding it for a buyer, so it cannot be reserved. Enquire and we will let you know if it becomes available again.',
    );
    expect(sidebar().queryByRole('link', { name: /^Reserve this Car/ })).toBeNull();
    expect(sidebar().getByRole('link', { name: /^Enquire Now/ })).toBeInTheDocument();
  });

  it('names the reserved tag where the listing shows it, and buying online only where the site sells online', () => {
    const site = testSite({
      fuel_tags: false,
      buy_online: true,
      tag_wording: { ...testSite().tag_wording, reserved: 'DEPOSIT TAKEN' },
    });
    const car = testCar({ reserved: true, fuel: 'Hybrid', simple_fuel: 'Hybrid' });
    const { container } = renderDetail(car, { site });
    expect(container.querySelector('[data-tag]')).toHaveTextContent('DEPOSIT TAKEN');
    expect(sidebar().getByRole('region', { name: 'This car is reserved' })).toHaveTextContent(
      'A deposit is holding it for a buyer (its listing shows DEPOSIT TAKEN), so it cannot be reserved or bought online.',
    );
  });

  it('says only that a deposit holds it where the dealer does not reserve cars online', () => {
    renderDetail(testCar({ reserved: true }), { dealer: testDealer({ autograb: false }) });
    expect(sidebar().getByRole('region', { name: 'This car is reserved' })).toHaveTextContent(
      /^This car is reservedA deposit is holding it for a buyer \(its listing shows RESERVED\)\. Enquire/,
    );
  });

  it('has no reserved notice for a car not reserved, nor for a sold one (the sold notice says it)', () => {
    const open = renderDetail(testCar());
    expect(screen.queryByRole('region', { name: 'This car is reserved' })).toBeNull();
    open.unmount();
    renderDetail(testCar({ reserved: true, status: 'sold', sold: true }));
    expect(screen.queryByRole('region', { name: 'This car is reserved' })).toBeNull();
    expect(screen.getByText('Unfortunately this vehicle recently sold.')).toBeInTheDocument();
  });

  it('has no sold notice for an available car', () => {
    renderDetail(testCar({ status: 'coming_soon' }));
    expect(screen.queryByText('Unfortunately this vehicle recently sold.')).toBeNull();
  });

  describe('market price indicator (spec §5)', () => {
    it('compares with the state average when the car has one', () => {
      const { container } = renderDetail(
        testCar({
          price: 45990,
          autograb_data: { average_market_price: 60000, state_average_market_price: 46490 },
        }),
      );
      const note = container.querySelector('[data-market-price]');
      expect(note).toHaveAttribute('data-market-price', 'state');
      expect(note).toHaveTextContent('Below market price');
      expect(note).toHaveTextContent('$500 below the QLD market average of $46,490');
    });

    it('is absent when the price is less than $500 below the preferred average', () => {
      const { container } = renderDetail(
        testCar({
          price: 45990,
          autograb_data: { average_market_price: 60000, state_average_market_price: 46489 },
        }),
      );
      expect(container.querySelector('[data-market-price]')).toBeNull();
    });

    it('is absent on a subscription site where the page shows the subscription price, not the car’s', () => {
      const car = testCar({
        price: 18990,
        subscription_price: 190,
        autograb_data: { average_market_price: 19906, state_average_market_price: 19705 },
      });
      const { container } = renderDetail(car, { site: testSite({ offers_subscription: true }) });
      expect(container.querySelector('[data-price]')).toHaveTextContent('$190 /week');
      expect(container.querySelector('[data-market-price]')).toBeNull();
    });

    it('uses the overall average when there is no state average', () => {
      const { container } = renderDetail(
        testCar({
          price: 45990,
          autograb_data: { average_market_price: 48000, state_average_market_price: null },
        }),
      );
      expect(container.querySelector('[data-market-price="overall"]')).toHaveTextContent(
        '$2,010 below the market average of $48,000',
      );
    });
  });

  it('opens the certified-vehicle information dialog for a certified car, and closes it on Escape', () => {
    const without = renderDetail(testCar({ certified: false }));
    expect(screen.queryByRole('button', { name: /what this means/ })).toBeNull();
    without.unmount();

    renderDetail(testCar({ certified: true }));
    const open = screen.getByRole('button', { name: 'Certified Pre-Owned: what this means' });
    fireEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Certified Pre-Owned' });
    expect(dialog).toHaveTextContent('inspected by qualified technicians');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
  });

  describe('favourites', () => {
    it('toggles the car in the shared store with event 39', () => {
      const events: AnalyticsEvent[] = [];
      const stop = bus.on('analytics', (event) => events.push(event));
      const { store } = renderDetail(testCar(), { site: testSite({ favourites: true }) });
      fireEvent.click(screen.getByRole('button', { name: 'Save 2021 Toyota HiLux' }));
      expect(selectFavourites(store.getState())).toEqual([
        {
          id: 1001,
          name: '2021 Toyota HiLux',
          slug: '2021-toyota-hilux-sr5-1001',
          make: 'Toyota',
          model: 'HiLux',
          primary_image_url: '/images/demo/ute/ffffff/front.jpg',
        },
      ]);
      expect(screen.getByRole('button', { name: 'Save 2021 Toyota HiLux' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(events).toEqual([{ eventId: 39, name: 'favourite', data: { car_id: 1001, saved: true } }]);
      stop();
    });

    it('is absent on sites without favourites', () => {
      renderDetail(testCar(), { site: testSite({ favourites: false }) });
      expect(screen.queryByRole('button', { name: /^Save / })).toBeNull();
    });
  });

  describe('PDF download', () => {
    const saved = {
      fetch: globalThis.fetch,
      createObjectURL: URL.createObjectURL,
      revokeObjectURL: URL.revokeObjectURL,
    };
    afterEach(() => Object.assign(globalThis, { fetch: saved.fetch }));
    afterEach(() =>
      Object.assign(URL, { createObjectURL: saved.createObjectURL, revokeObjectURL: saved.revokeObjectURL }),
    );

    it('saves the brochure of the car as {slug}.pdf', async () => {
      const requested: string[] = [];
      Object.assign(globalThis, {
        fetch: async (url: string) => {
          requested.push(url);
          return { ok: true, status: 200, blob: async () => new Blob(['%PDF-1.7']) };
        },
      });
      Object.assign(URL, { createObjectURL: () => 'blob:brochure', revokeObjectURL: jest.fn() });
      const downloads: { href: string; download: string }[] = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        downloads.push({ href: this.href, download: this.download });
      });
      renderDetail();
      fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
      await waitFor(() =>
        expect(downloads).toEqual([{ href: 'blob:brochure', download: '2021-toyota-hilux-sr5-1001.pdf' }]),
      );
      expect(requested).toEqual(['/api/cars/2021-toyota-hilux-sr5-1001/brochure.pdf']);
      await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:brochure'));
      expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    });

    it('keeps focus on the button while the PDF is prepared, and a second press asks for it once', async () => {
      let answer: (response: unknown) => void = () => undefined;
      const fetch = jest.fn(() => new Promise((resolve) => (answer = resolve)));
      Object.assign(globalThis, { fetch });
      Object.assign(URL, { createObjectURL: () => 'blob:brochure', revokeObjectURL: jest.fn() });
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      renderDetail();
      const button = screen.getByRole('button', { name: 'Download PDF' });
      button.focus();
      fireEvent.click(button);
      // A disabled button lost the keyboard's focus: the next Tab started again from the top of the page.
      expect(screen.getByRole('button', { name: 'Preparing PDF…' })).toBe(button);
      expect(button).not.toBeDisabled();
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveFocus();
      fireEvent.click(button);
      expect(fetch).toHaveBeenCalledTimes(1);
      answer({ ok: true, status: 200, blob: async () => new Blob(['%PDF-1.7']) });
      await waitFor(() => expect(button).toHaveTextContent('Download PDF'));
      expect(button).not.toHaveAttribute('aria-disabled');
      expect(button).toHaveFocus();
    });

    it("alerts the server's error message when the download fails", async () => {
      Object.assign(globalThis, {
        fetch: async () => ({ ok: false, status: 404, json: async () => ({ message: 'Vehicle not found' }) }),
      });
      const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
      renderDetail();
      fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(alert).toHaveBeenCalledWith('Vehicle not found'));
    });

    it('alerts the network error message when the request fails', async () => {
      Object.assign(globalThis, { fetch: async () => Promise.reject(new TypeError('Failed to fetch')) });
      const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
      renderDetail();
      fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to fetch'));
      expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    });
  });
});
