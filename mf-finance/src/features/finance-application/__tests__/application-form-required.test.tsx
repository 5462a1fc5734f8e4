import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISCLAIMER_LABEL } from '@dealerline/shared/rules';
import { marksUnlikeErrors, renderWithPlatform, submitEmpty } from '@dealerline/shared/testing';
import { ApplicationForm } from '../components/application-form';
import type { ApplicationShape } from '../application-fields';

// The application's fields marked required (aria-required and " *") are exactly those whose rules refuse
// them empty: a submit with every field empty shows an error for each marked field and for no other.

const CONTACT = ['First Name', 'Last Name', 'Email Address', 'Mobile Number', 'Postcode'];
const DEALERSHIPS = [
  { id: 101, slug: 'coastline-toyota', name: 'Coastline Toyota' },
  { id: 102, slug: 'coastline-mazda', name: 'Coastline Mazda' },
];

function renderForm(shape: ApplicationShape) {
  return renderWithPlatform(
    <ApplicationForm
      heading="Apply for Finance"
      submitLabel="Apply Now"
      shape={shape}
      dealerships={DEALERSHIPS}
      initialValues={{ dependants: '0' }}
      draft={{ site: 'test', form: 'finance:Apply for Finance' }}
      context={{
        subcategory: 'Apply for Finance',
        carId: null,
        carDealershipId: null,
        carType: null,
        dealershipSlug: null,
        loan: {
          input: {
            price: 30_000,
            deposit: 0,
            termYears: 5,
            balloon: 0,
            interestRate: 9,
            frequency: 'weekly',
          },
          quote: null,
        },
        page: {
          url: 'http://localhost/apply-for-finance',
          userAgent: '',
          visitedPages: [],
          linkedQueryParams: {},
        },
      }}
      car={null}
    />,
  );
}

async function expectMarks(required: string[], optional: string[], keep: string[] = []) {
  const { noteFirst, fields } = await submitEmpty(userEvent.setup(), 'Apply Now', keep);
  expect(noteFirst).toBe(true);
  expect(fields.filter((field) => field.ariaRequired).map((field) => field.name)).toEqual(required);
  expect(fields.filter((field) => !field.ariaRequired).map((field) => field.name)).toEqual(optional);
  // A field kept filled in shows no error, marked or not.
  expect(marksUnlikeErrors(fields.filter((field) => !keep.includes(field.name)))).toEqual([]);
}

beforeEach(() => window.localStorage.clear());

describe('required marks of the finance application', () => {
  it('requires the contact details and the disclaimer; the message is optional', async () => {
    renderForm({ dealershipChoice: false, employment: false });
    await expectMarks([...CONTACT, DISCLAIMER_LABEL], ['Message (optional)']);
  });

  it('requires the dealership where it asks one, and employment, income and living situation', async () => {
    renderForm({ dealershipChoice: true, employment: true });
    await expectMarks(
      [
        ...CONTACT,
        'Preferred Dealership',
        'Employment Status',
        'Annual Income Before Tax ($)',
        'Residential Status',
        DISCLAIMER_LABEL,
      ],
      ['Number of Dependants', 'Message (optional)'],
    );
  });

  it('requires the employer and time in the job of a shopper in work', async () => {
    renderForm({ dealershipChoice: false, employment: true });
    await userEvent.selectOptions(screen.getByLabelText('Employment Status'), 'Full-time');
    await expectMarks(
      [
        ...CONTACT,
        'Employment Status',
        'Employer',
        'Time in Current Job',
        'Annual Income Before Tax ($)',
        'Residential Status',
        DISCLAIMER_LABEL,
      ],
      ['Number of Dependants', 'Message (optional)'],
      ['Employment Status'],
    );
  });
});
