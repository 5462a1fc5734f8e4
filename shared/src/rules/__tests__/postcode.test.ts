import { normalisePostcodeInput, POSTCODE_ERROR, validatePostcode } from '../postcode';

describe('validatePostcode', () => {
  it('has the exact spec message', () => {
    expect(POSTCODE_ERROR).toBe('Invalid postcode. Please enter a 4-digit number.');
  });
  it.each(['4000', '0800', '2600'])('accepts %j', (value) => {
    expect(validatePostcode(value)).toBeUndefined();
  });
  it.each(['', '400', '40000', '4,000', '4 000', ' 4000', '40a0', '-400', '４０００', null, undefined])(
    'rejects %j',
    (value) => {
      expect(validatePostcode(value)).toBe(POSTCODE_ERROR);
    },
  );
});

describe('normalisePostcodeInput', () => {
  it('strips everything but digits', () => {
    expect(normalisePostcodeInput('4,0 0-0')).toBe('4000');
  });
  it('limits to 4 characters', () => {
    expect(normalisePostcodeInput('400012')).toBe('4000');
  });
  it.each(['QLD 4000', '4000 ', 'Brisbane 4000', '12 Smith St, Brisbane QLD 4000', '4000, Australia'])(
    'takes the postcode out of an address: %j',
    (value) => {
      expect(normalisePostcodeInput(value)).toBe('4000');
    },
  );
  it('keeps leading zeros', () => {
    expect(normalisePostcodeInput('0800')).toBe('0800');
  });
  it('returns an empty string for missing input', () => {
    expect(normalisePostcodeInput(null)).toBe('');
    expect(normalisePostcodeInput(undefined)).toBe('');
    expect(normalisePostcodeInput('abc')).toBe('');
  });
});
