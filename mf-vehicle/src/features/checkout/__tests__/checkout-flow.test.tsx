import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  installFakeFetch,
  renderWithPlatform,
  testCar,
  testDealer,
  testSite,
  testVehicleDetail,
  type FakeAnswer,
  type FakeFetch,
} from '@dealerline/shared/testing';
import {
  bus,
  readContact,
  storeContact,
  type AnalyticsEvent,
  type Car,
  type SiteConfig,
} from '@dealerline/shared';
import CheckoutPageExpose from '../../../exposes/checkout-page';

const car = testCar();
const CAR_PATH = `/api/cars/${car.slug}`;
const RESERVE_PATH = `${CAR_PATH}/reservations`;

let network: FakeFetch | undefined;
/** Bodies and Idempotency-Key headers of the requests RTK Query built, in order. */
let sent: { body: unknown; key: string | null }[] = [];
let alertSpy: jest.SpyInstance;
/** The analytics events sent on the bus. */
let events: AnalyticsEvent[] = [];
let stopListening: () => void;

beforeEach(() => {
  sent = [];
  events = [];
  window.localStorage.clear();
  window.sessionStorage.clear();
  stopListening = bus.on('analytics', (event) => events.push(event));
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  network?.restore();
  stopListening();
  alertSpy.mockRestore();
});

/** The platform's fake network, keeping what each request sent (the fake Request drops its body). */
function serve(reservationAnswers: (FakeAnswer | Promise<FakeAnswer>)[], detail = testVehicleDetail(car)) {
  network = installFakeFetch({
    [CAR_PATH]: { body: detail },
    [RESERVE_PATH]: () => reservationAnswers.shift() ?? { status: 500 },
  });
  const FakeRequest = globalThis.Request;
  const bodies = new WeakMap<object, string>();
  globalThis.Request = function (input: string, init?: RequestInit) {
    const request = new FakeRequest(input, init);
    if (init?.body) bodies.set(request, String(init.body));
    return request;
  } as unknown as typeof Request;
  const fakeFetch = globalThis.fetch;
  globalThis.fetch = (async (request: Request) => {
    const body = bodies.get(request);
    if (body) sent.push({ body: JSON.parse(body), key: request.headers.get('idempotency-key') });
    return fakeFetch(request);
  }) as typeof fetch;
}

function renderCheckout(options: { site?: SiteConfig; variant?: string; path?: string } = {}) {
  const variant = options.variant ?? 'reserve';
  const route = variant === 'buy-online' ? 'buy-online' : 'checkout';
  return renderWithPlatform(<CheckoutPageExpose variant={variant} />, {
    url: `/cars/${car.slug}/${route}`,
    path: `/cars/:slug/${route}`,
    site: options.site,
    dealer: testDealer(),
  });
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('First Name'), 'Jo');
  await user.type(screen.getByLabelText('Last Name'), 'Citizen');
  await user.type(screen.getByLabelText('Email Address'), 'jo@example.com');
  await user.type(screen.getByLabelText('Mobile Number'), '0412 345 678');
  await user.type(screen.getByLabelText('Postcode'), '4558');
  await user.click(
    screen.getByRole('checkbox', { name: 'I agree to the Privacy Policy and Terms & Conditions*.' }),
  );
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await screen.findByRole('heading', { level: 2, name: 'Deposit payment' });
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4242424242424242') {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Jo Citizen');
}

/**
 * Goes through the checkout to the payment, waits for what the page then shows (`shown`), and leaves the page
 * as a reload does (the tab's storage kept, the network the test gives the next page).
 */
async function payThenReload(user: ReturnType<typeof userEvent.setup>, shown: string) {
  const page = renderCheckout();
  await fillContact(user);
  await fillCard(user);
  await user.click(screen.getByRole('button', { name: 'Pay $500 deposit and reserve' }));
  await screen.findByText(shown);
  page.unmount();
  network?.restore();
}

/**
 * The network of a page opened after paying: the car as `detail` and the lookup of a reservation by its key
 * answering `lookup`; each lookup is noted as "{kind} {Idempotency-Key}".
 */
