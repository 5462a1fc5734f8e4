import { orderedErrors } from '@dealerline/shared/forms';
import { DISCLAIMER_ERROR, ERROR_LIST_HEADING, POSTCODE_ERROR } from '@dealerline/shared/rules';
import {
  APPLICATION_MESSAGES,
  FIELD_ORDER,
  parseIncome,
  validateApplication,
  type ApplicationValues,
} from '../application-fields';

const contact: ApplicationValues = {
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  postcode: '0800',
  disclaimer: true,
};
const employed: ApplicationValues = {
  ...contact,
  employment_status: 'Full-time',
  employer: 'Harbour Hospital',
  employment_duration: '2 to 5 years',
  annual_income: '$85,000',
  residential_status: 'Renting',
  dependants: '0',
};
const plain = { dealershipChoice: false, employment: false };

describe('validateApplication', () => {
  it('accepts complete contact details (a leading-zero postcode included)', () => {
    expect(validateApplication(contact, plain)).toEqual({});
  });

  it("uses the spec's postcode and disclaimer messages", () => {
    expect(POSTCODE_ERROR).toBe('Invalid postcode. Please enter a 4-digit number.');
    expect(DISCLAIMER_ERROR).toBe('*You must agree to the terms of use before submitting.');
    expect(ERROR_LIST_HEADING).toBe('Please fix the following errors:');
    expect(validateApplication({ ...contact, postcode: '800', disclaimer: false }, plain)).toEqual({
      postcode: POSTCODE_ERROR,
      disclaimer: DISCLAIMER_ERROR,
    });
  });

  it('takes an optional message of up to 5,000 characters, as the server does', () => {
    expect(validateApplication({ ...contact, message: '' }, plain)).toEqual({});
    expect(validateApplication({ ...contact, message: 'm'.repeat(5000) }, plain)).toEqual({});
    expect(validateApplication({ ...contact, message: 'm'.repeat(5001) }, plain)).toEqual({
      message: 'Your message is too long (5,000 characters at most).',
    });
  });

  it('names every missing contact field', () => {
    expect(Object.keys(validateApplication({}, plain))).toEqual([
      'name',
      'last_name',
      'email',
      'phone',
      'postcode',
      'disclaimer',
    ]);
  });

  it('asks for the dealership only when the selector is shown', () => {
    expect(validateApplication(contact, { ...plain, dealershipChoice: true })).toEqual({
      dealership_slug: APPLICATION_MESSAGES.dealership,
    });
    expect(
      validateApplication(
        { ...contact, dealership_slug: 'coastline-toyota' },
        { ...plain, dealershipChoice: true },
      ),
    ).toEqual({});
  });

  it('asks for employment, income and residence on application pages', () => {
    const shape = { dealershipChoice: false, employment: true };
    expect(validateApplication(employed, shape)).toEqual({});
    expect(validateApplication(contact, shape)).toEqual({
      employment_status: APPLICATION_MESSAGES.employmentStatus,
      annual_income: APPLICATION_MESSAGES.annualIncome,
      residential_status: APPLICATION_MESSAGES.residentialStatus,
    });
    expect(validateApplication({ ...employed, employer: ' ', employment_duration: '' }, shape)).toEqual({
      employer: APPLICATION_MESSAGES.employer,
      employment_duration: APPLICATION_MESSAGES.employmentDuration,
    });
  });

  it('asks no employer or time in the job of a retired or not employed applicant', () => {
    const shape = { dealershipChoice: false, employment: true };
    const retired = { ...employed, employment_status: 'Retired', employer: '', employment_duration: '' };
    expect(validateApplication(retired, shape)).toEqual({});
    expect(
      validateApplication({ ...retired, employment_status: 'Not employed', annual_income: '0' }, shape),
    ).toEqual({});
  });
});

describe('parseIncome', () => {
  it.each([
    ['85000', 85000],
    ['$85,000', 85000],
    [' 0 ', 0],
  ])('%p → %p', (text, value) => expect(parseIncome(text)).toBe(value));
  it.each(['', 'lots', '85000.50', '-1', undefined])('%p is not an income', (text) => {
    expect(parseIncome(text)).toBeNull();
  });
});

describe('the error list', () => {
  it('lists messages in the order of the form', () => {
    expect(
      orderedErrors<ApplicationValues>({ disclaimer: 'd', postcode: 'p', name: 'n' }, FIELD_ORDER, String),
    ).toEqual([
      { id: 'name', message: 'n' },
      { id: 'postcode', message: 'p' },
      { id: 'disclaimer', message: 'd' },
    ]);
  });
});
