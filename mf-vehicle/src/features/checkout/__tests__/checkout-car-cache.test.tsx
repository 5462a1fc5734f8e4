import { Route, Routes } from 'react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  installFakeFetch,
  renderWithPlatform,
  testCar,
  testDealer,
  testVehicleDetail,
  type FakeAnswer,
  type FakeFetch,
} from '@dealerline/shared/testing';
import CheckoutPageExpose from '../../../exposes/checkout-page';
import VehiclePageExpose from '../../../exposes/vehicle-page';

// The finance box is mf-finance's widget: a stand-in here.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: async () => ({ default: () => <p>Finance box</p> }),
}));

/**
 * The car the vehicle page read stays in the page's cache while the shopper goes to the checkout and back:
 * after paying, and after being told the car was taken, the vehicle page must not go on offering Reserve.
 */
const car = testCar({ fuel: 'Diesel', simple_fuel: 'Diesel' });
const CAR_PATH = `/api/cars/${car.slug}`;

let network: FakeFetch | undefined;
let alertSpy: jest.SpyInstance;
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  network?.restore();
  alertSpy.mockRestore();
});

/** The platform's answers: the car (as `carNow()` says at the time) and the reservation's answer. */
function serve(reservation: FakeAnswer, carNow: () => typeof car = () => car) {
  network = installFakeFetch({
    [CAR_PATH]: () => ({ body: testVehicleDetail(carNow()) }),
    [`${CAR_PATH}/reservations`]: reservation,
  });
}

function renderFromVehiclePage() {
  return renderWithPlatform(
    <Routes>
      <Route path="/cars/:slug" element={<VehiclePageExpose />} />
      <Route path="/cars/:slug/checkout" element={<CheckoutPageExpose variant="reserve" />} />
    </Routes>,
    { url: `/cars/${car.slug}`, dealer: testDealer() },
  );
}

async function reserveFromVehiclePage(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('link', { name: /^Reserve this Car/ }));
  await user.type(await screen.findByLabelText('First Name'), 'Jo');
  await user.type(screen.getByLabelText('Last Name'), 'Citizen');
  await user.type(screen.getByLabelText('Email Address'), 'jo@example.com');
  await user.type(screen.getByLabelText('Mobile Number'), '0412 345 678');
  await user.type(screen.getByLabelText('Postcode'), '4558');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Jo Citizen');
  await user.click(screen.getByRole('button', { name: 'Pay $500 deposit and reserve' }));
}

const pageTag = () => document.querySelector('[data-tag]')?.textContent ?? null;

describe('the vehicle page after a checkout', () => {
  it('shows the car reserved, without Reserve, once the shopper has paid and goes back to it', async () => {
    serve({
      status: 201,
      body: { reservation_id: 'r-1', lead_id: 'l-1', deposit: 500, payment_reference: 'ch_test_1' },
    });
    const user = userEvent.setup();
    renderFromVehiclePage();
    await reserveFromVehiclePage(user);
    await screen.findByRole('heading', { level: 2, name: 'Your car is reserved' });

    await user.click(screen.getByRole('link', { name: 'Back to the car' }));
    await screen.findByRole('heading', { level: 1, name: '2021 Toyota HiLux' });
    expect(screen.queryByRole('link', { name: /^Reserve this Car/ })).toBeNull();
    expect(screen.getByRole('link', { name: /^Enquire Now/ })).toBeInTheDocument();
    // The confirmation said the listing shows the site's reserved tag: so it does.
    expect(pageTag()).toBe('RESERVED');
  });

  it('reads the car again when the reservation is refused as taken, so its page no longer offers it', async () => {
    let reserved = false;
    serve(
      { status: 409, body: { message: 'Sorry, this car has just been reserved by someone else.' } },
      () => ({
        ...car,
        reserved,
      }),
    );
    const user = userEvent.setup();
    renderFromVehiclePage();
    await screen.findByRole('link', { name: /^Reserve this Car/ });
    reserved = true; // someone else reserves it meanwhile
    await reserveFromVehiclePage(user);
    await screen.findByText('Sorry, this car has just been reserved by someone else.');
    await waitFor(() =>
      expect(network!.requests.filter((url) => url.pathname === CAR_PATH).length).toBeGreaterThan(1),
    );

    await user.click(screen.getByRole('link', { name: 'View this car' }));
    await screen.findByRole('heading', { level: 1, name: '2021 Toyota HiLux' });
    await waitFor(() => expect(pageTag()).toBe('RESERVED'));
    expect(screen.queryByRole('link', { name: /^Reserve this Car/ })).toBeNull();
  });
});