function serveLookup(detail: ReturnType<typeof testVehicleDetail>, lookup: FakeAnswer): string[] {
  const lookups: string[] = [];
  network = installFakeFetch({
    [CAR_PATH]: { body: detail },
    [`${CAR_PATH}/reservation`]: lookup,
    [RESERVE_PATH]: (_url, request) => {
      sent.push({ body: request.body, key: null });
      return { status: 409, body: { message: 'Sorry, this car has just been reserved by someone else.' } };
    },
  });
  const fakeFetch = globalThis.fetch;
  globalThis.fetch = ((request: Request) => {
    if (request.url.includes('/reservation?'))
      lookups.push(
        `${new URL(request.url).searchParams.get('kind')} ${request.headers.get('idempotency-key')}`,
      );
    return fakeFetch(request);
  }) as typeof fetch;
  return lookups;
}

const OWN_RESERVED = 'You have already reserved this car: it is held for you.';

const CONFIRMED = {
  reservation_id: '6f1c2e9a-0000-4000-8000-000000000001',
  lead_id: '6f1c2e9a-0000-4000-8000-000000000002',
  deposit: 500,
  payment_reference: 'ch_test_abc123',
};

describe('checkout', () => {
  it('shows the car and asks for contact details first, with the rules’ messages', async () => {
    serve([]);
    const user = userEvent.setup();
    renderCheckout();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reserve this car');
    const summary = await screen.findByRole('region', { name: 'Your car' });
    expect(summary).toHaveTextContent('2021 Toyota HiLux');
    expect(summary).toHaveTextContent('SR5 GUN126R');
    expect(summary).toHaveTextContent('$45,990');
    expect(within(summary).getByRole('img', { name: '2021 Toyota HiLux' })).toHaveAttribute(
      'src',
      expect.stringContaining('/images/demo/ute/ffffff/front.jpg'),
    );
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Your details');

    const postcode = screen.getByLabelText('Postcode');
    await user.type(postcode, '4a5,5');
    expect(postcode).toHaveValue('455');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const list = screen.getByRole('alert');
    expect(list).toHaveTextContent('Please fix the following errors:');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Please enter your first name.',
      'Please enter your last name.',
      'Please enter a valid email address.',
      'Please enter a valid Australian phone number.',
      'Invalid postcode. Please enter a 4-digit number.',
      '*You must agree to the terms of use before submitting.',
    ]);
    expect(list).toHaveFocus();
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await user.type(postcode, '88');
    expect(postcode).toHaveValue('4558');
    expect(postcode).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Your details');
    expect(sent).toEqual([]);
  });

  it('advances to the deposit step with the amount and the accepted payments, without a way back', async () => {
    serve([]);
    const user = userEvent.setup();
    renderCheckout();
    await fillContact(user);
    expect(screen.getByRole('heading', { level: 2, name: 'Deposit payment' })).toHaveFocus();
    expect(screen.getByText('$500', { selector: '[data-deposit]' })).toBeInTheDocument();
    const payments = screen.getByRole('list', { name: 'Accepted payments' });
    expect(
      within(payments)
        .getAllByRole('img')
        .map((badge) => badge.getAttribute('aria-label')),
    ).toEqual(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']);
    expect(screen.queryByRole('button', { name: /back/i })).toBeNull();
    expect(sent).toEqual([]);

    const number = screen.getByLabelText('Card number');
    await user.type(number, '4242424242424241');
    expect(number).toHaveValue('4242 4242 4242 4241');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '0120');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('01/20');
    await user.type(screen.getByLabelText('Security code (CVC)'), '1a2');
    await user.click(screen.getByRole('button', { name: 'Pay $500 deposit and reserve' }));
    // The error list is read out (focused), each message next to its field and linked from the list.
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent('Please fix the following errors:');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Your card number is invalid.',
      "Your card's expiration date is in the past.",
      "Your card's security code is invalid.",
      'Please enter the name on your card.',
    ]);
    expect(number).toHaveAccessibleDescription('Your card number is invalid.');
    expect(screen.getByLabelText('Name on card')).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(summary).getByRole('link', { name: 'Please enter the name on your card.' }));
    expect(screen.getByLabelText('Name on card')).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('pays: the button is disabled with a spinner while submitting, then the confirmation shows', async () => {
    let answer!: (value: FakeAnswer) => void;
    serve([new Promise<FakeAnswer>((resolve) => (answer = resolve))]);
    const user = userEvent.setup();
    renderCheckout();
    await fillContact(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $500 deposit and reserve' }));

    const busy = await screen.findByRole('button', { name: 'Processing payment…' });
    expect(busy).toBeDisabled();
    expect(busy.querySelector('[data-spinner]')).not.toBeNull();
    expect(sent).toEqual([
      {
        body: {
          kind: 'reserve',
          name: 'Jo',
          last_name: 'Citizen',
          email: 'jo@example.com',
          phone: '0412 345 678',
          postcode: '4558',
          terms_conditions: true,
          payment: {
            card_number: '4242 4242 4242 4242',
            expiry: '12/30',
            cvc: '123',
            name_on_card: 'Jo Citizen',
          },
          // The price the deposit was worked out from: the server charges nothing if the car's is another now.
          price: 45990,
        },
        key: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    ]);

    answer({ status: 201, body: CONFIRMED });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Your car is reserved' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(CONFIRMED.reservation_id)).toBeInTheDocument();
    expect(screen.getByText('$500', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('ch_test_abc123')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'What happens next' })).toBeInTheDocument();
    expect(
      screen.getByText(/Test Motors will contact you on 0412 345 678 or at jo@example.com/),
    ).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Confirmation');
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('after a paid reservation sends the lead’s analytics event, without the contact details, and keeps them', async () => {
    serve([{ status: 201, body: CONFIRMED }]);
    const user = userEvent.setup();
    renderCheckout();
    await fillContact(user);
    await fillCard(user);
    expect(events).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Pay $500 deposit and reserve' }));
    await screen.findByRole('heading', { level: 2, name: 'Your car is reserved' });

    expect(events).toEqual([
      {
        eventId: 22,
        name: 'lead_submitted',
        data: {
          lead_id: CONFIRMED.lead_id,
          category: 'Reserve',
          subcategory: null,
          car_id: car.id,
        },
      },
    ]);
    expect(readContact(testSite().slug)).toEqual({
      name: 'Jo',
      last_name: 'Citizen',
      email: 'jo@example.com',
      phone: '0412 345 678',
      postcode: '4558',
    });
  });

  it('tells the page on the bus that this tab reserved the car once paid, not on a decline', async () => {
    serve([
      { status: 402, body: { message: 'Your card was declined.' } },
      { status: 201, body: CONFIRMED },
    ]);
    const reserved: unknown[] = [];
    const stop = bus.on('car:reserved', (event) => reserved.push(event));
    try {
      const user = userEvent.setup();
      renderCheckout();
      await fillContact(user);
      await fillCard(user, '4000000000000002');
      await user.click(screen.getByRole('button', { name: 'Pay $500 deposit and reserve' }));
      await screen.findByRole('alert');
      expect(reserved).toEqual([]);
      await user.clear(screen.getByLabelText('Card number'));
      await user.type(screen.getByLabelText('Card number'), '4242424242424242');
      await user.click(screen.getByRole('button', { name: 'Pay $500 deposit and reserve' }));
      await screen.findByRole('heading', { level: 2, name: 'Your car is reserved' });
      // What mf-search's cards listen for (its cached results still have the car free).
      expect(reserved).toEqual([{ carId: car.id }]);
    } finally {
      stop();
    }
  });

  it('names a purchase online Buy Online in its analytics event', async () => {
    serve([{ status: 201, body: { ...CONFIRMED, deposit: 4599 } }]);
    const user = userEvent.setup();
    renderCheckout({ variant: 'buy-online', site: testSite({ buy_online: true }) });
    await fillContact(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $4,599 deposit and buy' }));
    await screen.findByRole('heading', { level: 2, name: 'Your purchase deposit is paid' });
    expect(events.map((event) => [event.name, event.data?.category])).toEqual([
      ['lead_submitted', 'Buy Online'],
    ]);
  });

  it('fills the details step in with contact details kept from an earlier lead, not the disclaimer', async () => {
    storeContact(testSite().slug, {
      name: 'Sam',
      last_name: 'Lee',
      email: 'sam@example.com',
      phone: '0498 765 432',
      postcode: '2000',
    });
    serve([{ status: 201, body: CONFIRMED }]);
    const user = userEvent.setup();
    renderCheckout();
    expect(await screen.findByLabelText('First Name')).toHaveValue('Sam');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Lee');
    expect(screen.getByLabelText('Email Address')).toHaveValue('sam@example.com');
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('0498 765 432');
    expect(screen.getByLabelText('Postcode')).toHaveValue('2000');
    const disclaimer = screen.getByRole('checkbox', {
      name: 'I agree to the Privacy Policy and Terms & Conditions*.',
    });
    expect(disclaimer).not.toBeChecked();

    await user.click(disclaimer);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('heading', { level: 2, name: 'Deposit payment' });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $500 deposit and reserve' }));
    await screen.findByRole('heading', { level: 2, name: 'Your car is reserved' });
    expect(sent[0]!.body).toMatchObject({
      name: 'Sam',
      last_name: 'Lee',
      email: 'sam@example.com',
      phone: '0498 765 432',
      postcode: '2000',
    });
  });

  it('shows a decline on the payment step and pays with another card under the same key', async () => {
    serve([
      { status: 402, body: { message: 'Your card was declined.' } },
      { status: 201, body: CONFIRMED },
    ]);
    const user = userEvent.setup();
    renderCheckout();
    await fillContact(user);
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay $500 deposit and reserve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Deposit payment');
    expect(events).toEqual([]);
    expect(readContact(testSite().slug)).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay $500 deposit and reserve' })).toBeEnabled();
    expect(alertSpy).not.toHaveBeenCalled();
    // The card is what to change: focus is on its number, which the decline describes until it changes.
    const number = screen.getByLabelText('Card number');
    await waitFor(() => expect(number).toHaveFocus());
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Your card was declined.');
    await user.clear(number);
    await user.type(number, '4242424242424242');
    expect(number).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Pay $500 deposit and reserve' }));
    await screen.findByRole('heading', { level: 2, name: 'Your car is reserved' });
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).toBe(sent[0]!.key);
  });

  it('ends the checkout with the message and a link to the search when the car was taken meanwhile', async () => {
    serve([{ status: 409, body: { message: 'Sorry, this car has just been reserved by someone else.' } }]);
    const user = userEvent.setup();
    renderCheckout();
    await fillContact(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $500 deposit and reserve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, this car has just been reserved by someone else.',
    );
    expect(screen.getByRole('link', { name: 'Search our stock' })).toHaveAttribute(
      'href',
      '/search/new-used-and-demo-cars/',
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('shows the hold after too many declines on the payment step, without the alert or marking the card', async () => {
    const held =
      'Too many declined payments in a short time. Please try again later, or call us to reserve this car.';
    serve([{ status: 429, body: { message: held } }]);
    const user = userEvent.setup();
    renderCheckout();
    await fillContact(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $500 deposit and reserve' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(held);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(screen.getByLabelText('Card number')).not.toHaveAttribute('aria-invalid');
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('alerts on an unexpected failure and keeps "An unexpected error occured" on the payment step', async () => {
    serve([{ status: 500, body: {} }]);
    const user = userEvent.setup();
    renderCheckout();
    await fillContact(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $500 deposit and reserve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occured');
    expect(alertSpy).toHaveBeenCalledWith('An error occurred when submitting this form');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
  });

  it.each<[string, Partial<Car>, string]>([
    ['reserved', { reserved: true }, 'This car has already been reserved.'],
    ['sold', { status: 'sold', sold: true }, 'This car is no longer available.'],
    ['priced 200', { price: 200 }, 'This car cannot be reserved online. Please contact us about it.'],
  ])('shows a clear message instead of the form for a car that is %s', async (_, change, message) => {
    serve([], testVehicleDetail(testCar(change)));
    renderCheckout();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByLabelText('First Name')).toBeNull();
    expect(screen.getByRole('link', { name: 'View this car' })).toHaveAttribute('href', `/cars/${car.slug}`);
  });

  it('buys online with a 10% deposit where the site sells online, and not where it does not', async () => {
    serve([]);
    const user = userEvent.setup();
    const { unmount } = renderCheckout({ variant: 'buy-online', site: testSite({ buy_online: true }) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Buy online');
    await fillContact(user);
    expect(screen.getByText('$4,599', { selector: '[data-deposit]' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $4,599 deposit and buy' })).toBeInTheDocument();
    // What the deposit is and what is left to pay ($45,990 less $4,599).
    expect(
      screen.getByText(
        'The deposit, 10% of the price (at least $500, at most $5,000), secures the car; the balance of $41,391 is settled with the dealer before delivery.',
      ),
    ).toBeInTheDocument();
    unmount();
    network!.restore();

    serve([]);
    renderCheckout({ variant: 'buy-online', site: testSite({ buy_online: false }) });
    expect(await screen.findByText('Buying online is not available on this site.')).toBeInTheDocument();
  });

  it('comes back to its confirmation after a reload, though the car now reads as reserved', async () => {
    serve([{ status: 201, body: CONFIRMED }]);
    const user = userEvent.setup();
    const first = renderCheckout();
    await fillContact(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $500 deposit and reserve' }));
    await screen.findByRole('heading', { level: 2, name: 'Your car is reserved' });
    first.unmount();
    network?.restore();

    serve([], testVehicleDetail({ ...car, reserved: true }));
    renderCheckout();
    await screen.findByRole('heading', { level: 2, name: 'Your car is reserved' });
    expect(screen.getByText(CONFIRMED.reservation_id)).toBeInTheDocument();
    expect(screen.getByText('ch_test_abc123')).toBeInTheDocument();
    expect(
      screen.getByText(
        /will contact you on 0412 345 678 or at jo@example.com within one business day to arrange an inspection and a test drive\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('This car has already been reserved.')).toBeNull();
    // The listing's tag in the site's words (spec §9 tag wording), and the reference to quote.
    expect(screen.getByText(/its listing shows RESERVED and no one else/)).toBeInTheDocument();
    expect(screen.getByText('Reservation reference', { selector: 'dt' })).toBeInTheDocument();
  });

  it('comes back to the details typed after a reload before paying, and pays under the same key', async () => {
    serve([{ status: 500, body: { message: 'Payment service unavailable' } }]);
    const user = userEvent.setup();
    await payThenReload(user, 'An unexpected error occured');

    const firstKey = sent[0]!.key;
    sent = [];
    serve([{ status: 201, body: CONFIRMED }]);
    renderCheckout();
    expect(await screen.findByLabelText('First Name')).toHaveValue('Jo');
    expect(screen.getByLabelText('Email Address')).toHaveValue('jo@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('heading', { level: 2, name: 'Deposit payment' });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $500 deposit and reserve' }));
    await screen.findByRole('heading', { level: 2, name: 'Your car is reserved' });
    expect(sent.map((request) => request.key)).toEqual([firstKey]);
  });

  it('keeps no card details for the tab, only the contact details, the key and the confirmation', async () => {
    serve([{ status: 201, body: CONFIRMED }]);
    const user = userEvent.setup();
    renderCheckout();
    await fillContact(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $500 deposit and reserve' }));
    await screen.findByRole('heading', { level: 2, name: 'Your car is reserved' });
    const kept = Object.keys(window.sessionStorage).map((key) => window.sessionStorage.getItem(key)!);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toContain('jo@example.com');
    expect(kept[0]).not.toMatch(/4242|1230|12\/30|Jo Citizen"|cvc/);
  });

  it('shows the new price and deposit when the car was repriced meanwhile, takes nothing, and pays at the new one', async () => {
    let price = car.price;
    network = installFakeFetch({
      [CAR_PATH]: () => ({ body: testVehicleDetail({ ...car, price }) }),
      [RESERVE_PATH]: (_url, request) => {
        const body = request.body as { price: number };
        sent.push({ body, key: null });
        return body.price === price
          ? { status: 201, body: { ...CONFIRMED, deposit: 5000 } }
          : {
              status: 409,
              body: {
                message:
                  'The price of this car has changed from $45,990 to $52,990 since this page was opened. Please check the new price and deposit, then pay again.',
                price,
              },
            };
      },
    });
    const user = userEvent.setup();
    renderCheckout({ variant: 'buy-online', site: testSite({ buy_online: true }) });
    await fillContact(user);
    await fillCard(user);
    price = 52_990; // a feed import puts the price up while the shopper types the card
    await user.click(screen.getByRole('button', { name: 'Pay $4,599 deposit and buy' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The price of this car has changed from $45,990 to $52,990');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    // The card is not what is wrong: it is neither marked invalid nor described by the alert.
    expect(screen.getByLabelText('Card number')).not.toHaveAttribute('aria-invalid');
    expect(alertSpy).not.toHaveBeenCalled();
    // The page shows the price and deposit the server will take now.
    const summary = screen.getByRole('region', { name: 'Your car' });
    await waitFor(() => expect(summary).toHaveTextContent('$52,990'));
    expect(screen.getByText('$5,000', { selector: '[data-deposit]' })).toBeInTheDocument();
    expect(screen.getByText(/the balance of \$47,990 is settled/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay $5,000 deposit and buy' }));
    await screen.findByRole('heading', { level: 2, name: 'Your purchase deposit is paid' });
    expect(sent.map((request) => (request.body as { price: number }).price)).toEqual([45_990, 52_990]);
  });

  it('shows its own confirmation after a reload when the payment went through but its answer was lost', async () => {
    // The payment reaches the server, but the connection drops before its answer comes back.
    serve([]);
    const send = globalThis.fetch;
    globalThis.fetch = (async (request: Request) => {
      const answer = await send(request);
      if (request.method === 'POST') throw new TypeError('Failed to fetch');
      return answer;
    }) as typeof fetch;
    const user = userEvent.setup();
    await payThenReload(user, 'An unexpected error occured');
    const key = sent[0]!.key;

    // The server did reserve it: the car reads as reserved, and the reservation under the tab's key is found.
    const lookups: (string | null)[] = [];
    network = installFakeFetch({
      [CAR_PATH]: { body: testVehicleDetail({ ...car, reserved: true }) },
      [`${CAR_PATH}/reservation`]: { body: CONFIRMED },
    });
    const lookup = globalThis.fetch;
    globalThis.fetch = ((request: Request) => {
      if (request.url.includes('/reservation?'))
        lookups.push(
          `${new URL(request.url).searchParams.get('kind')} ${request.headers.get('idempotency-key')}`,
        );
      return lookup(request);
    }) as typeof fetch;
    renderCheckout();
    await screen.findByRole('heading', { level: 2, name: 'Your car is reserved' });
    expect(screen.getByText(CONFIRMED.reservation_id)).toBeInTheDocument();
    expect(screen.queryByText('This car has already been reserved.')).toBeNull();
    expect(lookups).toEqual([`reserve ${key}`]);
    // Kept for the tab as a confirmation seen: another reload shows it without asking again.
    await waitFor(() =>
      expect(Object.values(window.sessionStorage).join()).toContain(CONFIRMED.payment_reference),
    );
  });

  it('says the car is reserved after a reload when the reservation under the tab’s key is not its own', async () => {
    serve([{ status: 500, body: { message: 'Payment service unavailable' } }]);
    const user = userEvent.setup();
    await payThenReload(user, 'An unexpected error occured');

    network = installFakeFetch({
      [CAR_PATH]: { body: testVehicleDetail({ ...car, reserved: true }) },
      [`${CAR_PATH}/reservation`]: { status: 404, body: { message: 'No reservation' } },
    });
    renderCheckout();
    expect(await screen.findByText('This car has already been reserved.')).toBeInTheDocument();
    expect(screen.queryByLabelText('First Name')).toBeNull();
  });

  it('tells a shopper who reserved the car and opens its checkout in another tab that it is their own', async () => {
    serve([{ status: 201, body: CONFIRMED }]);
    const user = userEvent.setup();
    await payThenReload(user, 'Your car is reserved');
    const key = sent[0]!.key;
    // Kept for the browser: the car, the kind and the payment's key, nothing of the shopper or the card.
    expect(JSON.parse(window.localStorage.getItem(`dealerline:${testSite().slug}:reservations`)!)).toEqual([
      { slug: car.slug, kind: 'reserve', idempotencyKey: key },
    ]);

    // Another tab: a session of its own, the same browser's storage.
    window.sessionStorage.clear();
    sent = [];
    const lookups = serveLookup(testVehicleDetail({ ...car, reserved: true }), { body: CONFIRMED });
    renderCheckout();
    expect(await screen.findByText(OWN_RESERVED)).toBeInTheDocument();
    expect(
      screen.getByText(CONFIRMED.reservation_id, { selector: '[data-reservation-id]' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Reservation reference', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('ch_test_abc123')).toBeInTheDocument();
    expect(
      screen.getByText('Quote your reservation reference whenever you contact Test Motors about this car.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('This car has already been reserved.')).toBeNull();
    expect(screen.queryByLabelText('First Name')).toBeNull();
    expect(lookups).toEqual([`reserve ${key}`]);
  });

  it('tells a shopper who reserved the car and then tries Buy online that it is held for them, before any payment', async () => {
    const site = testSite({ buy_online: true });
    serve([{ status: 201, body: CONFIRMED }]);
    const user = userEvent.setup();
    await payThenReload(user, 'Your car is reserved');
    const key = sent[0]!.key;
    sent = [];

    // The vehicle page's answer from before the reservation: the car still reads as free here.
    const lookups = serveLookup(testVehicleDetail(car), { body: CONFIRMED });
    renderCheckout({ variant: 'buy-online', site });
    expect(await screen.findByText(OWN_RESERVED)).toBeInTheDocument();
    expect(
      screen.getByText(CONFIRMED.reservation_id, { selector: '[data-reservation-id]' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('First Name')).toBeNull();
    expect(screen.queryByText(/reserved by someone else/)).toBeNull();
    expect(lookups).toEqual([`reserve ${key}`]);
    expect(sent).toEqual([]);
  });

  it('shows the reservation another tab has just paid for in place of the form, so the shopper does not pay twice', async () => {
    const lookups = serveLookup(testVehicleDetail(car), { body: CONFIRMED });
    const user = userEvent.setup();
    renderCheckout();
    await fillContact(user);
    expect(lookups).toEqual([]);

    // Another tab of the browser pays for the car and keeps it (the window's storage event tells this one).
    const key = 'a'.repeat(32);
    const storageKey = `dealerline:${testSite().slug}:reservations`;
    window.localStorage.setItem(
      storageKey,
      JSON.stringify([{ slug: car.slug, kind: 'reserve', idempotencyKey: key }]),
    );
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: storageKey, storageArea: window.localStorage }),
      );
    });
    expect(await screen.findByText(OWN_RESERVED)).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(lookups).toEqual([`reserve ${key}`]);
    expect(sent).toEqual([]);
  });

  it('shows nothing of a kept reservation the server does not confirm (cancelled since): the car reads as for anyone', async () => {
    window.localStorage.setItem(
      `dealerline:${testSite().slug}:reservations`,
      JSON.stringify([{ slug: car.slug, kind: 'reserve', idempotencyKey: 'b'.repeat(32) }]),
    );
    const lookups = serveLookup(testVehicleDetail({ ...car, reserved: true }), {
      status: 404,
      body: { message: 'No reservation of this car was made with this Idempotency-Key.' },
    });
    renderCheckout();
    expect(await screen.findByText('This car has already been reserved.')).toBeInTheDocument();
    expect(screen.queryByText(OWN_RESERVED)).toBeNull();
    expect(screen.queryByText(CONFIRMED.reservation_id)).toBeNull();
    expect(lookups).toHaveLength(1);
  });

  it('says so when the site has no such car', async () => {
    network = installFakeFetch({ [CAR_PATH]: { status: 404, body: { message: 'Not found' } } });
    renderCheckout();
    expect(await screen.findByText(/Sorry, this car could not be found/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
