import type { LeadCategory } from '../domain/vehicle';

export const MESSAGE_REQUIRED_ERROR = 'Please enter a message.';
export const MESSAGE_TOO_LONG_ERROR = 'Your message is too long (5,000 characters at most).';
export const MAX_MESSAGE_LENGTH = 5000;

/**
 * The categories whose every form requires a message (spec §5 Enquiry form: the contact, enquiry, test drive,
 * careers and fleet forms). Request Photos says optional (§5); a Service lead comes from the service booking
 * (optional) or the service enquiry (required), so the server cannot require it; the trade-in, finance and
 * checkout forms ask none.
 */
const MESSAGE_REQUIRED_CATEGORIES: ReadonlySet<LeadCategory> = new Set<LeadCategory>([
  'General Enquiry',
  'Vehicle Enquiry',
  'Test Drive',
  'Careers',
  'Fleet',
]);

/**
 * Spec §5: the message is required unless the dealer setting relaxes it and the form allows an optional
 * message. The lead forms decide per form (`form-variants.ts`); the server, which sees only the category, by
 * MESSAGE_REQUIRED_CATEGORIES.
 */
export function isMessageRequired(options: {
  category: LeadCategory;
  dealerAllowsOptional: boolean;
  formAllowsOptional: boolean;
}): boolean {
  if (!MESSAGE_REQUIRED_CATEGORIES.has(options.category)) return false;
  return !(options.dealerAllowsOptional && options.formAllowsOptional);
}

/** A message: blank is refused when required; at most 5,000 characters. Undefined when valid. */
export function validateLeadMessage(value: string | null | undefined, required: boolean): string | undefined {
  const message = value ?? '';
  if (message.length > MAX_MESSAGE_LENGTH) return MESSAGE_TOO_LONG_ERROR;
  return required && message.trim() === '' ? MESSAGE_REQUIRED_ERROR : undefined;
}
