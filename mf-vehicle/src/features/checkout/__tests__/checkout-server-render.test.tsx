import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createPlatformStore, createTheme } from '@dealerline/shared';
import {
  installFakeFetch,
  testCar,
  testDealer,
  testSite,
  testVehicleDetail,
} from '@dealerline/shared/testing';
import CheckoutPageExpose from '../../../exposes/checkout-page';
import { vehicleApi } from '../../vehicle-detail/api/get-vehicle';
import { checkoutProgressKey, writeCheckoutProgress } from '../utils/checkout-progress';

const site = testSite();
const dealer = testDealer({ autograb: true });
const reserved = testVehicleDetail(testCar({ reserved: true }));
const slug = reserved.car.slug;

let root: Root | null = null;
let network: ReturnType<typeof installFakeFetch> | null = null;
const mismatches: unknown[] = [];

/** The checkout of the reserved car as the platform renders it: the server's answer for the car in the store. */
async function checkoutPage() {
  const store = createPlatformStore({ site, dealer, storage: null });
  await store.dispatch(vehicleApi.util.upsertQueryData('getVehicle', slug, reserved));
  return (
    <Provider store={store}>
      <ThemeProvider theme={createTheme(site.theme)}>
        <MemoryRouter initialEntries={[`/cars/${slug}/checkout`]}>
          <Routes>
            <Route path="/cars/:slug/checkout" element={<CheckoutPageExpose variant="reserve" />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </Provider>
  );
}

/** The server's HTML of the checkout, then the browser's code taking it over. */
async function serverThenHydrate(): Promise<string> {
  const html = renderToString(await checkoutPage());
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const page = await checkoutPage();
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
  });
  return html;
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  mismatches.length = 0;
  network = installFakeFetch({ [`/api/cars/${slug}`]: { body: reserved } });
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  network?.restore();
  document.body.innerHTML = '';
});

describe('the server-rendered checkout of a reserved car', () => {
  it('does not tell the shopper who paid and reloads that the car is already reserved', async () => {
    writeCheckoutProgress(window.sessionStorage, checkoutProgressKey(site.slug, 'reserve', slug), {
      contact: {
        name: 'Jo',
        last_name: 'Citizen',
        email: 'jo@example.com',
        phone: '0412 345 678',
        postcode: '4558',
        disclaimer: true,
      },
      idempotencyKey: 'a-paid-checkout-key-0123456789abcdef',
      confirmed: { reservation_id: 'r-1', lead_id: 'l-1', deposit: 500, payment_reference: 'ch_test_1' },
    });
    const html = await serverThenHydrate();
    expect(html).not.toContain('already been reserved');
    expect(html).toContain('Checking this car…');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your car is reserved' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('This car has already been reserved.')).toBeNull();
    expect(mismatches).toEqual([]);
  });

  it('tells any other shopper, once the page runs in the browser', async () => {
    const html = await serverThenHydrate();
    expect(html).toContain('Checking this car…');
    expect(await screen.findByText('This car has already been reserved.')).toBeInTheDocument();
    expect(mismatches).toEqual([]);
  });
});
