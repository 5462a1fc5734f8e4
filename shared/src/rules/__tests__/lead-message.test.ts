import {
  isMessageRequired,
  MAX_MESSAGE_LENGTH,
  MESSAGE_REQUIRED_ERROR,
  MESSAGE_TOO_LONG_ERROR,
  validateLeadMessage,
} from '../lead-message';

describe('isMessageRequired', () => {
  it('requires the enquiry message unless both the dealer and the form allow it optional', () => {
    const base = {
      category: 'Vehicle Enquiry',
      dealerAllowsOptional: false,
      formAllowsOptional: false,
    } as const;
    expect(isMessageRequired(base)).toBe(true);
    for (const category of ['General Enquiry', 'Test Drive', 'Careers', 'Fleet'] as const)
      expect(isMessageRequired({ ...base, category })).toBe(true);
    expect(isMessageRequired({ ...base, dealerAllowsOptional: true })).toBe(true);
    expect(isMessageRequired({ ...base, formAllowsOptional: true })).toBe(true);
    expect(isMessageRequired({ ...base, dealerAllowsOptional: true, formAllowsOptional: true })).toBe(false);
  });
  it('never requires it for the other forms (request photos, service booking, finance…)', () => {
    for (const category of ['Request Photos', 'Service', 'Finance', 'Trade-In', 'Reserve'] as const)
      expect(isMessageRequired({ category, dealerAllowsOptional: false, formAllowsOptional: false })).toBe(
        false,
      );
  });
});

describe('validateLeadMessage', () => {
  it('refuses a missing or blank required message', () => {
    expect(validateLeadMessage(undefined, true)).toBe('Please enter a message.');
    expect(validateLeadMessage('  \n ', true)).toBe(MESSAGE_REQUIRED_ERROR);
  });
  it('accepts any text up to 5,000 characters, markup included (escaping is the output’s job)', () => {
    expect(validateLeadMessage('<script>alert(1)</script>', true)).toBeUndefined();
    expect(validateLeadMessage('a'.repeat(MAX_MESSAGE_LENGTH), true)).toBeUndefined();
    expect(validateLeadMessage(null, false)).toBeUndefined();
  });
  it('refuses a message over 5,000 characters, optional or not', () => {
    expect(validateLeadMessage('a'.repeat(5001), false)).toBe(
      'Your message is too long (5,000 characters at most).',
    );
    expect(validateLeadMessage('a'.repeat(5001), true)).toBe(MESSAGE_TOO_LONG_ERROR);
  });
});
