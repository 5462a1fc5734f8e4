import type { LeadSubmission } from '../../../../shared/src/domain/vehicle';
import { validateLead } from '../validate-lead';

const lead = (overrides: Partial<LeadSubmission> = {}): LeadSubmission => ({
  category: 'General Enquiry',
  subcategory: null,
  name: 'Jo',
  email: 'jo@example.com',
  phone: '0412 345 678',
  message: null,
  dealership_slug: null,
  ...overrides,
});

describe('validateLead', () => {
  it('requires an enquiry message unless the dealer setting relaxes it', () => {
    expect(() => validateLead(lead(), {})).toThrow('Please enter a message.');
    expect(() => validateLead(lead(), { lead_message_optional: false })).toThrow('Please enter a message.');
    expect(validateLead(lead(), { lead_message_optional: true }).message).toBeNull();
  });
  it('still refuses an over-long message when the dealer relaxes it', () => {
    expect(() => validateLead(lead({ message: 'a'.repeat(5001) }), { lead_message_optional: true })).toThrow(
      'Your message is too long (5,000 characters at most).',
    );
  });
  it('answers the first failing rule as a 400', () => {
    expect(() => validateLead(lead({ message: 'hi', phone: '1900 123 456' }), {})).toThrow(
      expect.objectContaining({ statusCode: 400, message: 'Please enter a valid Australian phone number.' }),
    );
  });
});
