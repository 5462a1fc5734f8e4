import {
  normaliseRego,
  parseOdometer,
  VALUATION_MESSAGES,
  validateMake,
  validateModel,
  validateOdometer,
  validateRego,
  validateVehicleYear,
} from '../valuation-input';

describe('rego', () => {
  it('normalises case, spaces, dots and dashes', () => {
    expect(normaliseRego(' abc 12-3 ')).toBe('ABC123');
    expect(normaliseRego(null)).toBe('');
  });
  it.each(['ABC123', 'abc 123', '1AB2CD', 'CUSTOMPL8'])('accepts %j', (rego) => {
    expect(validateRego(rego)).toBeUndefined();
  });
  it.each(['', '   ', 'ABCDEFGHIJ', 'AB#123', 'ÄBC123', undefined])('refuses %j', (rego) => {
    expect(validateRego(rego)).toBe(VALUATION_MESSAGES.rego);
  });
});

describe('manual car', () => {
  it('needs a make and a model of at most 60 characters', () => {
    expect(validateMake('Toyota')).toBeUndefined();
    expect(validateMake(' ')).toBe(VALUATION_MESSAGES.make);
    expect(validateModel('RAV4')).toBeUndefined();
    expect(validateModel('x'.repeat(61))).toBe(VALUATION_MESSAGES.model);
  });
  it('needs a year from 1950 to next year', () => {
    expect(validateVehicleYear('2020', 2026)).toBeUndefined();
    expect(validateVehicleYear(2027, 2026)).toBeUndefined();
    expect(validateVehicleYear(2028, 2026)).toBe(VALUATION_MESSAGES.year);
    expect(validateVehicleYear('1949', 2026)).toBe(VALUATION_MESSAGES.year);
    expect(validateVehicleYear('20.5', 2026)).toBe(VALUATION_MESSAGES.year);
    expect(validateVehicleYear('', 2026)).toBe(VALUATION_MESSAGES.year);
  });
});

describe('odometer', () => {
  it('reads whole km with thousand separators', () => {
    expect(parseOdometer('85,000')).toBe(85_000);
    expect(parseOdometer(' 120 000 ')).toBe(120_000);
    expect(parseOdometer(42)).toBe(42);
  });
  it('refuses text, decimals, negatives and more than 999,999', () => {
    expect(parseOdometer('85k')).toBeNull();
    expect(parseOdometer('1.5')).toBeNull();
    expect(parseOdometer(1.5)).toBeNull();
    expect(validateOdometer('-5')).toBe(VALUATION_MESSAGES.odometer);
    expect(validateOdometer('1,000,000')).toBe(VALUATION_MESSAGES.odometer);
    expect(validateOdometer('')).toBe(VALUATION_MESSAGES.odometer);
    expect(validateOdometer('999,999')).toBeUndefined();
  });
});
