import type { LeadCategory } from '../domain/vehicle';

export const MESSAGE_REQUIRED_ERROR = 'Please enter a message.';
export const MESSAGE_TOO_LONG_ERROR = 'Your message is too long (5,000 characters at most).';
export const MAX_MESSAGE_LENGTH = 5000;

/** The enquiry forms, whose message is required (spec §5 Enquiry form); other forms' messages are optional. */
const MESSAGE_REQUIRED_CATEGORIES: ReadonlySet<LeadCategory> = new Set<LeadCategory>([
  'General Enquiry',
  'Vehicle Enquiry',
]);

/**
 * Spec §5: the message is required unless the dealer setting relaxes it and the form allows an optional
 * message. Only the enquiry categories require one (request photos and test drive say optional, §5).
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
