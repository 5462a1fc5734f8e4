/**
 * Payment card input (the deposit step of /cars/{slug}/checkout and /buy-online). The spec gives no card
 * rules; these are the usual ones, checked the same way in the browser and on the server:
 * - number: 13 to 19 digits (spaces and dashes ignored) passing the Luhn check;
 * - expiry: MM/YY, the card valid through the last day of that month (UTC), at most 20 years ahead;
 * - security code: 3 or 4 digits;
 * Messages follow the wording shoppers know from card forms.
 */

export const CARD_MESSAGES = {
  number: 'Your card number is invalid.',
  expiry: "Your card's expiration date is invalid.",
  expired: "Your card's expiration date is in the past.",
  cvc: "Your card's security code is invalid.",
  nameOnCard: 'Please enter the name on your card.',
} as const;

export type CardBrand = 'visa' | 'mastercard' | 'maestro' | 'amex' | 'unknown';

const MAX_CARD_DIGITS = 19;
const MAX_YEARS_AHEAD = 20;

/** The digits of a typed card number (spaces and dashes dropped; anything else is kept so it fails). */
export function cardDigits(raw: string | null | undefined): string {
  return (raw ?? '').replace(/[\s-]/g, '');
}

/** What the card number input keeps of a keystroke or paste: digits only, at most 19, in groups of 4. */
export function formatCardNumberInput(raw: string | null | undefined): string {
  const digits = (raw ?? '').replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The Luhn (mod 10) checksum of a digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card scheme by its number's prefix (for the accepted-payments display and the stored record). */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[0678]|6)/.test(digits)) return 'maestro';
  return 'unknown';
}

/** undefined when the number is a plausible card number, else the message. */
export function validateCardNumber(raw: string | null | undefined): string | undefined {
  const digits = cardDigits(raw);
  return digits.length >= 13 && digits.length <= MAX_CARD_DIGITS && luhnValid(digits)
    ? undefined
    : CARD_MESSAGES.number;
}

/** What the expiry input keeps: digits, with the slash added after the month ("1226" → "12/26"). */
export function formatExpiryInput(raw: string | null | undefined): string {
  const digits = (raw ?? '').replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** "MM/YY" (spaces around the slash allowed) → month 1–12 and the full year; null when unreadable. */
export function parseExpiry(raw: string | null | undefined): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(raw ?? '');
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** undefined when the card has not expired at `now` (valid through its month's last day, UTC), else the message. */
export function validateExpiry(raw: string | null | undefined, now: Date): string | undefined {
  const expiry = parseExpiry(raw);
  if (!expiry) return CARD_MESSAGES.expiry;
  const months = expiry.year * 12 + expiry.month - 1;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (months < current) return CARD_MESSAGES.expired;
  if (months > current + MAX_YEARS_AHEAD * 12) return CARD_MESSAGES.expiry;
  return undefined;
}

/**
 * undefined for the security code the card's brand prints (Amex: 4 digits on the front; Visa, Mastercard
 * and Maestro: 3 on the back; 3 or 4 while the number names no brand), else the message.
 */
export function validateCvc(raw: string | null | undefined, cardNumber?: string | null): string | undefined {
  const brand = cardBrand(cardDigits(cardNumber));
  const pattern = brand === 'amex' ? /^\d{4}$/ : brand === 'unknown' ? /^\d{3,4}$/ : /^\d{3}$/;
  return pattern.test(raw ?? '') ? undefined : CARD_MESSAGES.cvc;
}

export interface CardInput {
  card_number: string;
  expiry: string;
  cvc: string;
  name_on_card: string;
}

/** The card's fields by name: what no form keeps anywhere (a form's draft, docs/decisions.md "Form drafts"). */
export const CARD_INPUT_FIELDS: readonly (keyof CardInput)[] = [
  'card_number',
  'expiry',
  'cvc',
  'name_on_card',
];

/** The first problem with a card as entered (number, expiry, security code, name), or undefined. */
export function validateCard(card: CardInput, now: Date): string | undefined {
  return (
    validateCardNumber(card.card_number) ??
    validateExpiry(card.expiry, now) ??
    validateCvc(card.cvc, card.card_number) ??
    (card.name_on_card.trim() ? undefined : CARD_MESSAGES.nameOnCard)
  );
}
