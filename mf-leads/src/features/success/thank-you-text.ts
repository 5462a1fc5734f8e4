/** What the success page says for the category of the lead just sent (kept in local storage on submit). */
const THANK_YOU: Record<string, string> = {
  'Vehicle Enquiry': 'Thank you for your enquiry about this vehicle. We will be in touch shortly.',
  'Test Drive': 'Thank you for booking a test drive. We will be in touch shortly to confirm your time.',
  'Request Photos': 'Thank you for your photo request. We will send you more photos of this vehicle shortly.',
  'Careers Enquiry': 'Thank you for your interest in working with us. We will be in touch shortly.',
  Fleet: 'Thank you for your fleet enquiry. Our fleet team will be in touch shortly.',
  Service: 'Thank you for your service request. We will be in touch shortly to confirm your booking.',
  Finance: 'Thank you for your finance application. We will be in touch shortly.',
  'Trade-In': 'Thank you for your trade-in details. We will be in touch shortly about your car.',
};

export const DEFAULT_THANK_YOU = 'We have received your enquiry and will be in touch shortly.';

export const thankYouText = (category: string | null): string =>
  (category && THANK_YOU[category]) || DEFAULT_THANK_YOU;
