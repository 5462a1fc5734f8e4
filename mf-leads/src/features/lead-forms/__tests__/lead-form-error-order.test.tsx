import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  installLeadNetwork,
  renderWithPlatform,
  submitEmpty,
  testCarHit,
  testDealer,
  testLocation,
} from '@dealerline/shared/testing';
import { LeadForm } from '../components/lead-form';
import { daysFromToday } from './days-from-today';

// Spec §5's error list ("Please fix the following errors:") names the invalid fields in the order the shopper
// sees them on the form (FIELD_ORDER): each form is submitted with every field it has empty or wrong, and the
// list's links must follow the order of the fields they point to in the page.

const CAR = testCarHit({ id: 77, car_type: 'used', make: 'Mazda', model: 'CX-5' });

/** Two dealerships, Toyota at North and Mazda at South: the forms ask the location. */
const GROUP = testDealer({
  dealerships: [
    { id: 101, slug: 'coastline-toyota', name: 'Coastline Toyota' },
    { id: 102, slug: 'coastline-mazda', name: 'Coastline Mazda' },
  ],
  locations: [
    testLocation({ id: 1, slug: 'north', name: 'North', dealership_slug: 'coastline-toyota' }),
    testLocation({ id: 2, slug: 'south', name: 'South', dealership_slug: 'coastline-mazda' }),
  ],
});
/** The same two dealerships without a location: the forms ask the dealership. */
const NO_LOCATIONS = testDealer({ dealerships: GROUP.dealerships, locations: [] });

/** The optional fields given a wrong value, so that they are in the list too (kept by submitEmpty). */
const WRONG: Record<string, string> = {
  'Rego (optional)': '#!',
  'Year (optional)': '1800',
  'Odometer in km (optional)': 'lots',
  'Preferred Date (optional)': daysFromToday(-1),
};

let restore: (() => void) | null = null;
beforeEach(() => {
  window.localStorage.clear();
  restore = installLeadNetwork({ '/1/indexes/Car_production/77': { body: CAR } }).restore;
});
afterEach(() => {
  restore?.();
  restore = null;
});

describe('the error list of each lead form', () => {
  it.each([
    {
      form: 'contact, on a group (category and location)',
      variant: 'contact',
      url: '/contact',
      dealer: GROUP,
      submit: 'Send Message',
      asks: ['lead-category', 'lead-rego', 'lead-location', 'lead-message'],
    },
    {
      form: 'contact, on a dealer asking the dealership',
      variant: 'contact',
      url: '/contact',
      dealer: NO_LOCATIONS,
      submit: 'Send Message',
      asks: ['lead-category', 'lead-rego', 'lead-dealership-slug', 'lead-message'],
    },
    {
      form: 'enquiry on a car',
      variant: 'contact',
      url: '/contact?car_id=77',
      dealer: testDealer(),
      submit: 'Send Enquiry',
      asks: ['lead-rego', 'lead-message'],
    },
    {
      form: 'request photos',
      variant: 'contact',
      url: '/contact?car_id=77&form=request-photos',
      dealer: testDealer(),
      submit: 'Request Photos',
      asks: ['lead-rego', 'lead-captcha'],
    },
    {
      form: 'test drive, on a group',
      variant: 'test-drive',
      url: '/book-test-drive',
      dealer: GROUP,
      submit: 'Book Test Drive',
      asks: ['lead-rego', 'lead-location', 'lead-preferreddate', 'lead-message'],
    },
    {
      form: 'service booking, on a group',
      variant: 'service',
      url: '/service',
      dealer: { ...GROUP, service_booking: true },
      submit: 'Request Booking',
      asks: [
        'lead-vehicle-make',
        'lead-vehicle-model',
        'lead-vehicle-year',
        'lead-odometer',
        'lead-service-type',
        'lead-rego',
        'lead-location',
        'lead-preferreddate',
      ],
    },
    {
      form: 'service enquiry, on a group',
      variant: 'service',
      url: '/service',
      dealer: GROUP,
      submit: 'Send Message',
      asks: ['lead-category', 'lead-rego', 'lead-location', 'lead-message'],
    },
    {
      form: 'careers, on a group',
      variant: 'careers',
      url: '/careers',
      dealer: GROUP,
      submit: 'Send Enquiry',
      asks: ['lead-location', 'lead-message'],
    },
    {
      form: 'fleet, on a dealer asking the dealership',
      variant: 'fleet',
      url: '/fleet',
      dealer: NO_LOCATIONS,
      submit: 'Send Enquiry',
      asks: ['lead-rego', 'lead-dealership-slug', 'lead-message'],
    },
    {
      form: 'Email Us of a location',
      variant: 'email-us',
      url: '/contact-us/north',
      dealer: GROUP,
      location: 'north',
      submit: 'Send Message',
      asks: ['lead-category', 'lead-rego', 'lead-message'],
    },
  ])('$form: in the order of the fields on screen', async (c) => {
    const user = userEvent.setup();
    renderWithPlatform(<LeadForm variant={c.variant} locationSlug={c.location} />, {
      url: c.url,
      dealer: c.dealer,
    });
    if (c.url.includes('car_id')) await screen.findByText(/Mazda CX-5/);
    const wrong = Object.keys(WRONG).filter((label) => screen.queryByLabelText(label));
    for (const label of wrong) await user.type(screen.getByLabelText(label), WRONG[label]!);
    await submitEmpty(user, c.submit, wrong);

    const links = within(await screen.findByRole('alert')).getAllByRole('link');
    const listed = links.map((link) => link.getAttribute('href')!.slice(1));
    expect(listed).toEqual(expect.arrayContaining([...c.asks, 'lead-name', 'lead-disclaimer']));
    const fields = listed.map((id) => document.getElementById(id));
    expect(fields.every(Boolean)).toBe(true);
    const onScreen = [...fields].sort((a, b) =>
      a!.compareDocumentPosition(b!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
    expect(listed).toEqual(onScreen.map((field) => field!.id));
  });
});
