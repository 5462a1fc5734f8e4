import type { LeadSubmission } from '../../../../shared/src/domain/vehicle';
import { validateLead } from '../validate-lead';

const lead = (overrides: Partial<LeadSubmission> = {}): LeadSubmission => ({
  category: 'General Enquiry',
  subcategory: null,
  name: 'Jo',
  email: 'jo@example.com',
  phone: '0412 345 678',
  postcode: '4000',
  message: null,
  dealership_slug: null,
  params: { terms_conditions: true },
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
  it('requires the postcode and the disclaimer of every lead form (spec §5), not of the Offer accepted call', () => {
    const relaxed = { lead_message_optional: true };
    expect(() => validateLead(lead({ postcode: null }), relaxed)).toThrow(
      'Invalid postcode. Please enter a 4-digit number.',
    );
    expect(() => validateLead(lead({ postcode: '400' }), relaxed)).toThrow(
      'Invalid postcode. Please enter a 4-digit number.',
    );
    const withoutAgreement: Record<string, string | boolean>[] = [
      {},
      { terms_conditions: false },
      { terms_conditions: 'true' },
    ];
    for (const params of withoutAgreement)
      expect(() => validateLead(lead({ params }), relaxed)).toThrow(
        '*You must agree to the terms of use before submitting.',
      );
    const offer = lead({
      category: 'Trade-In',
      subcategory: '3. Offer Accepted',
      postcode: null,
      params: { lead_id: 'lead-1', form_completed: true, offer_accepted: true },
    });
    expect(validateLead(offer, {}).subcategory).toBe('3. Offer Accepted');
    // Spec §7.6's call is category Trade-In with lead_id, form_completed and offer_accepted: nothing less.
    const partials: LeadSubmission[] = [
      { ...offer, category: 'General Enquiry', message: 'Hi' },
      { ...offer, params: { lead_id: 'lead-1', offer_accepted: true } },
      { ...offer, params: { form_completed: true, offer_accepted: true } },
    ];
    for (const partial of partials)
      expect(() => validateLead(partial, {})).toThrow('Invalid postcode. Please enter a 4-digit number.');
  });

  it('requires a message on the test drive, careers and fleet forms too, not on a service lead', () => {
    for (const category of ['Test Drive', 'Careers', 'Fleet'] as const)
      expect(() => validateLead(lead({ category }), {})).toThrow('Please enter a message.');
    expect(validateLead(lead({ category: 'Service' }), {}).category).toBe('Service');
  });

  it('answers the first failing rule as a 400', () => {
    expect(() => validateLead(lead({ message: 'hi', phone: '1900 123 456' }), {})).toThrow(
      expect.objectContaining({ statusCode: 400, message: 'Please enter a valid Australian phone number.' }),
    );
  });
});
