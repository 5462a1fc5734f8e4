/**
 * The checkout's contact fields. The spec gives no name, email or phone rules (issue 7 brings the lead forms'
 * own); these match what the server accepts: a name, an address with one @ and a dot in its domain, and a
 * phone of 8 to 20 digits, spaces, brackets or dashes with an optional leading +.
 */
export const CONTACT_MESSAGES = {
  name: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
} as const;

const required = (message: string) => (value: string | undefined) =>
  value && value.trim() ? undefined : message;

export const validateName = required(CONTACT_MESSAGES.name);
export const validateLastName = required(CONTACT_MESSAGES.lastName);

export function validateEmail(value: string | undefined): string | undefined {
  return value && value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
    ? undefined
    : CONTACT_MESSAGES.email;
}

export function validatePhone(value: string | undefined): string | undefined {
  return value && /^\+?[0-9 ()-]{8,20}$/.test(value.trim()) ? undefined : CONTACT_MESSAGES.phone;
}
