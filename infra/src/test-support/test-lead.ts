import type { LeadSubmission } from '../../../shared/src/domain/vehicle';
import { LOCAL_CAPTCHA_TOKEN } from '../../../shared/src/rules/lead-captcha';

/**
 * A valid enquiry as the lead forms send it, with the local captcha's token (the server's default verifier
 * accepts it). Tests override what they are about.
 */
export function testLead(overrides: Partial<LeadSubmission> = {}): LeadSubmission {
  return {
    category: 'Vehicle Enquiry',
    subcategory: null,
    name: 'Jo',
    last_name: 'Citizen',
    email: 'jo@example.com',
    phone: '0412 345 678',
    message: 'Is it still available?',
    postcode: '4000',
    dealership_slug: null,
    car_id: null,
    source: 'Website',
    params: { captcha_token: LOCAL_CAPTCHA_TOKEN, terms_conditions: true },
    ...overrides,
  };
}
