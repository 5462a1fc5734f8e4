import { POSTCODE_LENGTH } from './constants';
import { POSTCODE_ERROR } from './messages';

export { POSTCODE_ERROR } from './messages';

/**
 * The postcode could not be looked up (the geocoder is down, or no answer came): ours, the spec gives no text.
 * A postcode the geocoder does not know says "Invalid postcode" (spec §8); an outage must not.
 */
export const GEOCODE_UNAVAILABLE = 'We could not look up postcodes just now. Please try again later.';

const POSTCODE_PATTERN = new RegExp(`^[0-9]{${POSTCODE_LENGTH}}$`);

/**
 * Spec §5 trade-in / lead form: the postcode is required and exactly 4 ASCII digits, nothing else (no
 * spaces, separators or signs; not trimmed: the input is normalised with normalisePostcodeInput first).
 * Returns undefined when valid, else the spec's message.
 */
export function validatePostcode(value: string | null | undefined): string | undefined {
  return value != null && POSTCODE_PATTERN.test(value) ? undefined : POSTCODE_ERROR;
}

/** A group of exactly 4 digits standing on its own in a text ("QLD 4000", "Brisbane 4000, Australia"). */
const POSTCODE_IN_TEXT = new RegExp(`(?:^|\\D)([0-9]{${POSTCODE_LENGTH}})(?=\\D|$)`, 'g');

/**
 * Spec §5: what the postcode input keeps of what is typed, pasted or autofilled: the postcode of an address
 * ("QLD 4000", "Brisbane 4000 ", "12 Smith St, Brisbane QLD 4000": its last group of exactly 4 digits standing
 * on its own), else its digits only (no thousand separator), at most 4. Leading zeros stay (NT postcodes such
 * as 0800), which is why postcodes are strings.
 */
export function normalisePostcodeInput(raw: string | null | undefined): string {
  const text = raw ?? '';
  const groups = [...text.matchAll(POSTCODE_IN_TEXT)];
  return groups.at(-1)?.[1] ?? text.replace(/[^0-9]/g, '').slice(0, POSTCODE_LENGTH);
}
