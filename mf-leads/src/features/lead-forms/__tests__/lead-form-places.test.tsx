import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { readSuccessCategory } from '@dealerline/shared';
import { formDraftKey } from '@dealerline/shared/forms';
import {
  fillContact,
  installLeadNetwork,
  renderWithPlatform,
  testCar,
  testCarHit,
  testContentPage,
  testDealer,
  testLocation,
  testSite,
  testVehicleDetail,
  type FakeRoute,
} from '@dealerline/shared/testing';
import { LeadForm } from '../components/lead-form';
import { daysFromToday } from './days-from-today';

const IN_3_DAYS = daysFromToday(3);
const IN_8_DAYS = daysFromToday(8);

/** A group of two dealerships: Toyota at North and East, Mazda at South. */
const GROUP = testDealer({
  dealerships: [
    { id: 101, slug: 'coastline-toyota', name: 'Coastline Toyota' },
    { id: 102, slug: 'coastline-mazda', name: 'Coastline Mazda' },
  ],
  locations: [
    testLocation({
      id: 1,
      slug: 'north',
      name: 'North',
      dealership_id: 101,
      dealership_slug: 'coastline-toyota',
    }),
    testLocation({
      id: 2,
      slug: 'south',
      name: 'South',
      dealership_id: 102,
      dealership_slug: 'coastline-mazda',
    }),
    testLocation({
      id: 3,
      slug: 'east',
      name: 'East',
      dealership_id: 101,
      dealership_slug: 'coastline-toyota',
    }),
  ],
});
const TOYOTA = testCarHit({ id: 91, dealership_id: 101, dealership_slug: 'coastline-toyota' });
/** GET /api/cars/{slug} of TOYOTA, standing at `yard`. */
const carAt = (yard: string): Record<string, FakeRoute> => ({
  '/1/indexes/Car_production/91': { body: TOYOTA },
  [`/api/cars/${TOYOTA.slug}`]: {
    body: testVehicleDetail(
      testCar({ id: 91, slug: TOYOTA.slug, location: { ...testCar().location!, slug: yard } }),
    ),
  },
});

/** The appointments call of a location answering `slots` for whatever day is asked. */
const appointments =
  (id: number, department: 'sales' | 'service', slots: { time: string; label: string }[]): FakeRoute =>
  (url) => ({
    body: {
      location_id: id,
      date: url.searchParams.get('date'),
      department,
      time_zone: 'Australia/Brisbane',
      slots,
    },
  });

let restore: (() => void) | null = null;
function serve(routes: Record<string, FakeRoute>) {
  const network = installLeadNetwork({
    '/api/leads': { status: 201, body: { lead_id: 'lead-p' } },
    ...routes,
  });
  restore = network.restore;
  return network;
}
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  restore?.();
  restore = null;
});

async function fillAndSend(user: UserEvent, button: string) {
  await fillContact(user);
  await user.type(screen.getByLabelText(/^Message/), 'Hello');
  await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
  await user.click(screen.getByRole('button', { name: button }));
  await waitFor(() => expect(readSuccessCategory(testSite().slug)).not.toBeNull());
}

