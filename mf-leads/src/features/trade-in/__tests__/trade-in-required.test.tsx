import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ValuationResult, ValuationStarted } from '@dealerline/shared';
import { DISCLAIMER_LABEL } from '@dealerline/shared/rules';
import { marksUnlikeErrors, renderWithPlatform, submitEmpty } from '@dealerline/shared/testing';
import { AdjustmentsStep } from '../components/adjustments-step';
import { ContactStep } from '../components/contact-step';
import { VehicleStep } from '../components/vehicle-step';

// Each step's fields marked required (aria-required and " *") are exactly those whose rules refuse them
// empty: a submit with every field empty shows an error for each marked field and for no other.

const STARTED: ValuationStarted = {
  id: '6f1c2e9a-0000-4000-8000-000000000001',
  rego: 'ABC123',
  regoState: 'QLD',
  vehicle: {
    make: 'Toyota',
    model: 'RAV4',
    year: 2021,
    badge: 'GXL',
    body: 'SUV',
    transmission: null,
    fuel: null,
  },
};
const RESULT: ValuationResult = {
  ...STARTED,
  adjustmentAnswers: {
    odometer_km: 45_000,
    service_history: 'full',
    two_key_sets: true,
    illegal_modifications: false,
    condition: 'good',
    finance_owing: false,
  },
  range: { low: 24_200, high: 26_800 },
  reason: null,
  sample_size: 12,
  valued_at: '2026-06-01T00:00:00.000Z',
};

beforeEach(() => window.localStorage.clear());

async function expectMarks(submit: string, required: string[], optional: string[]) {
  const { noteFirst, fields } = await submitEmpty(userEvent.setup(), submit);
  expect(noteFirst).toBe(true);
  expect(fields.filter((field) => field.ariaRequired).map((field) => field.name)).toEqual(required);
  expect(fields.filter((field) => !field.ariaRequired).map((field) => field.name)).toEqual(optional);
  expect(marksUnlikeErrors(fields)).toEqual([]);
}

describe('required marks of the trade-in steps', () => {
  it('step 1 requires the rego; its state always has one', async () => {
    renderWithPlatform(<VehicleStep onStarted={jest.fn()} />);
    await expectMarks('Find My Car', ['Rego'], ['State']);
  });

  it('step 1 by hand requires make, model and year', async () => {
    renderWithPlatform(<VehicleStep onStarted={jest.fn()} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'I don’t know my rego: enter my car’s details instead' }),
    );
    await expectMarks('Continue', ['Make', 'Model', 'Year'], ['State']);
  });

  it('step 2 requires every answer', async () => {
    renderWithPlatform(<AdjustmentsStep started={STARTED} onValued={jest.fn()} />);
    await expectMarks(
      'Get My Estimate',
      [
        'Odometer (km)',
        'Service history',
        'Do you have two sets of keys?',
        'Does it have any illegal modifications?',
        'Condition',
        'Is there finance owing on it?',
      ],
      [],
    );
  });

  it('step 3 (spec §3 lead form) requires the contact details, the postcode and the disclaimer', async () => {
    renderWithPlatform(
      <ContactStep
        result={RESULT}
        context={{
          car: null,
          dealershipSlug: null,
          url: 'http://localhost/trade-in',
          userAgent: '',
          visitedPages: [],
          linkedQueryParams: {},
        }}
        onSent={jest.fn()}
        draft={{ site: 'test', form: 'trade-in:trade-in' }}
      />,
    );
    await expectMarks(
      'Send My Details',
      ['First Name', 'Last Name', 'Postcode', 'Mobile Number', 'Email Address', DISCLAIMER_LABEL],
      [],
    );
  });
});
