/** Characters left readable at the start of a masked phone number (spec §4 "Phone reveal"). */
export const PHONE_VISIBLE_CHARS = 5;

/**
 * Spec §4 "Phone reveal": the first 5 characters stay visible and every later digit becomes '*'; spaces,
 * '+', brackets and other characters are kept so the number keeps its shape: '0412 345 678' → '0412 *** ***'.
 * Surrounding whitespace is trimmed first; a number of 5 characters or fewer is returned as is, and a
 * missing one as ''.
 */
export function maskPhone(phone: string | null | undefined): string {
  const text = phone?.trim() ?? '';
  return text.slice(0, PHONE_VISIBLE_CHARS) + text.slice(PHONE_VISIBLE_CHARS).replace(/\d/g, '*');
}
