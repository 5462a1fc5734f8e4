import { testLead } from '../../test-support/test-lead';
import type { DueLead } from '../delivery-repository';
import { leadEmailText } from '../lead-email';

const due = (payload: DueLead['payload']): DueLead => ({
  id: '0b6f5a3e-2c1d-4e5f-8a9b-0c1d2e3f4a5b',
  created_at: '2026-12-07T01:00:00.000Z',
  delivery_attempts: 1,
  resend: 0,
  payload,
  site_name: 'Coastline Motor Group',
  dealer_email: null,
  dealer_phone: null,
  dealership_name: 'Coastline Toyota',
  dealership_slug: 'coastline-toyota',
  site_slug: 'coastline-motor-group',
  delivery: null,
  vehicle: null,
  delivered_channels: [],
});

describe('leadEmailText', () => {
  it('tells the reader the lead’s details (a test drive’s day, time and location), not only the attachment', () => {
    const text = leadEmailText(
      due(
        testLead({
          category: 'Test Drive',
          params: {
            location: 'coastline-toyota-nambour',
            preferredDate: '2026-12-12',
            dateTime: '10am',
            Rego: null,
            terms_conditions: true,
          },
        }),
      ),
    );
    expect(text).toContain(
      'Details:\nlocation: coastline-toyota-nambour\npreferredDate: 2026-12-12\ndateTime: 10am\n',
    );
    expect(text).not.toContain('Rego');
    expect(text.indexOf('Details:')).toBeLessThan(text.indexOf('Message:'));
  });

  it('has no details section for a lead without any', () => {
    expect(leadEmailText(due(testLead({ params: {} })))).not.toContain('Details:');
  });
});
