import { leadNeedsCaptcha } from '../lead-captcha';

describe('leadNeedsCaptcha', () => {
  it.each([
    'General Enquiry',
    'Vehicle Enquiry',
    'Test Drive',
    'Request Photos',
    'Service',
    'Fleet',
    'Careers',
  ] as const)('asks for a captcha on a %s lead by default', (category) => {
    expect(leadNeedsCaptcha(category, {})).toBe(true);
    expect(leadNeedsCaptcha(category, { lead_captcha: true })).toBe(true);
  });

  it.each(['Finance', 'Trade-In', 'Reserve', 'Buy Online'] as const)(
    'never asks on a %s lead (its form has no captcha)',
    (category) => {
      expect(leadNeedsCaptcha(category, {})).toBe(false);
    },
  );

  it('asks for none when the dealer switched the captcha off', () => {
    expect(leadNeedsCaptcha('General Enquiry', { lead_captcha: false })).toBe(false);
  });
});