describe('where a lead goes', () => {
  it('sends the chosen location with its own dealership, asking no dealership', async () => {
    const net = serve({});
    const user = userEvent.setup();
    renderWithPlatform(<LeadForm variant="contact" />, { url: '/contact', dealer: GROUP });
    expect(screen.queryByLabelText('Dealership')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Location'), 'south');
    await fillAndSend(user, 'Send Message');
    expect(net.leads[0]!.body).toMatchObject({
      dealership_slug: 'coastline-mazda',
      params: { location: 'south' },
    });
  });

  it('asks the dealership only where no location decides it', async () => {
    const net = serve({});
    const user = userEvent.setup();
    const hidden = GROUP.locations.map((l) => ({ ...l, visible: false }));
    renderWithPlatform(<LeadForm variant="contact" />, {
      url: '/contact',
      dealer: { ...GROUP, locations: hidden },
    });
    expect(screen.queryByLabelText('Location')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Dealership'), 'coastline-mazda');
    await fillAndSend(user, 'Send Message');
    expect(net.leads[0]!.body).toMatchObject({
      dealership_slug: 'coastline-mazda',
      params: { location: null },
    });
  });

  it('sends a car’s enquiry from the car’s yard and dealership, with no location to choose', async () => {
    const net = serve(carAt('east'));
    const user = userEvent.setup();
    renderWithPlatform(<LeadForm variant="contact" />, { url: '/contact?car_id=91', dealer: GROUP });
    expect(await screen.findByText('Location: East')).toBeInTheDocument();
    expect(screen.queryByLabelText('Location')).toBeNull();
    expect(screen.queryByLabelText('Dealership')).toBeNull();
    await fillAndSend(user, 'Send Enquiry');
    expect(net.leads[0]!.body).toMatchObject({
      car_id: 91,
      dealership_slug: 'coastline-toyota',
      params: { location: 'east' },
    });
  });

  it('keeps the car’s dealership when its yard is another dealership’s', async () => {
    const net = serve(carAt('south'));
    const user = userEvent.setup();
    renderWithPlatform(<LeadForm variant="contact" />, { url: '/contact?car_id=91', dealer: GROUP });
    expect(await screen.findByText('Location: South')).toBeInTheDocument();
    await fillAndSend(user, 'Send Enquiry');
    expect(net.leads[0]!.body).toMatchObject({
      dealership_slug: 'coastline-toyota',
      params: { location: 'south' },
    });
  });

  it('offers only the car’s dealership’s locations while its yard is not known', async () => {
    serve({ '/1/indexes/Car_production/91': { body: TOYOTA } });
    renderWithPlatform(<LeadForm variant="contact" />, { url: '/contact?car_id=91', dealer: GROUP });
    await screen.findByText(/Stock #/);
    const options = within(screen.getByLabelText('Location')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Choose a location', 'North', 'East']);
  });

  it('offers no location that is not open yet', () => {
    serve({});
    const dealer = {
      ...GROUP,
      locations: GROUP.locations.map((l) =>
        l.slug === 'east' ? { ...l, coming_soon_label: 'Coming Late 2025' } : l,
      ),
    };
    renderWithPlatform(<LeadForm variant="test-drive" />, { url: '/book-test-drive', dealer });
    const options = within(screen.getByLabelText('Location')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Choose a location', 'North', 'South']);
  });

  it('offers a car’s test drive times at the car’s yard', async () => {
    const net = serve({
      ...carAt('east'),
      '/api/locations/3/appointments': appointments(3, 'sales', [{ time: '09:30', label: '9:30am' }]),
    });
    const user = userEvent.setup();
    renderWithPlatform(<LeadForm variant="test-drive" />, {
      url: '/book-test-drive?car_id=91',
      dealer: GROUP,
    });
    await screen.findByText('Location: East');
    await user.type(screen.getByLabelText('Preferred Date (optional)'), IN_3_DAYS);
    expect(await screen.findByRole('radio', { name: '9:30am' })).toBeInTheDocument();
    expect(
      net.requests.filter((url) => url.pathname.endsWith('/appointments')).map((url) => url.pathname),
    ).toEqual(['/api/locations/3/appointments']);
  });

  it.each([
    [false, 'We are closed on this day; please choose another day.'],
    [true, 'This day is by appointment only: tell us a time that suits you and we will confirm it.'],
  ])(
    'says why a day has no times: closed, or by appointment (saturday_by_appointment %s)',
    async (saturdayByAppointment, message) => {
      const entry = (weekday: number, status: 'Open' | 'Closed') => ({
        weekday,
        status,
        formated_hours: null,
        open: status === 'Open' ? '08:30' : null,
        close: status === 'Open' ? '17:00' : null,
      });
      const hours = [1, 2, 3, 4, 5]
        .map((d) => entry(d, 'Open'))
        .concat(entry(6, 'Closed'), entry(0, 'Closed'));
      const east = GROUP.locations[2]!;
      const dealer = testDealer({
        ...GROUP,
        saturday_by_appointment: saturdayByAppointment,
        locations: [{ ...east, contact_detail: { ...east.contact_detail, opening_hours: { sales: hours } } }],
      });
      serve({
        '/api/locations/3/appointments': appointments(3, 'sales', []),
      });
      const saturday = [1, 2, 3, 4, 5, 6, 7]
        .map(daysFromToday)
        .find((date) => new Date(`${date}T12:00:00Z`).getUTCDay() === 6)!;
      const user = userEvent.setup();
      renderWithPlatform(<LeadForm variant="test-drive" />, { url: '/book-test-drive', dealer });
      await user.type(screen.getByLabelText('Preferred Date (optional)'), saturday);
      expect(await screen.findByText(message)).toBeInTheDocument();
      // By appointment, the shopper says when instead; a closed day offers nothing to choose.
      expect(screen.queryByLabelText('Preferred Time (optional)') !== null).toBe(saturdayByAppointment);
    },
  );

  it('asks a time in words, with its day, at a location that publishes no sales hours (not "closed")', async () => {
    const east = GROUP.locations[2]!;
    const dealer = testDealer({
      ...GROUP,
      locations: [{ ...east, contact_detail: { ...east.contact_detail, opening_hours: null } }],
    });
    const net = serve({
      '/api/locations/3/appointments': appointments(3, 'sales', []),
      '/api/leads': { status: 201, body: { lead_id: 'lead-h' } },
    });
    const user = userEvent.setup();
    renderWithPlatform(<LeadForm variant="test-drive" />, { url: '/book-test-drive', dealer });
    await user.type(screen.getByLabelText('Preferred Date (optional)'), IN_3_DAYS);
    await waitFor(() =>
      expect(net.requests.some((url) => url.pathname === '/api/locations/3/appointments')).toBe(true),
    );
    expect(
      await screen.findByText('Tell us a time that suits you and we will confirm it.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('We are closed on this day; please choose another day.')).toBeNull();
    await user.type(screen.getByLabelText('Preferred Time (optional)'), 'Late afternoon');
    await fillAndSend(user, 'Book Test Drive');
    expect(net.leads[0]!.body.params).toMatchObject({
      preferredDate: IN_3_DAYS,
      dateTime: 'Late afternoon',
    });
  });

  it('books a service at any location with a workshop, with the chosen one’s times and dealership', async () => {
    const workshop = {
      ...testLocation().contact_detail,
      opening_hours: {
        service: [
          { weekday: 1, status: 'Open' as const, formated_hours: null, open: '07:30', close: '17:00' },
        ],
      },
    };
    const serviceSlots = (id: number) => appointments(id, 'service', [{ time: '07:30', label: '7:30am' }]);
    const net = serve({
      '/api/locations/2/appointments': serviceSlots(2),
      '/api/locations/3/appointments': serviceSlots(3),
    });
    const user = userEvent.setup();
    const locations = [
      testLocation({
        id: 2,
        slug: 'south-service',
        name: 'South Service',
        dealership_id: 102,
        dealership_slug: 'coastline-mazda',
        location_type: 'service',
      }),
      testLocation({
        id: 3,
        slug: 'east',
        name: 'East',
        dealership_id: 101,
        dealership_slug: 'coastline-toyota',
        contact_detail: workshop,
      }),
      testLocation({
        id: 4,
        slug: 'west',
        name: 'West',
        dealership_id: 101,
        dealership_slug: 'coastline-toyota',
      }),
    ];
    renderWithPlatform(<LeadForm variant="service" />, {
      url: '/service',
      dealer: { ...GROUP, locations, service_booking: true },
    });
    const options = within(screen.getByLabelText('Location')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Choose a location', 'South Service', 'East']);
    await user.type(screen.getByLabelText('Preferred Date (optional)'), IN_8_DAYS);
    await user.selectOptions(screen.getByLabelText('Location'), 'south-service');
    await user.click(await screen.findByRole('radio', { name: '7:30am' }));
    // Another location: its own times, and the time chosen at the first one is dropped.
    await user.selectOptions(screen.getByLabelText('Location'), 'east');
    await waitFor(() =>
      expect(
        net.requests.filter((url) => url.pathname.endsWith('/appointments')).map((url) => url.pathname),
      ).toEqual(['/api/locations/2/appointments', '/api/locations/3/appointments']),
    );
    await waitFor(() => expect(screen.getByRole('radio', { name: '7:30am' })).not.toBeChecked());
    await user.click(screen.getByRole('radio', { name: '7:30am' }));
    await user.type(screen.getByLabelText('Vehicle Make'), 'Toyota');
    await user.type(screen.getByLabelText('Vehicle Model'), 'HiLux');
    await user.selectOptions(screen.getByLabelText('Service Required'), 'Repairs');
    await fillAndSend(user, 'Request Booking');
    expect(net.leads[0]!.body).toMatchObject({
      category: 'Service',
      dealership_slug: 'coastline-toyota',
      params: { location: 'east', dateTime: `${IN_8_DAYS}T07:30` },
    });
  });

  describe('a Service enquiry', () => {
    const serviceHours = {
      ...testLocation().contact_detail,
      opening_hours: {
        service: [
          { weekday: 1, status: 'Open' as const, formated_hours: null, open: '07:30', close: '17:00' },
        ],
      },
    };
    /** GROUP with a service centre and a parts counter of Mazda's, and a workshop at East. */
    const WITH_WORKSHOPS = {
      ...GROUP,
      locations: [
        ...GROUP.locations.map((l) => (l.slug === 'east' ? { ...l, contact_detail: serviceHours } : l)),
        testLocation({
          id: 4,
          slug: 'south-service',
          name: 'South Service Centre',
          dealership_id: 102,
          dealership_slug: 'coastline-mazda',
          location_type: 'service',
        }),
        testLocation({
          id: 5,
          slug: 'south-parts',
          name: 'South Parts',
          dealership_id: 102,
          dealership_slug: 'coastline-mazda',
          location_type: 'parts',
        }),
      ],
    };
    /** Fills in everything but the location and sends: the error list asks the location alone. */
    async function sendAskingLocation(user: UserEvent) {
      await fillContact(user);
      await user.type(screen.getByLabelText(/^Message/), 'Hello');
      await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      const list = await screen.findByRole('alert');
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Please choose a location.']);
    }
    const offered = () =>
      within(screen.getByLabelText('Location'))
        .getAllByRole('option')
        .map((o) => o.textContent);

    it('offers the service and parts locations, and sends the lead to the one chosen', async () => {
      const net = serve({});
      const user = userEvent.setup();
      renderWithPlatform(<LeadForm variant="contact" />, { url: '/contact', dealer: WITH_WORKSHOPS });
      expect(offered()).toEqual(['Choose a location', 'North', 'South', 'East']);
      await user.selectOptions(screen.getByLabelText('Category'), 'Service');
      expect(offered()).toEqual(['Choose a location', 'East', 'South Service Centre', 'South Parts']);
      await user.selectOptions(screen.getByLabelText('Location'), 'south-service');
      await fillAndSend(user, 'Send Message');
      expect(net.leads[0]!.body).toMatchObject({
        category: 'Service',
        dealership_slug: 'coastline-mazda',
        params: { location: 'south-service' },
      });
    });

    it('offers the sales locations on a dealer with no service or parts location', async () => {
      serve({});
      const user = userEvent.setup();
      renderWithPlatform(<LeadForm variant="contact" />, { url: '/contact', dealer: GROUP });
      await user.selectOptions(screen.getByLabelText('Category'), 'Service');
      expect(offered()).toEqual(['Choose a location', 'North', 'South', 'East']);
    });

    it('offers them on the service page of a dealer without bookings', () => {
      serve({});
      renderWithPlatform(<LeadForm variant="service" />, { url: '/service', dealer: WITH_WORKSHOPS });
      expect(screen.getByLabelText('Category')).toHaveValue('Service');
      expect(offered()).toEqual(['Choose a location', 'East', 'South Service Centre', 'South Parts']);
    });

    it('asks the location again when the category no longer offers the one chosen, and never sends it', async () => {
      const net = serve({});
      const user = userEvent.setup();
      renderWithPlatform(<LeadForm variant="contact" />, { url: '/contact', dealer: WITH_WORKSHOPS });
      await user.selectOptions(screen.getByLabelText('Location'), 'north');
      await user.selectOptions(screen.getByLabelText('Category'), 'Service');
      await waitFor(() => expect(screen.getByLabelText('Location')).toHaveValue(''));
      // Cleared, not only hidden: back on General Enquiry, North is not chosen again behind the shopper's back.
      await user.selectOptions(screen.getByLabelText('Category'), 'General Enquiry');
      expect(screen.getByLabelText('Location')).toHaveValue('');
      await user.selectOptions(screen.getByLabelText('Category'), 'Service');
      await sendAskingLocation(user);
      expect(net.leads).toHaveLength(0);
      // A location the Service category offers stays chosen when the category changes back and forth.
      await user.selectOptions(screen.getByLabelText('Location'), 'east');
      await user.selectOptions(screen.getByLabelText('Category'), 'General Enquiry');
      await user.selectOptions(screen.getByLabelText('Category'), 'Service');
      expect(screen.getByLabelText('Location')).toHaveValue('east');
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      await waitFor(() => expect(net.leads).toHaveLength(1));
      expect(net.leads[0]!.body).toMatchObject({
        category: 'Service',
        dealership_slug: 'coastline-toyota',
        params: { location: 'east' },
      });
    });

    it('drops a kept draft’s location that its category does not offer', async () => {
      const net = serve({});
      const user = userEvent.setup();
      // A draft kept before the category rule (or of a location since closed): Service at a sales yard.
      window.sessionStorage.setItem(
        formDraftKey({ site: testSite().slug, form: 'contact:/contact' }),
        JSON.stringify({ category: 'Service', location: 'north' }),
      );
      renderWithPlatform(<LeadForm variant="contact" />, { url: '/contact', dealer: WITH_WORKSHOPS });
      await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('Service'));
      await waitFor(() => expect(screen.getByLabelText('Location')).toHaveValue(''));
      await sendAskingLocation(user);
      expect(net.leads).toHaveLength(0);
    });
  });

  it('books a location’s service page at that location, saying which', async () => {
    const net = serve({
      '/api/pages': (url) => ({
        body: { page: testContentPage({ slug: url.searchParams.get('path')!, location_slug: 'east' }) },
      }),
    });
    const user = userEvent.setup();
    renderWithPlatform(<LeadForm variant="service" />, {
      url: '/service-east',
      dealer: { ...GROUP, service_booking: true },
    });
    expect(await screen.findByText('Location: East')).toBeInTheDocument();
    expect(screen.queryByLabelText('Location')).toBeNull();
    await user.type(screen.getByLabelText('Vehicle Make'), 'Toyota');
    await user.type(screen.getByLabelText('Vehicle Model'), 'HiLux');
    await user.selectOptions(screen.getByLabelText('Service Required'), 'Repairs');
    await fillAndSend(user, 'Request Booking');
    expect(net.requests.filter((url) => url.pathname === '/api/pages').map((url) => url.search)).toEqual([
      '?path=%2Fservice-east',
    ]);
    expect(net.leads[0]!.body).toMatchObject({
      dealership_slug: 'coastline-toyota',
      params: { location: 'east', page_id: '/service-east' },
    });
  });
});
