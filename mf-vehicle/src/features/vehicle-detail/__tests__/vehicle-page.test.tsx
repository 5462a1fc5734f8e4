import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  installFakeFetch,
  renderWithPlatform,
  testCar,
  testVehicleDetail,
  type FakeFetch,
} from '@dealerline/shared/testing';
import VehiclePageExpose from '../../../exposes/vehicle-page';

// The finance box is mf-finance's widget, loaded through the federation runtime: a stand-in here.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: async () => ({
    default: ({ car }: { car: { id: number } }) => <p data-finance-box>Finance box for car {car.id}</p>,
  }),
}));

const SLUG = '2021-toyota-hilux-sr5-1001';
const URL_PATH = `/api/cars/${SLUG}`;

let network: FakeFetch | undefined;
afterEach(() => network?.restore());

const renderPage = () =>
  renderWithPlatform(<VehiclePageExpose />, { url: `/cars/${SLUG}`, path: '/cars/:slug' });

describe('vehicle page', () => {
  it('loads the car of the URL and shows its title, price, gallery, specifications, finance box and map', async () => {
    network = installFakeFetch({ [URL_PATH]: { body: testVehicleDetail() } });
    const { container } = renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading vehicle');

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('2021 Toyota HiLux');
    expect(screen.getByRole('article', { name: '2021 Toyota HiLux' })).toBeInTheDocument();
    expect(screen.getByText('SR5 GUN126R')).toBeInTheDocument();
    expect(container.querySelector('[data-price="price"]')).toHaveTextContent('$45,990');
    expect(screen.getByRole('region', { name: 'Photos of 2021 Toyota HiLux' })).toBeInTheDocument();
    const specs = screen.getByRole('region', { name: 'Key specifications' });
    expect(within(specs).getByText('Odometer').nextSibling).toHaveTextContent('48,210 km');
    expect(within(specs).getByText('VIN').nextSibling).toHaveTextContent('MR0HA3CD100123456');
    expect(await screen.findByText('Finance box for car 1001')).toBeInTheDocument();

    const map = container.querySelector('#vehicle-map')!;
    expect(map).toHaveAccessibleName('Location');
    expect(
      within(map as HTMLElement).getByRole('img', { name: 'Map pin: Test Motors Maroochydore' }),
    ).toBeInTheDocument();
    expect(map).toHaveTextContent('12 Example Street, Maroochydore QLD 4558');
    expect(
      within(map as HTMLElement).getByRole('link', {
        name: 'Get Directions to Test Motors Maroochydore (opens in a new tab)',
      }),
    ).toHaveAttribute('href', 'https://maps.example/test-motors-maroochydore');
    expect(document.title).toBe('2021 Toyota HiLux SR5 | Test Motors');
    expect(network.requests.map((url) => url.pathname)).toEqual([URL_PATH]);
    expect(container.querySelector('[data-remote="mf-vehicle"][data-module="vehicle-page"]')).not.toBeNull();
  });

  it("shows the car's trail and, after a search in this tab, the way back to its results", async () => {
    window.sessionStorage.setItem(
      'dealerline:last-search',
      JSON.stringify({ url: '/search/used-cars?make=Toyota&page=2', historyIndex: 0 }),
    );
    try {
      network = installFakeFetch({ [URL_PATH]: { body: testVehicleDetail() } });
      renderPage();
      const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
      expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      expect(within(trail).getByRole('link', { name: 'Used Cars' })).toHaveAttribute(
        'href',
        '/search/used-cars',
      );
      expect(within(trail).getByText('2021 Toyota HiLux SR5')).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('link', { name: '‹ Back to results' })).toHaveAttribute(
        'href',
        '/search/used-cars?make=Toyota&page=2',
      );
    } finally {
      window.sessionStorage.clear();
    }
  });

  it('leaves the finance box out for a car the finance rule excludes', async () => {
    const car = testCar({ finance_lenders: {} });
    network = installFakeFetch({ [URL_PATH]: { body: testVehicleDetail(car) } });
    const { container } = renderPage();
    await screen.findByRole('heading', { level: 1 });
    await act(async () => undefined);
    expect(container.querySelector('[data-finance-box], [data-widget-loading]')).toBeNull();
  });

  it('says the vehicle is not found, with a link to the search, when the site does not have it', async () => {
    network = installFakeFetch({ [URL_PATH]: { status: 404, body: { message: 'Vehicle not found' } } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Vehicle not found' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Vehicle not found \| /);
    expect(screen.getByRole('link', { name: 'Search our stock' })).toHaveAttribute(
      'href',
      '/search/new-used-and-demo-cars/',
    );
  });

  it('offers a retry when the car cannot be loaded, and shows it once it loads', async () => {
    let fail = true;
    network = installFakeFetch({
      [URL_PATH]: () => (fail ? { status: 500, body: { message: 'down' } } : { body: testVehicleDetail() }),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this vehicle.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: '2021 Toyota HiLux' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
