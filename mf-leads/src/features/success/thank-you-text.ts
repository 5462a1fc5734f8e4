/**
 * What the success page says for the category of the lead just sent (kept in local storage on submit; a
 * finance lead keeps its subcategory: an enquiry is no application). Ours: the spec gives no thank-you text.
 */
const THANK_YOU: Record<string, string> = {
  'Vehicle Enquiry': 'Thank you for your vehicle enquiry. We will be in touch shortly.',
  'Test Drive': 'Thank you for booking a test drive. We will be in touch shortly to confirm your time.',
  'Request Photos': 'Thank you for your photo request. We will send you more photos of this vehicle shortly.',
  'Careers Enquiry': 'Thank you for your interest in working with us. We will be in touch shortly.',
  Fleet: 'Thank you for your fleet enquiry. Our fleet team will be in touch shortly.',
  Service: 'Thank you for your service request. We will be in touch shortly to confirm your booking.',
  Finance: 'Thank you for your finance application. We will be in touch shortly.',
  'Finance Enquiry': 'Thank you for your finance enquiry. We will be in touch shortly.',
  'Finance Application': 'Thank you for your finance application. We will be in touch shortly.',
  'Finance Pre-Approval': 'Thank you for your pre-approval request. We will be in touch shortly.',
  'Trade-In': 'Thank you for your trade-in details. We will be in touch shortly about your car.',
};

export const DEFAULT_THANK_YOU = 'We have received your enquiry and will be in touch shortly.';

export const thankYouText = (category: string | null): string =>
  (category && THANK_YOU[category]) || DEFAULT_THANK_YOU;

/** What the line above the car's name says of the lead's car, per category (ours). */
const CAR_LABEL: Record<string, string> = {
  'Test Drive': 'Your test drive',
  'Request Photos': 'Your photo request',
  Finance: 'Your finance application',
  'Finance Enquiry': 'Your finance enquiry',
  'Finance Application': 'Your finance application',
  'Finance Pre-Approval': 'Your pre-approval request',
  'Trade-In': 'Trading in towards',
};

export const DEFAULT_CAR_LABEL = 'Your enquiry';

export const carLabel = (category: string | null): string =>
  (category && CAR_LABEL[category]) || DEFAULT_CAR_LABEL;
