/**
 * Contact fields of the lead forms (spec §3: name as First Name, last_name, email as Email Address, phone as
 * Mobile Number). The spec gives no name, email or phone rule (§5 "not shown"); these are the usual ones,
 * never stricter than what POST /api/leads accepts:
 * - names: something other than white space, at most 100 characters;
 * - email: one "@" with text before it and a dotted domain after it, no spaces, at most 254 characters;
 * - phone: an Australian number, spaces, brackets and dashes ignored: 10 digits starting 02, 03, 04, 07 or 08,
 *   or the same without the 0 after +61 / 61 (+61 412 345 678).
 * Each returns undefined when valid, else the message to show.
 */

export const CONTACT_MESSAGES = {
  name: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid Australian phone number.',
} as const;

const MAX_NAME = 100;
const MAX_EMAIL = 254;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const AU_PHONE_PATTERN = /^(?:0|\+?61)[23478]\d{8}$/;

const filled = (value: string | null | undefined, max: number): boolean =>
  value != null && value.trim() !== '' && value.length <= max;

export function validateFirstName(value: string | null | undefined): string | undefined {
  return filled(value, MAX_NAME) ? undefined : CONTACT_MESSAGES.name;
}

export function validateLastName(value: string | null | undefined): string | undefined {
  return filled(value, MAX_NAME) ? undefined : CONTACT_MESSAGES.lastName;
}

export function validateEmail(value: string | null | undefined): string | undefined {
  const email = value?.trim() ?? '';
  return email.length <= MAX_EMAIL && EMAIL_PATTERN.test(email) ? undefined : CONTACT_MESSAGES.email;
}

export function validatePhone(value: string | null | undefined): string | undefined {
  const compact = (value ?? '').trim().replace(/[\s()-]/g, '');
  return AU_PHONE_PATTERN.test(compact) ? undefined : CONTACT_MESSAGES.phone;
}
