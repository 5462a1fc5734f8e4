import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  type AnalyticsEvent,
  bus,
  readContact,
  readSelectedCar,
  readSuccessCategory,
} from '@dealerline/shared';
import {
  fillContact,
  installLeadNetwork,
  LocationProbe,
  renderWithPlatform,
  testCarHit,
  testDealer,
  testLocation,
  testSite,
  type FakeRoute,
} from '@dealerline/shared/testing';
import { PAST_DAY_MESSAGE } from '@dealerline/shared/rules';
import { LeadForm } from '../components/lead-form';
import { daysFromToday } from './days-from-today';

const IN_3_DAYS = daysFromToday(3);
const IN_4_DAYS = daysFromToday(4);

const SITE = testSite().slug;
const USED = testCarHit({
  id: 77,
  car_type: 'used',
  make: 'Mazda',
  model: 'CX-5',
  dealership_slug: 'test-motors',
});
const NEW = testCarHit({
  id: 78,
  car_type: 'new',
  make: 'Mazda',
  model: 'CX-30',
  dealership_slug: 'test-motors',
});

function serve(routes: Record<string, FakeRoute>) {
  const network = installLeadNetwork(routes);
  restore = network.restore;
  return network;
}

let restore: (() => void) | null = null;
let alert: jest.SpyInstance;
beforeEach(() => {
  window.localStorage.clear();
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  restore?.();
  restore = null;
  alert.mockRestore();
});

function renderForm(variant: string, url: string, options: Parameters<typeof renderWithPlatform>[1] = {}) {
  return renderWithPlatform(
    <>
      <LeadForm variant={variant} />
      <LocationProbe />
    </>,
    { url, ...options },
  );
}

async function fill(user: UserEvent, { message = 'Is it still available?' } = {}) {
  await fillContact(user);
  if (message) await user.type(screen.getByLabelText(/^Message/), message);
  await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
}

function events() {
  const seen: AnalyticsEvent[] = [];
  const off = bus.on('analytics', (event) => seen.push(event));
  return { seen, off };
}

