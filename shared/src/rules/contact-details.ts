import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { AU_PHONE_METADATA } from './au-phone-metadata';

/**
 * Contact fields of the lead forms (spec §3: name as First Name, last_name, email as Email Address, phone as
 * Mobile Number). The spec gives no name, email or phone rule (§5 "not shown"); the browser and POST
 * /api/leads both apply these:
 * - names: at most 100 characters of letters (any alphabet, with accents), spaces, full stops ("Dr.", "J. R."),
 *   apostrophes (' or ’) and hyphens, with at least one letter;
 * - email: one "@" with text before it and a dotted domain after it, no spaces, at most 254 characters;
 * - phone: an Australian number that libphonenumber-js finds valid, in national (0412 345 678) or
 *   international (+61 412 345 678) form, spaces, brackets and dashes allowed, and of one of the kinds asked
 *   for: a mobile (04…), a landline (02, 03, 07, 08), or a 13 / 1300 / 1800 number; 1900 premium numbers and
 *   foreign numbers are refused. The library gets its "min" metadata of calling code +61 only
 *   (AU_PHONE_METADATA): every page's first load carries this rule, and the other countries' 80 KB of
 *   metadata could only parse numbers the rule refuses anyway.
 * Each returns undefined when valid, else the message to show.
 */

export const CONTACT_MESSAGES = {
  name: 'Please enter your first name.',
  nameCharacters: 'First name can only contain letters, spaces, full stops, apostrophes and hyphens.',
  lastName: 'Please enter your last name.',
  lastNameCharacters: 'Last name can only contain letters, spaces, full stops, apostrophes and hyphens.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid Australian phone number.',
} as const;

export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
/** The longest phone text accepted (digits with spaces, brackets, dashes and a leading +). */
export const MAX_PHONE_LENGTH = 20;

/** An address's characters outside quotes (RFC 5322 atext), and a domain label (letters, digits, inner hyphens). */
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
/** local@domain: dot-separated atoms (no leading, trailing or double dot) at a domain of two labels or more. */
const EMAIL_PATTERN = new RegExp(`^${ATEXT}(?:\\.${ATEXT})*@(?:${LABEL}\\.)+${LABEL}$`);
const NAME_PATTERN = /^[\p{L}\p{M}' ’.-]*\p{L}[\p{L}\p{M}' ’.-]*$/u;
/** The national number (without the leading 0) of a mobile, a landline, a 13, 1300 or 1800 number. */
const AU_PHONE_KINDS = /^(?:4\d{8}|[2378]\d{8}|13\d{4}|1[38]00\d{6})$/;

function validateName(value: string | null | undefined, missing: string, characters: string) {
  const name = value?.trim() ?? '';
  if (name === '' || name.length > MAX_NAME_LENGTH) return missing;
  return NAME_PATTERN.test(name) ? undefined : characters;
}

export function validateFirstName(value: string | null | undefined): string | undefined {
  return validateName(value, CONTACT_MESSAGES.name, CONTACT_MESSAGES.nameCharacters);
}

export function validateLastName(value: string | null | undefined): string | undefined {
  return validateName(value, CONTACT_MESSAGES.lastName, CONTACT_MESSAGES.lastNameCharacters);
}

export function validateEmail(value: string | null | undefined): string | undefined {
  const email = value?.trim() ?? '';
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email) ? undefined : CONTACT_MESSAGES.email;
}

export function validatePhone(value: string | null | undefined): string | undefined {
  const text = (value ?? '').trim();
  if (text === '' || text.length > MAX_PHONE_LENGTH || !/^\+?[0-9 ()-]+$/.test(text))
    return CONTACT_MESSAGES.phone;
  const phone = parsePhoneNumberFromString(text, 'AU', AU_PHONE_METADATA);
  return phone?.country === 'AU' && phone.isValid() && AU_PHONE_KINDS.test(phone.nationalNumber)
    ? undefined
    : CONTACT_MESSAGES.phone;
}
