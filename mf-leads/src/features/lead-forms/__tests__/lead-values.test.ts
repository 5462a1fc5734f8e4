import {
  CONTACT_MESSAGES,
  DISCLAIMER_ERROR,
  MESSAGE_REQUIRED_ERROR,
  MESSAGE_TOO_LONG_ERROR,
  POSTCODE_ERROR,
  VALUATION_MESSAGES,
} from '@dealerline/shared/rules';
import { orderedErrors } from '@dealerline/shared/forms';
import {
  FIELD_ORDER,
  LEAD_MESSAGES,
  validateLeadForm,
  type LeadFormRules,
  type LeadFormValues,
} from '../lead-values';

const NONE: LeadFormRules = {
  categorySelector: false,
  locationSelector: false,
  dealershipSelector: false,
  messageRequired: false,
  captcha: false,
  vehicleDetails: false,
  rego: true,
};
const VALID: LeadFormValues = {
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  postcode: '4558',
  disclaimer: true,
};

describe('validateLeadForm (spec §5)', () => {
  it('accepts a filled form; Rego, opt-in and dateTime are optional', () => {
    expect(validateLeadForm(VALID, NONE)).toEqual({});
  });

  it.each([
    ['name', { name: '  ' }, CONTACT_MESSAGES.name],
    ['last_name', { last_name: '' }, CONTACT_MESSAGES.lastName],
    ['email', { email: 'jo@example' }, CONTACT_MESSAGES.email],
    ['phone', { phone: '12345' }, CONTACT_MESSAGES.phone],
    ['postcode', { postcode: '455' }, POSTCODE_ERROR],
    ['postcode', { postcode: '4,558' }, POSTCODE_ERROR],
    ['postcode', { postcode: undefined }, POSTCODE_ERROR],
    ['disclaimer', { disclaimer: false }, DISCLAIMER_ERROR],
  ] as const)('%s: %j → its message', (field, change, message) => {
    expect(validateLeadForm({ ...VALID, ...change }, NONE)).toEqual({ [field]: message });
  });

  it('uses the exact texts of spec §5 and §8', () => {
    expect(POSTCODE_ERROR).toBe('Invalid postcode. Please enter a 4-digit number.');
    expect(DISCLAIMER_ERROR).toBe('*You must agree to the terms of use before submitting.');
  });

  it('requires the message unless relaxed', () => {
    const rules = { ...NONE, messageRequired: true };
    expect(validateLeadForm({ ...VALID, message: ' ' }, rules)).toEqual({ message: MESSAGE_REQUIRED_ERROR });
    expect(validateLeadForm({ ...VALID, message: 'Hello' }, rules)).toEqual({});
    expect(validateLeadForm({ ...VALID, message: '' }, NONE)).toEqual({});
  });

  it('stops a message over 5,000 characters and a rego that is no rego, before the server does', () => {
    expect(validateLeadForm({ ...VALID, message: 'a'.repeat(5001) }, NONE)).toEqual({
      message: MESSAGE_TOO_LONG_ERROR,
    });
    expect(validateLeadForm({ ...VALID, message: 'a'.repeat(5000) }, NONE)).toEqual({});
    expect(validateLeadForm({ ...VALID, Rego: 'X'.repeat(300) }, NONE)).toEqual({
      Rego: VALUATION_MESSAGES.rego,
    });
    expect(validateLeadForm({ ...VALID, Rego: 'abc 12-3' }, NONE)).toEqual({});
    expect(validateLeadForm({ ...VALID, Rego: '' }, NONE)).toEqual({});
    // Not asked (a careers enquiry): nothing to check.
    expect(validateLeadForm({ ...VALID, Rego: 'X'.repeat(300) }, { ...NONE, rego: false })).toEqual({});
  });

  it('requires the category, location, dealership and captcha only when shown', () => {
    const all = {
      ...NONE,
      categorySelector: true,
      locationSelector: true,
      dealershipSelector: true,
      captcha: true,
    };
    expect(validateLeadForm(VALID, all)).toEqual({
      category: LEAD_MESSAGES.category,
      location: LEAD_MESSAGES.location,
      dealership_slug: LEAD_MESSAGES.dealership,
      captcha: LEAD_MESSAGES.captcha,
    });
    expect(
      validateLeadForm(
        { ...VALID, category: 'General Enquiry', location: 'north', dealership_slug: 'd', captcha: 'token' },
        all,
      ),
    ).toEqual({});
  });

  it('orders the error list as the fields appear', () => {
    const errors = validateLeadForm({ disclaimer: false }, { ...NONE, categorySelector: true });
    expect(orderedErrors<LeadFormValues>(errors, FIELD_ORDER, String).map(({ id }) => id)).toEqual([
      'category',
      'name',
      'last_name',
      'email',
      'phone',
      'postcode',
      'disclaimer',
    ]);
  });

  it('lists a service booking’s location after the car, the service and Rego, as the form shows them', () => {
    const rules = { ...NONE, locationSelector: true, vehicleDetails: true, captcha: true };
    const errors = validateLeadForm({ Rego: '#!', disclaimer: false }, rules);
    expect(orderedErrors<LeadFormValues>(errors, FIELD_ORDER, String).map(({ id }) => id)).toEqual([
      'name',
      'last_name',
      'email',
      'phone',
      'postcode',
      'vehicle_make',
      'vehicle_model',
      'service_type',
      'Rego',
      'location',
      'captcha',
      'disclaimer',
    ]);
  });

  it('asks a service booking for the car and the service, checking year and odometer when given', () => {
    const rules = { ...NONE, vehicleDetails: true };
    expect(validateLeadForm(VALID, rules, 2026)).toEqual({
      vehicle_make: 'Please enter the make.',
      vehicle_model: 'Please enter the model.',
      service_type: LEAD_MESSAGES.service_type,
    });
    const car = { ...VALID, vehicle_make: 'Mazda', vehicle_model: 'CX-5', service_type: 'Repairs' };
    expect(validateLeadForm(car, rules, 2026)).toEqual({});
    expect(validateLeadForm({ ...car, vehicle_year: '2028', odometer: '12x' }, rules, 2026)).toEqual({
      vehicle_year: 'Please enter a year between 1950 and next year.',
      odometer: 'Please enter the odometer in km (0 to 999,999).',
    });
    expect(validateLeadForm({ ...car, vehicle_year: '2027', odometer: '85,000' }, rules, 2026)).toEqual({});
  });
});