describe('enquiry on a car', () => {
  it('sends the lead with the car defaults, shows submitting, then opens /success with the car type', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const net = serve({
      '/1/indexes/Car_production/77': { body: USED },
      '/api/leads': () => new Promise((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderForm('contact', '/contact?car_id=77');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Enquire about this car');
    expect(await screen.findByText(/Mazda CX-5/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Category')).toBeNull();
    await fill(user);
    await user.type(screen.getByLabelText('Rego (optional)'), 'ABC123');
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));

    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    expect(button.querySelector('[data-spinner]')).not.toBeNull();
    expect(net.leads).toHaveLength(1);
    expect(net.leads[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(net.leads[0]!.body).toMatchObject({
      category: 'Vehicle Enquiry',
      subcategory: null,
      name: 'Jo',
      last_name: 'Citizen',
      email: 'jo@example.com',
      phone: '0412 345 678',
      postcode: '4558',
      message: 'Is it still available?',
      opt_in: false,
      dealership_slug: 'test-motors',
      car_id: 77,
      source: 'Website',
      car_dealership_id: USED.dealership_id,
      user_agent: navigator.userAgent,
      params: {
        'Vehicle Make': 'Mazda',
        'Vehicle Model': 'CX-5',
        car_type: 'used',
        stock_number: USED.stocknum,
        vehicle_status: USED.status,
        manufacturer_slug: USED.make_slug,
        Rego: 'ABC123',
        page_id: null,
        captcha_token: 'local-test-token',
        terms_conditions: true,
      },
      lead_attributes: { linked_query_params: { car_id: '77' } },
    });

    const { seen, off } = events();
    answer({ status: 201, body: { lead_id: 'lead-1' } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success?car_type=used'));
    off();
    expect(seen.map((event) => event.eventId)).toEqual([15]);
    expect(readSuccessCategory(SITE)).toBe('Vehicle Enquiry');
    expect(readSelectedCar(SITE)).toMatchObject({ id: 77, slug: USED.slug });
    expect(readContact(SITE)).toMatchObject({
      name: 'Jo',
      email: 'jo@example.com',
      phone: '0412 345 678',
    });
  });

  it('alerts on a failed submit, shows the server message and keeps the typed values', async () => {
    const net = serve({
      '/1/indexes/Car_production/77': { body: USED },
      '/api/leads': { status: 400, body: { message: 'Unknown dealership for this site.' } },
    });
    const user = userEvent.setup();
    renderForm('contact', '/contact?car_id=77');
    await screen.findByText(/Mazda CX-5/);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown dealership for this site.');
    expect(alert).toHaveBeenCalledWith('An error occurred when submitting this form');
    expect(screen.getByLabelText('First Name')).toHaveValue('Jo');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Is it still available?');
    expect(screen.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/contact?car_id=77');
    // Sent again unchanged: the same idempotency key.
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await waitFor(() => expect(net.leads).toHaveLength(2));
    expect(net.leads[1]!.key).toBe(net.leads[0]!.key);
    expect(readSuccessCategory(SITE)).toBeNull();
  });

  it('shows "An unexpected error occured" when the answer has no lead_id and no message', async () => {
    serve({ '/1/indexes/Car_production/77': { body: USED }, '/api/leads': { status: 200, body: {} } });
    const user = userEvent.setup();
    renderForm('contact', '/contact?car_id=77');
    await screen.findByText(/Mazda CX-5/);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^An unexpected error occured$/);
  });

  it('shows "An unexpected error occured", not the server\'s own words, when the server fails (500)', async () => {
    serve({
      '/1/indexes/Car_production/77': { body: USED },
      '/api/leads': { status: 500, body: { message: 'Internal server error' } },
    });
    const user = userEvent.setup();
    renderForm('contact', '/contact?car_id=77');
    await screen.findByText(/Mazda CX-5/);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^An unexpected error occured$/);
    expect(alert).toHaveBeenCalledWith('An error occurred when submitting this form');
  });

  it('offers the kept contact details next time', async () => {
    window.localStorage.setItem(
      `dealerline:${SITE}:lead-contact`,
      JSON.stringify({ name: 'Jo', last_name: 'Citizen', email: 'jo@example.com', phone: '0412 345 678' }),
    );
    serve({});
    renderForm('contact', '/contact');
    expect(screen.getByLabelText('First Name')).toHaveValue('Jo');
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('0412 345 678');
  });
});

describe('a car_id the site has no car for', () => {
  it.each([
    ['an unknown car', '/contact?car_id=999'],
    ['no car id at all', '/contact?car_id=abc'],
  ])('is a general enquiry that claims no car: %s', async (_, url) => {
    const net = serve({
      '/1/indexes/Car_production/999': { status: 404, body: { message: 'ObjectID does not exist' } },
      '/api/leads': { status: 201, body: { lead_id: 'lead-u' } },
    });
    const user = userEvent.setup();
    renderForm('contact', url);
    expect(
      await screen.findByText(/^We could not find that vehicle; it may have been sold\./),
    ).toHaveAttribute('role', 'status');
    // Still the page's form (the contact region gave way to a link): it heads the page.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Send us a message');
    expect(screen.getByLabelText('Category')).toHaveValue('General Enquiry');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(net.leads).toHaveLength(1));
    expect(net.leads[0]!.body).toMatchObject({
      category: 'General Enquiry',
      car_id: null,
      params: { 'Vehicle Make': null, car_type: null },
    });
  });
});

describe('a sold car (still listed for the site’s sold days)', () => {
  const SOLD = testCarHit({
    id: 79,
    car_type: 'used',
    make: 'Mazda',
    model: 'CX-5',
    status: 'sold',
    sold: true,
    stocknum: 'S79',
    dealership_slug: 'test-motors',
  });
  const SIMILAR =
    '/search/new-used-and-demo-cars/?refinementList[make][0]=Mazda&refinementList[model][0]=CX-5';

  async function soldNotice() {
    const notice = await screen.findByRole('region', { name: 'Unfortunately this vehicle recently sold.' });
    expect(within(notice).getByRole('link', { name: 'Find Me Something Similar' })).toHaveAttribute(
      'href',
      SIMILAR,
    );
  }

  it('is not offered for a test drive: the sold notice, and a booking that names no car', async () => {
    const net = serve({
      '/1/indexes/Car_production/79': { body: SOLD },
      '/api/leads': { status: 201, body: { lead_id: 'lead-s' } },
    });
    const user = userEvent.setup();
    renderForm('test-drive', '/book-test-drive?car_id=79');
    await soldNotice();
    expect(screen.queryByText(/Stock #S79/)).toBeNull();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Book Test Drive' }));
    await waitFor(() => expect(net.leads).toHaveLength(1));
    expect(net.leads[0]!.body).toMatchObject({
      category: 'Test Drive',
      car_id: null,
      params: { 'Vehicle Make': null, stock_number: null, vehicle_status: null },
    });
  });

  it('may still be enquired about: the sold notice above the enquiry, which names the car', async () => {
    const net = serve({
      '/1/indexes/Car_production/79': { body: SOLD },
      '/api/leads': { status: 201, body: { lead_id: 'lead-e' } },
    });
    const user = userEvent.setup();
    renderForm('contact', '/contact?car_id=79');
    await soldNotice();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Enquire about this car');
    expect(screen.getByText(/Mazda CX-5 .*\(Stock #S79\)/)).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await waitFor(() => expect(net.leads).toHaveLength(1));
    expect(net.leads[0]!.body).toMatchObject({
      category: 'Vehicle Enquiry',
      car_id: 79,
      params: { stock_number: 'S79', vehicle_status: 'sold' },
    });
  });

  it('shows no sold notice for a car in stock', async () => {
    serve({ '/1/indexes/Car_production/77': { body: USED } });
    renderForm('test-drive', '/book-test-drive?car_id=77');
    await screen.findByText(/Mazda CX-5/);
    expect(screen.queryByText('Unfortunately this vehicle recently sold.')).toBeNull();
  });
});

describe('validation on the form', () => {
  it('lists every error under "Please fix the following errors:" and sends nothing', async () => {
    const net = serve({});
    const user = userEvent.setup();
    renderForm('contact', '/contact');
    await user.type(screen.getByLabelText('Postcode'), '45a');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Please fix the following errors:');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Please enter your first name.',
      'Please enter your last name.',
      'Please enter a valid email address.',
      'Please enter a valid Australian phone number.',
      'Invalid postcode. Please enter a 4-digit number.',
      'Please enter a message.',
      'Please confirm you are not a robot.',
      '*You must agree to the terms of use before submitting.',
    ]);
    expect(screen.getByLabelText('Postcode')).toHaveValue('45');
    expect(net.leads).toHaveLength(0);
  });

  it('stops typing at 5,000 characters of message and 12 of Rego (its 9 with spaces and dashes)', () => {
    serve({});
    renderForm('contact', '/contact');
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxLength', '5000');
    expect(screen.getByLabelText('Rego (optional)')).toHaveAttribute('maxLength', '12');
  });

  it('limits the postcode to 4 digits without separators', async () => {
    serve({});
    const user = userEvent.setup();
    renderForm('contact', '/contact');
    const postcode = screen.getByLabelText('Postcode');
    expect(postcode).toHaveAttribute('maxLength', '4');
    await user.type(postcode, '4,5 58');
    expect(postcode).toHaveValue('4558');
  });

  it('relaxes the message when the dealer allows it, and hides the captcha when the dealer turns it off', async () => {
    serve({});
    renderForm('contact', '/contact', {
      dealer: testDealer({ lead_message_optional: true, lead_captcha: false }),
    });
    expect(screen.getByLabelText('Message (optional)')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: "I'm not a robot" })).toBeNull();
  });

  it('shows the terms note on the dealers that want it', () => {
    serve({});
    renderForm('contact', '/contact', { dealer: testDealer({ lead_terms_note: true }) });
    expect(
      screen.getByText('* You must agree to the terms of use before submitting the form.'),
    ).toBeInTheDocument();
  });
});

describe('selectors', () => {
  const GROUP = testDealer({
    dealerships: [
      { id: 101, slug: 'coastline-toyota', name: 'Coastline Toyota' },
      { id: 102, slug: 'coastline-mazda', name: 'Coastline Mazda' },
    ],
    locations: [
      testLocation({ id: 1, slug: 'north', name: 'North', dealership_slug: 'coastline-toyota' }),
      testLocation({ id: 2, slug: 'south', name: 'South', dealership_slug: 'coastline-mazda' }),
      testLocation({ id: 3, slug: 'service', name: 'Service Centre', location_type: 'service' }),
    ],
  });

  it('shows the category (default General Enquiry) and location selectors on a group; the location decides the dealership', () => {
    serve({});
    renderForm('contact', '/contact', { dealer: GROUP });
    expect(screen.getByLabelText('Category')).toHaveValue('General Enquiry');
    const locations = within(screen.getByLabelText('Location')).getAllByRole('option');
    expect(locations.map((o) => o.textContent)).toEqual(['Choose a location', 'North', 'South']);
    expect(screen.queryByLabelText('Dealership')).toBeNull();
  });

  it('hides the location and dealership selectors for one dealership with one location', () => {
    serve({});
    renderForm('contact', '/contact');
    expect(screen.queryByLabelText('Location')).toBeNull();
    expect(screen.queryByLabelText('Dealership')).toBeNull();
  });

  it('hides both on a location page, which sends its location and dealership', async () => {
    const net = serve({ '/api/leads': { status: 201, body: { lead_id: 'lead-2' } } });
    const user = userEvent.setup();
    renderForm('contact', '/contact-us/south', { dealer: GROUP, path: '/contact-us/:locationSlug' });
    expect(screen.queryByLabelText('Location')).toBeNull();
    expect(screen.queryByLabelText('Dealership')).toBeNull();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    // The route pattern no longer matches once the form opens /success: the stored category shows it went.
    await waitFor(() => expect(readSuccessCategory(SITE)).toBe('General Enquiry'));
    expect(net.leads[0]!.body).toMatchObject({
      category: 'General Enquiry',
      dealership_slug: 'coastline-mazda',
      params: { location: 'south' },
    });
  });

  it('requires the chosen selectors', async () => {
    serve({});
    const user = userEvent.setup();
    renderForm('contact', '/contact', { dealer: GROUP });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Please choose a location.');
    expect(summary).not.toHaveTextContent('Please choose a dealership.');
  });
});

describe('careers', () => {
  it('sends General Enquiry / Career Enquiry with event 51', async () => {
    const net = serve({ '/api/leads': { status: 201, body: { lead_id: 'lead-3' } } });
    const user = userEvent.setup();
    renderForm('careers', '/careers');
    const { seen, off } = events();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success'));
    off();
    expect(net.leads[0]!.body).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry' });
    expect(seen.map((event) => event.eventId)).toEqual([51]);
    expect(readSuccessCategory(SITE)).toBe('Careers Enquiry');
  });

  it('asks no Rego: a careers enquiry has no vehicle', () => {
    serve({});
    renderForm('careers', '/careers');
    expect(screen.queryByLabelText('Rego (optional)')).toBeNull();
  });

  it('drops the Rego when the contact form’s category becomes Careers Enquiry', async () => {
    const net = serve({ '/api/leads': { status: 201, body: { lead_id: 'lead-4b' } } });
    const user = userEvent.setup();
    renderForm('contact', '/contact');
    await user.type(screen.getByLabelText('Rego (optional)'), 'not a rego!');
    await user.selectOptions(screen.getByLabelText('Category'), 'Careers Enquiry');
    expect(screen.queryByLabelText('Rego (optional)')).toBeNull();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(net.leads).toHaveLength(1));
    expect(net.leads[0]!.body.params).toMatchObject({ Rego: null });
  });

  it('maps the Careers Enquiry choice of the contact form the same way', async () => {
    const net = serve({ '/api/leads': { status: 201, body: { lead_id: 'lead-4' } } });
    const user = userEvent.setup();
    renderForm('contact', '/contact');
    await user.selectOptions(screen.getByLabelText('Category'), 'Careers Enquiry');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(net.leads).toHaveLength(1));
    expect(net.leads[0]!.body).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry' });
  });
});

describe('request photos', () => {
  it('sends without a message, with the hidden request text', async () => {
    const net = serve({
      '/1/indexes/Car_production/78': { body: NEW },
      '/api/leads': { status: 201, body: { lead_id: 'lead-5' } },
    });
    const user = userEvent.setup();
    renderForm('contact', '/contact?car_id=78&form=request-photos');
    await screen.findByText(/Mazda CX-30/);
    await fill(user, { message: '' });
    await user.click(screen.getByRole('button', { name: 'Request Photos' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success?car_type=new'));
    expect(net.leads[0]!.body).toMatchObject({
      category: 'Request Photos',
      message: null,
      params: { request: 'Please send me more photos of this vehicle.' },
    });
  });
});

describe('test drive', () => {
  it('offers the slots of the appointments call and sends the chosen one (event 17 for a new car)', async () => {
    const net = serve({
      '/1/indexes/Car_production/78': { body: NEW },
      '/api/locations/1/appointments': (url) => ({
        body: {
          location_id: 1,
          date: url.searchParams.get('date'),
          department: 'sales',
          time_zone: 'Australia/Brisbane',
          slots: [
            { time: '09:30', label: '9:30am' },
            { time: '10:00', label: '10:00am' },
          ],
        },
      }),
      '/api/leads': { status: 201, body: { lead_id: 'lead-6' } },
    });
    const user = userEvent.setup();
    renderForm('test-drive', '/book-test-drive?car_id=78', {
      dealer: testDealer({ locations: [testLocation({ id: 1 })] }),
    });
    await screen.findByText(/Mazda CX-30/);
    expect(screen.getByLabelText('Preferred Time (optional)')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Preferred Date (optional)'), IN_3_DAYS);
    await user.click(await screen.findByRole('radio', { name: '10:00am' }));
    const request = net.requests.find((url) => url.pathname === '/api/locations/1/appointments');
    expect(request?.searchParams.get('department')).toBe('sales');
    await fill(user);
    const { seen, off } = events();
    await user.click(screen.getByRole('button', { name: 'Book Test Drive' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success?car_type=new'));
    off();
    expect(net.leads[0]!.body).toMatchObject({
      category: 'Test Drive',
      params: { dateTime: `${IN_3_DAYS}T10:00` },
    });
    expect(seen.map((event) => event.eventId)).toEqual([17]);
  });

  it('offers days from today on, and says so for a day before it typed past the picker, asking no times', async () => {
    const net = serve({ '/1/indexes/Car_production/77': { body: USED } });
    const user = userEvent.setup();
    renderForm('test-drive', '/book-test-drive?car_id=77', {
      dealer: testDealer({ locations: [testLocation({ id: 1 })] }),
    });
    await screen.findByText(/Mazda CX-5/);
    const day = screen.getByLabelText('Preferred Date (optional)');
    expect(day).toHaveAttribute('min', daysFromToday(0));
    await user.type(day, daysFromToday(-1));
    expect(await screen.findByText(PAST_DAY_MESSAGE)).toBeInTheDocument();
    expect(day).toHaveAccessibleDescription(PAST_DAY_MESSAGE);
    expect(net.requests.some((url) => url.pathname.endsWith('/appointments'))).toBe(false);
  });

  it('asks a preferred time in words when the appointments call fails, and never requires it', async () => {
    const net = serve({
      '/1/indexes/Car_production/77': { body: USED },
      '/api/locations/1/appointments': { status: 500, body: { message: 'down' } },
      '/api/leads': { status: 201, body: { lead_id: 'lead-7' } },
    });
    const user = userEvent.setup();
    renderForm('test-drive', '/book-test-drive?car_id=77', {
      dealer: testDealer({ locations: [testLocation({ id: 1 })] }),
    });
    await screen.findByText(/Mazda CX-5/);
    await user.type(screen.getByLabelText('Preferred Date (optional)'), IN_3_DAYS);
    await waitFor(() =>
      expect(net.requests.some((url) => url.pathname === '/api/locations/1/appointments')).toBe(true),
    );
    expect(screen.queryByRole('radio')).toBeNull();
    await fill(user);
    const { seen, off } = events();
    await user.click(screen.getByRole('button', { name: 'Book Test Drive' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success?car_type=used'));
    off();
    expect(net.leads[0]!.body.params).toMatchObject({ dateTime: null });
    expect(seen.map((event) => event.eventId)).toEqual([48]);
  });

  it('sends the day chosen with a time in words (the appointments call failed): the dealer learns which day', async () => {
    const net = serve({
      '/1/indexes/Car_production/77': { body: USED },
      '/api/locations/1/appointments': { status: 503, body: { message: 'down' } },
      '/api/leads': { status: 201, body: { lead_id: 'lead-8' } },
    });
    const user = userEvent.setup();
    renderForm('test-drive', '/book-test-drive?car_id=77', {
      dealer: testDealer({ locations: [testLocation({ id: 1 })] }),
    });
    await screen.findByText(/Mazda CX-5/);
    await user.type(screen.getByLabelText('Preferred Date (optional)'), IN_3_DAYS);
    await screen.findByText('Tell us a time that suits you and we will confirm it.');
    await user.type(screen.getByLabelText('Preferred Time (optional)'), 'About 10am');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Book Test Drive' }));
    await waitFor(() => expect(net.leads).toHaveLength(1));
    expect(net.leads[0]!.body.params).toMatchObject({ preferredDate: IN_3_DAYS, dateTime: 'About 10am' });
  });

  it('drops the time chosen for one day when the shopper picks another day', async () => {
    const net = serve({
      '/1/indexes/Car_production/78': { body: NEW },
      '/api/locations/1/appointments': (url) => ({
        body: {
          location_id: 1,
          date: url.searchParams.get('date'),
          department: 'sales',
          time_zone: 'Australia/Brisbane',
          slots: [{ time: '10:00', label: '10:00am' }],
        },
      }),
      '/api/leads': { status: 201, body: { lead_id: 'lead-9' } },
    });
    const user = userEvent.setup();
    renderForm('test-drive', '/book-test-drive?car_id=78', {
      dealer: testDealer({ locations: [testLocation({ id: 1 })] }),
    });
    await screen.findByText(/Mazda CX-30/);
    const day = screen.getByLabelText('Preferred Date (optional)');
    await user.type(day, IN_3_DAYS);
    await user.click(await screen.findByRole('radio', { name: '10:00am' }));
    await user.clear(day);
    await user.type(day, IN_4_DAYS);
    await waitFor(() =>
      expect(net.requests.some((url) => url.searchParams.get('date') === IN_4_DAYS)).toBe(true),
    );
    expect(await screen.findByRole('radio', { name: '10:00am' })).not.toBeChecked();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Book Test Drive' }));
    await waitFor(() => expect(net.leads).toHaveLength(1));
    expect(net.leads[0]!.body.params).toMatchObject({ preferredDate: IN_4_DAYS, dateTime: null });
  });

  it('refuses to send a day before today: the error list names it and no lead goes', async () => {
    const net = serve({ '/1/indexes/Car_production/77': { body: USED } });
    const user = userEvent.setup();
    renderForm('test-drive', '/book-test-drive?car_id=77', {
      dealer: testDealer({ locations: [testLocation({ id: 1 })] }),
    });
    await screen.findByText(/Mazda CX-5/);
    await user.type(screen.getByLabelText('Preferred Date (optional)'), daysFromToday(-2));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Book Test Drive' }));
    const list = await screen.findByRole('alert');
    expect(within(list).getByRole('link', { name: PAST_DAY_MESSAGE })).toHaveAttribute(
      'href',
      '#lead-preferreddate',
    );
    expect(net.leads).toHaveLength(0);
  });
});

describe('service booking', () => {
  const SERVICE_DEALER = testDealer({
    service_booking: true,
    locations: [
      testLocation({ id: 1, slug: 'north-sales', location_type: 'sales' }),
      testLocation({ id: 2, slug: 'north-service', name: 'North Service', location_type: 'service' }),
    ],
  });

  it('books at the service location on a service slot with the car and the service wanted', async () => {
    const net = serve({
      '/api/locations/2/appointments': (url) => ({
        body: {
          location_id: 2,
          date: url.searchParams.get('date'),
          department: 'service',
          time_zone: 'Australia/Brisbane',
          slots: [{ time: '07:30', label: '7:30am' }],
        },
      }),
      '/api/leads': { status: 201, body: { lead_id: 'lead-s1' } },
    });
    const user = userEvent.setup();
    renderForm('service', '/service', { dealer: SERVICE_DEALER });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Book a Service');
    expect(screen.queryByLabelText('Location')).toBeNull();
    await user.type(screen.getByLabelText('Preferred Date (optional)'), IN_4_DAYS);
    await user.click(await screen.findByRole('radio', { name: '7:30am' }));
    expect(
      net.requests
        .find((url) => url.pathname === '/api/locations/2/appointments')
        ?.searchParams.get('department'),
    ).toBe('service');
    await user.type(screen.getByLabelText('Vehicle Make'), 'Mazda');
    await user.type(screen.getByLabelText('Vehicle Model'), 'CX-5');
    await user.type(screen.getByLabelText('Year (optional)'), '2019');
    await user.type(screen.getByLabelText('Odometer in km (optional)'), '85,000');
    await user.selectOptions(screen.getByLabelText('Service Required'), 'Logbook Service');
    await fill(user, { message: '' });
    await user.click(screen.getByRole('button', { name: 'Request Booking' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success'));
    expect(net.leads[0]!.body).toMatchObject({
      category: 'Service',
      params: {
        'Vehicle Make': 'Mazda',
        'Vehicle Model': 'CX-5',
        vehicle_year: '2019',
        odometer: '85,000',
        service_type: 'Logbook Service',
        location: 'north-service',
        dateTime: `${IN_4_DAYS}T07:30`,
      },
    });
  });

  it('asks for the car and the service, and checks the year when given', async () => {
    const net = serve({});
    const user = userEvent.setup();
    renderForm('service', '/service', { dealer: SERVICE_DEALER });
    await user.type(screen.getByLabelText('Year (optional)'), '1890');
    await fill(user, { message: '' });
    await user.click(screen.getByRole('button', { name: 'Request Booking' }));
    const list = await screen.findByRole('alert');
    expect(within(list).getByText('Please enter the make.')).toBeInTheDocument();
    expect(within(list).getByText('Please enter the model.')).toBeInTheDocument();
    expect(within(list).getByText('Please enter a year between 1950 and next year.')).toBeInTheDocument();
    expect(within(list).getByText('Please choose the service you need.')).toBeInTheDocument();
    expect(net.leads).toHaveLength(0);
  });

  it('is a service enquiry (category selector on Service) where the dealer takes no bookings', () => {
    serve({});
    renderForm('service', '/service');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Service Enquiry');
    expect(screen.getByLabelText('Category')).toHaveValue('Service');
    expect(screen.queryByLabelText('Vehicle Make')).toBeNull();
  });
});

describe('Email Us (a location card’s form)', () => {
  it('sends a general enquiry to the given location without asking one', async () => {
    const net = serve({ '/api/leads': { status: 201, body: { lead_id: 'lead-e1' } } });
    const user = userEvent.setup();
    renderWithPlatform(
      <>
        <LeadForm variant="email-us" locationSlug="south" />
        <LocationProbe />
      </>,
      {
        url: '/contact',
        dealer: testDealer({
          locations: [testLocation({ id: 1, slug: 'north' }), testLocation({ id: 2, slug: 'south' })],
        }),
      },
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Email Us');
    expect(screen.queryByLabelText('Location')).toBeNull();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success'));
    expect(net.leads[0]!.body).toMatchObject({ category: 'General Enquiry', params: { location: 'south' } });
  });

  it('keeps what was typed when its dialog is closed and opened again, until the message is sent', async () => {
    const net = serve({ '/api/leads': { status: 201, body: { lead_id: 'lead-e2' } } });
    const user = userEvent.setup();
    const dealer = testDealer({
      locations: [testLocation({ id: 1, slug: 'east' }), testLocation({ id: 2, slug: 'west' })],
    });
    const open = () =>
      renderWithPlatform(
        <>
          <LeadForm variant="email-us" locationSlug="west" draftKey="email-us:west" />
          <LocationProbe />
        </>,
        { url: '/contact', dealer },
      );
    const first = open();
    await user.type(screen.getByLabelText(/^Message/), 'Do you take trade-ins?');
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    first.unmount();

    const second = open();
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Do you take trade-ins?');
    // The captcha is for one submit: it is asked again.
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    await fill(user, { message: '' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success'));
    expect(net.leads[0]!.body).toMatchObject({ message: 'Do you take trade-ins?' });
    second.unmount();

    open();
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });
});
