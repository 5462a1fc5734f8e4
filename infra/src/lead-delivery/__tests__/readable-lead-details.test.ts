import { testLead } from '../../test-support/test-lead';
import { fallbackLabel, readableLeadDetailLines } from '../readable-lead-details';

const lines = (params: Record<string, string | number | boolean | null>, additional_services?: string[]) =>
  readableLeadDetailLines(testLead({ params, ...(additional_services ? { additional_services } : {}) }));

describe('readableLeadDetailLines', () => {
  it('writes money with $ and thousands separators, from numbers and from a budget typed as text', () => {
    expect(lines({ annual_income: 85_000, vehiclePriceBudget: '30000', balloon: 0 })).toEqual([
      'Vehicle price budget: $30,000',
      'Balloon: $0',
      'Annual income before tax: $85,000',
    ]);
  });

  it('writes terms in years or months, one in the singular', () => {
    expect(lines({ term_years: 1 })).toEqual(['Loan term: 1 year']);
    expect(lines({ term_months: 60 })).toEqual(['Loan term: 60 months']);
  });

  it('writes booleans as Yes or No, also under a key it does not know', () => {
    expect(lines({ finance_owing: false, two_key_sets: true, wants_callback: true })).toEqual([
      'Two sets of keys: Yes',
      'Finance owing: No',
      'Wants callback: Yes',
    ]);
  });

  it('writes a day and an offered time as Australian dates with their weekday, a time in words as typed', () => {
    expect(lines({ dateTime: '2026-12-12T14:30', preferredDate: '2026-12-12' })).toEqual([
      'Preferred day: Saturday 12 December 2026',
      'Preferred time: Saturday 12 December 2026, 2:30pm',
    ]);
    expect(lines({ dateTime: 'after work' })).toEqual(['Preferred time: after work']);
    expect(lines({ valued_at: '2026-12-07T01:05:00.000Z' })).toEqual([
      'Valued at: 7 December 2026, 1:05am UTC',
    ]);
  });

  it('writes a trade-in’s answers in words', () => {
    expect(
      lines({ condition: 'good', odometer_km: 45_000, service_history: 'full', vehicle_status: 'in_stock' }),
    ).toEqual([
      'Vehicle status: In stock',
      'Odometer: 45,000 km',
      'Condition: Good',
      'Service history: Full',
    ]);
  });

  it('keeps a value that does not fit its format as the shopper typed it', () => {
    expect(lines({ odometer: 'about 60k', deposit: 'ten grand' })).toEqual([
      'Odometer: about 60k',
      'Deposit: ten grand',
    ]);
  });

  it('shows keys it has no label for after the known ones, in the lead’s order, never dropping one', () => {
    expect(lines({ loan_term_years: 5, location: 'noosa', preferredDealership: 'coastline-mazda' })).toEqual([
      'Location: noosa',
      'Loan term years: 5',
      'Preferred dealership: coastline-mazda',
    ]);
  });

  it('leaves out empty details and ends with the additional services', () => {
    expect(lines({ Rego: null, employer: '', request: 'More photos' }, ['Tinting', 'Mats'])).toEqual([
      'Request: More photos',
      'Additional services: Tinting, Mats',
    ]);
  });
});

describe('fallbackLabel', () => {
  it('makes a sentence-case label of snake_case, camelCase and spaced keys', () => {
    expect(fallbackLabel('loan_term_years')).toBe('Loan term years');
    expect(fallbackLabel('preferredDealership')).toBe('Preferred dealership');
    expect(fallbackLabel('Vehicle Colour')).toBe('Vehicle colour');
  });
});
