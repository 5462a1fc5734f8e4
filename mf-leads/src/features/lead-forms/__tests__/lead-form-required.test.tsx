import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISCLAIMER_LABEL } from '@dealerline/shared/rules';
import {
  installLeadNetwork,
  marksUnlikeErrors,
  renderWithPlatform,
  submitEmpty,
  testCarHit,
  testDealer,
  testLocation,
} from '@dealerline/shared/testing';
import { LeadForm } from '../components/lead-form';

// Spec §5: each form's fields marked required (aria-required and " *") are exactly those whose rules refuse
// them empty: a submit with every field empty shows an error for each marked field and for no other.

const CONTACT = ['First Name', 'Last Name', 'Email Address', 'Mobile Number', 'Postcode'];
const CAPTCHA = "I'm not a robot";
const OPT_IN = 'Keep me up to date with news and offers';
const CAR = testCarHit({ id: 77, car_type: 'used', make: 'Mazda', model: 'CX-5' });

/** Two dealerships, Toyota at North and Mazda at South: the form asks the location. */
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

let restore: (() => void) | null = null;
beforeEach(() => {
  window.localStorage.clear();
  restore = installLeadNetwork({ '/1/indexes/Car_production/77': { body: CAR } }).restore;
});
afterEach(() => {
  restore?.();
  restore = null;
});

describe('required marks of the lead forms', () => {
  it.each([
    {
      form: 'contact, on a group (category and location asked)',
      variant: 'contact',
      url: '/contact',
      dealer: GROUP,
      submit: 'Send Message',
      required: ['Category', ...CONTACT, 'Location', 'Message', CAPTCHA, DISCLAIMER_LABEL],
      optional: ['Rego (optional)', OPT_IN],
    },
    {
      form: 'contact, on a dealer of two dealerships without a location (dealership asked)',
      variant: 'contact',
      url: '/contact',
      dealer: testDealer({ dealerships: GROUP.dealerships, locations: [] }),
      submit: 'Send Message',
      required: ['Category', ...CONTACT, 'Dealership', 'Message', CAPTCHA, DISCLAIMER_LABEL],
      optional: ['Rego (optional)', OPT_IN],
    },
    {
      form: 'contact, where the dealer relaxes the message and turns the captcha off',
      variant: 'contact',
      url: '/contact',
      dealer: testDealer({ lead_message_optional: true, lead_captcha: false }),
      submit: 'Send Message',
      required: ['Category', ...CONTACT, DISCLAIMER_LABEL],
      optional: ['Rego (optional)', 'Message (optional)', OPT_IN],
    },
    {
      form: 'enquiry on a car',
      variant: 'contact',
      url: '/contact?car_id=77',
      dealer: testDealer(),
      submit: 'Send Enquiry',
      required: [...CONTACT, 'Message', CAPTCHA, DISCLAIMER_LABEL],
      optional: ['Rego (optional)', OPT_IN],
    },
    {
      form: 'request photos (message optional)',
      variant: 'contact',
      url: '/contact?car_id=77&form=request-photos',
      dealer: testDealer(),
      submit: 'Request Photos',
      required: [...CONTACT, CAPTCHA, DISCLAIMER_LABEL],
      optional: ['Rego (optional)', 'Message (optional)', OPT_IN],
    },
    {
      form: 'test drive (date and time never required)',
      variant: 'test-drive',
      url: '/book-test-drive?car_id=77',
      dealer: testDealer(),
      submit: 'Book Test Drive',
      required: [...CONTACT, 'Message', CAPTCHA, DISCLAIMER_LABEL],
      optional: ['Rego (optional)', 'Preferred Date (optional)', 'Preferred Time (optional)', OPT_IN],
    },
    {
      form: 'service booking (the car’s make and model and the service)',
      variant: 'service',
      url: '/service',
      dealer: testDealer({ service_booking: true }),
      submit: 'Request Booking',
      required: [...CONTACT, 'Vehicle Make', 'Vehicle Model', 'Service Required', CAPTCHA, DISCLAIMER_LABEL],
      optional: [
        'Year (optional)',
        'Odometer in km (optional)',
        'Rego (optional)',
        'Preferred Date (optional)',
        'Preferred Time (optional)',
        'Message (optional)',
        OPT_IN,
      ],
    },
    {
      form: 'careers (no Rego)',
      variant: 'careers',
      url: '/careers',
      dealer: testDealer(),
      submit: 'Send Enquiry',
      required: [...CONTACT, 'Message', CAPTCHA, DISCLAIMER_LABEL],
      optional: [OPT_IN],
    },
  ])('$form', async ({ variant, url, dealer, submit, required, optional }) => {
    const user = userEvent.setup();
    renderWithPlatform(<LeadForm variant={variant} />, { url, dealer });
    if (url.includes('car_id')) await screen.findByText(/Mazda CX-5/);
    const { noteFirst, fields } = await submitEmpty(user, submit);
    expect(noteFirst).toBe(true);
    expect(fields.filter((field) => field.ariaRequired).map((field) => field.name)).toEqual(required);
    expect(fields.filter((field) => !field.ariaRequired).map((field) => field.name)).toEqual(optional);
    expect(marksUnlikeErrors(fields)).toEqual([]);
  });
});
