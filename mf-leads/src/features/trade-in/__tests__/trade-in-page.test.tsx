import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  bus,
  storeContact,
  type AnalyticsEvent,
  type LeadSubmission,
  type ValuationResult,
  type ValuationStarted,
} from '@dealerline/shared';
import {
  fillContact,
  installFakeFetch,
  LocationProbe,
  renderWithPlatform,
  testCarHit,
  testDealer,
  testSite,
  type FakeRoute,
} from '@dealerline/shared/testing';
import { TRADE_CAR_NOT_FOUND, TradeInPage } from '../components/trade-in-page';
import { readValuation, storeValuation } from '../utils/valuation-storage';

// Full multi-step flows with userEvent on 2 shared cores take several seconds.
jest.setTimeout(30_000);

const SITE = testSite().slug;
const ID = '6f1c2e9a-0000-4000-8000-000000000001';
const VEHICLE = {
  make: 'Toyota',
  model: 'RAV4',
  year: 2021,
  badge: 'GXL',
  body: 'SUV',
  transmission: 'Automatic',
  fuel: 'Hybrid',
};
const STARTED: ValuationStarted = { id: ID, rego: 'ABC123', regoState: 'QLD', vehicle: VEHICLE };
const ANSWERS = {
  odometer_km: 45_000,
  service_history: 'full',
  two_key_sets: true,
  illegal_modifications: false,
  condition: 'good',
  finance_owing: true,
} as const;
const RESULT: ValuationResult = {
  ...STARTED,
  adjustmentAnswers: ANSWERS,
  range: { low: 24_200, high: 26_800 },
  reason: null,
  sample_size: 12,
  valued_at: '2026-06-01T00:00:00.000Z',
};

let restore: (() => void) | null = null;
let alert: jest.SpyInstance;
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  restore?.();
  restore = null;
  alert.mockRestore();
});

function serve(routes: Record<string, FakeRoute>) {
  const sent: Record<string, unknown[]> = {};
  const wrapped = Object.fromEntries(
    Object.entries(routes).map(([path, route]) => [
      path,
      ((url, request) => {
        (sent[path] ??= []).push(request.body);
        return typeof route === 'function' ? route(url, request) : route;
      }) as FakeRoute,
    ]),
  );
  restore = installFakeFetch(wrapped).restore;
  return sent;
}

/** A valuation kept before its lead was sent, for no car. */
const VALUED = { result: RESULT, lead_id: null, dealership_slug: null, car_id: null, offer_accepted: false };

const renderPage = (variant = 'trade-in', options: Parameters<typeof renderWithPlatform>[1] = {}) =>
  renderWithPlatform(
    <>
      <TradeInPage variant={variant} />
      <LocationProbe />
    </>,
    { url: '/trade-in', ...options },
  );

async function answerAdjustments(user: UserEvent) {
  await user.type(screen.getByLabelText('Odometer (km)'), '45,000');
  await user.selectOptions(screen.getByLabelText('Service history'), 'full');
  await user.selectOptions(screen.getByLabelText('Do you have two sets of keys?'), 'yes');
  await user.selectOptions(screen.getByLabelText('Does it have any illegal modifications?'), 'no');
  await user.selectOptions(screen.getByLabelText('Condition'), 'good');
  await user.selectOptions(screen.getByLabelText('Is there finance owing on it?'), 'yes');
}

describe('trade-in page', () => {
  it('shows the heading, the rego step with QLD by default and the FAQ', () => {
    serve({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sell My Car');
    expect(screen.getByRole('heading', { level: 2, name: 'Step 1 of 3: Your car' })).toBeInTheDocument();
    expect(screen.getByLabelText('State')).toHaveValue('QLD');
    expect(screen.getByText('Can I get an online estimate for any car?')).toBeInTheDocument();
    expect(screen.getByText(/finance payout letter/)).toBeInTheDocument();
    expect(screen.getByText(/subject to an inspection/)).toBeInTheDocument();
  });

  it('looks up the rego, asks the adjustments, shows the range, sends the lead, then accepts the offer', async () => {
    const seen: AnalyticsEvent[] = [];
    const off = bus.on('analytics', (event) => seen.push(event));
    let leads = 0;
    const sent = serve({
      '/api/valuations/rego-lookup': { status: 201, body: STARTED },
      [`/api/valuations/${ID}/adjustments`]: { body: RESULT },
      '/api/leads': () => ({ status: 201, body: { lead_id: `lead-${++leads}` } }),
    });
    const user = userEvent.setup();
    renderPage();

    await user.type(screen.getByLabelText('Rego'), 'abc 123');
    await user.click(screen.getByRole('button', { name: 'Find My Car' }));
    expect(await screen.findByText('2021 Toyota RAV4 GXL')).toBeInTheDocument();
    expect(sent['/api/valuations/rego-lookup']).toEqual([{ rego: 'abc 123', regoState: 'QLD' }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Step 2 of 3: About your car' })).toHaveFocus();

    await answerAdjustments(user);
    await user.click(screen.getByRole('button', { name: 'Get My Estimate' }));
    expect(await screen.findByText('Estimated trade-in value: $24,200 – $26,800')).toBeInTheDocument();
    expect(sent[`/api/valuations/${ID}/adjustments`]).toEqual([{ adjustmentAnswers: ANSWERS }]);
    expect(readValuation(SITE)).toMatchObject({ result: RESULT, lead_id: null });

    await fillContact(user, { postcode: '45,581' });
    expect(screen.getByLabelText('Postcode')).toHaveValue('4558');
    await user.click(screen.getByRole('button', { name: 'Send My Details' }));
    const accept = await screen.findByRole('button', { name: 'Accept Offer' });
    const [lead] = sent['/api/leads'] as LeadSubmission[];
    expect(lead).toMatchObject({
      category: 'Trade-In',
      subcategory: '2. Trade-In Valuation',
      name: 'Jo',
      last_name: 'Citizen',
      postcode: '4558',
      phone: '0412 345 678',
      email: 'jo@example.com',
      dealership_slug: 'test-motors',
      source: 'Website',
      params: {
        valuation_id: ID,
        Rego: 'ABC123',
        trade_in_make: 'Toyota',
        odometer_km: 45_000,
        finance_owing: true,
        valuation_low: 24_200,
        valuation_high: 26_800,
        terms_conditions: true,
      },
    });
    expect(seen.map((e) => e.eventId)).toEqual([22]);
    expect(readValuation(SITE)).toMatchObject({ lead_id: 'lead-1', offer_accepted: false });

    await user.click(accept);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success'));
    const offer = (sent['/api/leads'] as LeadSubmission[])[1];
    expect(offer).toMatchObject({
      category: 'Trade-In',
      subcategory: '3. Offer Accepted',
      name: 'Jo',
      email: 'jo@example.com',
      params: { lead_id: 'lead-1', form_completed: true, offer_accepted: true },
    });
    expect(seen.map((e) => e.eventId)).toEqual([22, 18]);
    expect(readValuation(SITE)?.offer_accepted).toBe(true);
    expect(window.localStorage.getItem(`dealerline:${SITE}:success-category`)).toBe('"Trade-In"');
    off();
  });

  it('comes back to the questions about the car found after a reload, and values it', async () => {
    serve({
      '/api/valuations/rego-lookup': { status: 201, body: STARTED },
      [`/api/valuations/${ID}/adjustments`]: { body: RESULT },
    });
    const user = userEvent.setup();
    const first = renderPage();
    await user.type(screen.getByLabelText('Rego'), 'abc 123');
    await user.click(screen.getByRole('button', { name: 'Find My Car' }));
    await screen.findByRole('heading', { level: 2, name: 'Step 2 of 3: About your car' });
    first.unmount();

    renderPage();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Step 2 of 3: About your car' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2021 Toyota RAV4 GXL')).toBeInTheDocument();
    await answerAdjustments(user);
    await user.click(screen.getByRole('button', { name: 'Get My Estimate' }));
    expect(await screen.findByText('Estimated trade-in value: $24,200 – $26,800')).toBeInTheDocument();
    // Valued: the car found is no longer kept for the tab (the valuation is, in local storage).
    expect(Object.keys(window.sessionStorage).filter((k) => k.endsWith('trade-in-started'))).toEqual([]);
  });

  it('lets a shopper whose rego found another car start again from the questions, also after a reload', async () => {
    const OTHER: ValuationStarted = {
      ...STARTED,
      id: '6f1c2e9a-0000-4000-8000-000000000002',
      rego: 'ABC132',
      vehicle: { ...VEHICLE, make: 'Mazda', model: 'CX-5', badge: 'Maxx' },
    };
    const sent = serve({
      '/api/valuations/rego-lookup': (_url, request) => ({
        status: 201,
        body: (request.body as { rego: string }).rego === 'ABC132' ? OTHER : STARTED,
      }),
    });
    const user = userEvent.setup();
    const first = renderPage();
    await user.type(screen.getByLabelText('Rego'), 'ABC132');
    await user.click(screen.getByRole('button', { name: 'Find My Car' }));
    expect(await screen.findByText('2021 Mazda CX-5 Maxx')).toBeInTheDocument();
    first.unmount();

    renderPage();
    expect(screen.getByText('2021 Mazda CX-5 Maxx')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Value another car' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Step 1 of 3: Your car' })).toHaveFocus();
    await user.type(screen.getByLabelText('Rego'), 'ABC123');
    await user.click(screen.getByRole('button', { name: 'Find My Car' }));
    expect(await screen.findByText('2021 Toyota RAV4 GXL')).toBeInTheDocument();
    expect(sent['/api/valuations/rego-lookup']).toHaveLength(2);
  });

  it('offers the manual path for an unknown rego', async () => {
    const sent = serve({
      '/api/valuations/rego-lookup': {
        status: 404,
        body: { message: 'We could not find that registration.' },
      },
      '/api/valuations': { status: 201, body: { ...STARTED, rego: null } },
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Rego'), 'ZZZ999');
    await user.click(screen.getByRole('button', { name: 'Find My Car' }));
    expect(await screen.findByText('We could not find that registration.')).toBeInTheDocument();
    // The Rego field the shopper was in is gone: focus is on why, not lost to the top of the page.
    expect(screen.getByText('We could not find that registration.')).toHaveAttribute('role', 'status');
    expect(screen.getByText('We could not find that registration.')).toHaveFocus();
    await user.type(screen.getByLabelText('Make'), 'Toyota');
    await user.type(screen.getByLabelText('Model'), 'RAV4');
    await user.type(screen.getByLabelText('Year'), '20x21');
    await user.selectOptions(screen.getByLabelText('State'), 'NSW');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('Odometer (km)')).toBeInTheDocument();
    expect(sent['/api/valuations']).toEqual([
      { vehicle: { make: 'Toyota', model: 'RAV4', year: 2021 }, regoState: 'NSW' },
    ]);
  });

  it("alerts on a failed step and shows the answer's message, or the alert's text when it has none", async () => {
    serve({
      '/api/valuations/rego-lookup': { status: 500, body: {} },
      '/api/valuations': { status: 400, body: { message: 'Please enter the make.' } },
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Rego'), 'ABC123');
    await user.click(screen.getByRole('button', { name: 'Find My Car' }));
    expect(await screen.findByText('An error occurred when submitting this form')).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith('An error occurred when submitting this form');
    expect(screen.getByLabelText('Rego')).toHaveValue('ABC123');

    await user.click(
      screen.getByRole('button', { name: 'I don’t know my rego: enter my car’s details instead' }),
    );
    await user.type(screen.getByLabelText('Make'), 'Toyota');
    await user.type(screen.getByLabelText('Model'), 'RAV4');
    await user.type(screen.getByLabelText('Year'), '2021');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter the make.')).toBeInTheDocument();
    expect(alert).toHaveBeenCalledTimes(2);
  });

  it("shows the alert's text for a server fault, and the platform's word when it is briefly unavailable", async () => {
    const outage = 'Sorry, we are briefly unavailable. Please try again in a minute.';
    serve({
      '/api/valuations/rego-lookup': { status: 500, body: { message: 'Internal server error' } },
      '/api/valuations': { status: 503, body: { message: outage }, headers: { 'retry-after': '30' } },
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Rego'), 'ABC123');
    await user.click(screen.getByRole('button', { name: 'Find My Car' }));
    expect(await screen.findByText('An error occurred when submitting this form')).toBeInTheDocument();
    expect(screen.queryByText('Internal server error')).toBeNull();

    await user.click(
      screen.getByRole('button', { name: 'I don’t know my rego: enter my car’s details instead' }),
    );
    await user.type(screen.getByLabelText('Make'), 'Toyota');
    await user.type(screen.getByLabelText('Model'), 'RAV4');
    await user.type(screen.getByLabelText('Year'), '2021');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(outage)).toBeInTheDocument();
    expect(alert).toHaveBeenCalledTimes(2);
  });

  it('goes back from the manual path to the rego lookup, with the rego as typed', async () => {
    const sent = serve({
      '/api/valuations/rego-lookup': (_url, { body }) =>
        (body as { rego: string }).rego === 'ABC123'
          ? { status: 201, body: STARTED }
          : { status: 404, body: { message: 'We could not find that registration.' } },
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Rego'), 'ABC1234');
    await user.click(screen.getByRole('button', { name: 'Find My Car' }));
    await screen.findByText('We could not find that registration.');
    expect(screen.queryByLabelText('Rego')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search by rego again' }));
    expect(screen.queryByText('We could not find that registration.')).toBeNull();
    expect(screen.queryByLabelText('Make')).toBeNull();
    const rego = screen.getByLabelText('Rego');
    expect(rego).toHaveValue('ABC1234');
    await user.type(rego, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Find My Car' }));
    expect(await screen.findByLabelText('Odometer (km)')).toBeInTheDocument();
    expect(sent['/api/valuations/rego-lookup']).toEqual([
      { rego: 'ABC1234', regoState: 'QLD' },
      { rego: 'ABC123', regoState: 'QLD' },
    ]);
  });

  it('lists the errors of each step with the spec texts', async () => {
    serve({});
    const user = userEvent.setup();
    storeValuation(SITE, {
      result: RESULT,
      lead_id: null,
      dealership_slug: 'test-motors',
      car_id: null,
      offer_accepted: false,
    });
    renderPage();
    await user.type(screen.getByLabelText('Postcode'), '400');
    await user.click(screen.getByRole('button', { name: 'Send My Details' }));
    const list = await screen.findByRole('alert');
    expect(list).toHaveTextContent('Please fix the following errors:');
    expect(list).toHaveTextContent('Invalid postcode. Please enter a 4-digit number.');
    expect(list).toHaveTextContent('*You must agree to the terms of use before submitting.');
    expect(list).toHaveFocus();
    expect(screen.getByLabelText('Postcode')).toHaveAttribute('maxlength', '4');
  });

  it('shows a failed lead submit and keeps the values', async () => {
    serve({
      '/api/leads': { status: 400, body: { message: 'Please enter a valid Australian phone number.' } },
    });
    const user = userEvent.setup();
    storeValuation(SITE, {
      result: RESULT,
      lead_id: null,
      dealership_slug: 'test-motors',
      car_id: null,
      offer_accepted: false,
    });
    renderPage();
    await fillContact(user, { postcode: '45,581' });
    await user.click(screen.getByRole('button', { name: 'Send My Details' }));
    expect(await screen.findByText('Please enter a valid Australian phone number.')).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith('An error occurred when submitting this form');
    expect(screen.getByLabelText('First Name')).toHaveValue('Jo');
  });

  it('shows the stored valuation again on return, and a car valued in person has no offer to accept', async () => {
    serve({});
    storeValuation(SITE, {
      result: { ...RESULT, range: null, reason: 'age' },
      lead_id: 'lead-9',
      dealership_slug: 'test-motors',
      car_id: null,
      offer_accepted: false,
    });
    renderPage('instant-price');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Instant Price');
    expect(document.querySelector('[data-valuation-in-person]')).toHaveTextContent(
      /generally not given for cars over 7 years old or 100,000 km/,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your valuation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept Offer' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Value another car' }));
    expect(screen.getByLabelText('Rego')).toBeInTheDocument();
    expect(readValuation(SITE)).toBeNull();
  });

  it('posts the result to /api/miscellaneous on the site that wants it; a failure is only logged', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sent = serve({
      '/api/valuations/rego-lookup': { status: 201, body: STARTED },
      [`/api/valuations/${ID}/adjustments`]: { body: RESULT },
      '/api/miscellaneous': { status: 500, body: { message: 'Internal server error' } },
    });
    const user = userEvent.setup();
    renderPage('trade-in', { dealer: testDealer({ valuation_miscellaneous: true }) });
    await user.type(screen.getByLabelText('Rego'), 'ABC123');
    await user.click(screen.getByRole('button', { name: 'Find My Car' }));
    await screen.findByLabelText('Odometer (km)');
    await answerAdjustments(user);
    await user.click(screen.getByRole('button', { name: 'Get My Estimate' }));
    expect(await screen.findByLabelText('First Name')).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(sent['/api/miscellaneous']).toEqual([{ column_name: 'valuation', value: RESULT }]);
    warn.mockRestore();
  });

  it('does not post to /api/miscellaneous elsewhere', async () => {
    const sent = serve({
      '/api/valuations/rego-lookup': { status: 201, body: STARTED },
      [`/api/valuations/${ID}/adjustments`]: { body: RESULT },
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Rego'), 'ABC123');
    await user.click(screen.getByRole('button', { name: 'Find My Car' }));
    await screen.findByLabelText('Odometer (km)');
    await answerAdjustments(user);
    await user.click(screen.getByRole('button', { name: 'Get My Estimate' }));
    expect(await screen.findByLabelText('First Name')).toBeInTheDocument();
    expect(sent['/api/miscellaneous']).toBeUndefined();
  });

  it('trades in towards the car of /cars/trade-in?car_id= with its lead defaults', async () => {
    const car = testCarHit({
      id: 77,
      make: 'Mazda',
      model: 'CX-5',
      car_type: 'used',
      dealership_slug: 'test-motors',
    });
    const sent = serve({
      '/1/indexes/Car_production/77': { body: car },
      '/api/leads': { status: 201, body: { lead_id: 'lead-7' } },
    });
    storeValuation(SITE, VALUED);
    const user = userEvent.setup();
    renderPage('car', { url: '/cars/trade-in?car_id=77' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Trade in your car');
    expect(await screen.findByText(/Trading in towards the .* Mazda CX-5/)).toBeInTheDocument();
    await fillContact(user, { postcode: '45,581' });
    await user.click(screen.getByRole('button', { name: 'Send My Details' }));
    await screen.findByRole('button', { name: 'Accept Offer' });
    expect((sent['/api/leads'] as LeadSubmission[])[0]).toMatchObject({
      car_id: 77,
      dealership_slug: 'test-motors',
      params: { 'Vehicle Make': 'Mazda', 'Vehicle Model': 'CX-5', car_type: 'used', trade_in_make: 'Toyota' },
      lead_attributes: { linked_query_params: { car_id: '77' } },
    });
  });

  it('asks for the details again where a kept lead was about another car, so this car’s dealership gets one', async () => {
    const car = testCarHit({ id: 77, make: 'Mazda', model: 'CX-5', dealership_slug: 'test-motors' });
    const sent = serve({
      '/1/indexes/Car_production/77': { body: car },
      '/api/leads': { status: 201, body: { lead_id: 'lead-77' } },
    });
    // Valued and sent on /trade-in, for no car, and accepted there.
    storeValuation(SITE, {
      result: RESULT,
      lead_id: 'lead-1',
      dealership_slug: 'other',
      car_id: null,
      offer_accepted: true,
    });
    const user = userEvent.setup();
    renderPage('car', { url: '/cars/trade-in?car_id=77' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Step 3 of 3: Your details' }),
    ).toBeInTheDocument();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send My Details' }));
    await screen.findByRole('button', { name: 'Accept Offer' });
    expect((sent['/api/leads'] as LeadSubmission[])[0]).toMatchObject({
      car_id: 77,
      dealership_slug: 'test-motors',
    });
    expect(readValuation(SITE)).toMatchObject({
      lead_id: 'lead-77',
      car_id: 77,
      dealership_slug: 'test-motors',
      offer_accepted: false,
    });
  });

  it('shows the kept result on /trade-in after a lead about a car: no second lead, the offer to that car’s dealership', async () => {
    const sent = serve({ '/api/leads': { status: 201, body: { lead_id: 'offer-1' } } });
    storeContact(SITE, { name: 'Jo', email: 'jo@example.com', phone: '0412 345 678', postcode: '4558' });
    // Valued and sent on /cars/trade-in?car_id=77, not accepted yet; the shopper then opens Sell My Car.
    storeValuation(SITE, {
      result: RESULT,
      lead_id: 'lead-77',
      dealership_slug: 'test-motors',
      car_id: 77,
      offer_accepted: false,
    });
    const user = userEvent.setup();
    renderPage('trade-in');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your valuation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send My Details' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept Offer' }));
    await waitFor(() => expect(sent['/api/leads']).toHaveLength(1));
    expect((sent['/api/leads'] as LeadSubmission[])[0]).toMatchObject({
      subcategory: '3. Offer Accepted',
      dealership_slug: 'test-motors',
      params: { lead_id: 'lead-77' },
    });
  });

  it('says so when /cars/trade-in?car_id= names no car of the site, and trades in towards none', async () => {
    const sent = serve({ '/api/leads': { status: 201, body: { lead_id: 'lead-8' } } });
    storeValuation(SITE, VALUED);
    const user = userEvent.setup();
    renderPage('car', { url: '/cars/trade-in?car_id=99' });
    expect(await screen.findByText(TRADE_CAR_NOT_FOUND)).toBeInTheDocument();
    expect(screen.queryByText(/Trading in towards/)).toBeNull();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send My Details' }));
    await screen.findByRole('button', { name: 'Accept Offer' });
    expect((sent['/api/leads'] as LeadSubmission[])[0]).toMatchObject({ car_id: null });
  });

  it('shows the sold notice for a sold car and values the shopper’s car towards none', async () => {
    const car = testCarHit({ id: 79, make: 'Mazda', model: 'CX-5', status: 'sold', sold: true });
    const sent = serve({
      '/1/indexes/Car_production/79': { body: car },
      '/api/leads': { status: 201, body: { lead_id: 'lead-9' } },
    });
    storeValuation(SITE, VALUED);
    const user = userEvent.setup();
    renderPage('car', { url: '/cars/trade-in?car_id=79' });
    const notice = await screen.findByRole('region', { name: 'Unfortunately this vehicle recently sold.' });
    expect(within(notice).getByRole('link', { name: 'Find Me Something Similar' })).toHaveAttribute(
      'href',
      '/search/new-used-and-demo-cars/?refinementList[make][0]=Mazda&refinementList[model][0]=CX-5',
    );
    expect(screen.queryByText(/Trading in towards/)).toBeNull();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send My Details' }));
    await screen.findByRole('button', { name: 'Accept Offer' });
    expect((sent['/api/leads'] as LeadSubmission[])[0]).toMatchObject({
      car_id: null,
      dealership_slug: 'test-motors',
      params: { 'Vehicle Make': null },
    });
  });

  it('says so at once for a car_id that is no number', () => {
    serve({});
    renderPage('car', { url: '/cars/trade-in?car_id=abc' });
    expect(screen.getByText(TRADE_CAR_NOT_FOUND)).toBeInTheDocument();
  });
});
