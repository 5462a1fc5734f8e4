import type { ClipboardEvent } from 'react';
import { POSTCODE_LENGTH } from '../rules/constants';
import { normalisePostcodeInput } from '../rules/postcode';

/**
 * The attributes of every postcode box (the lead forms' ContactFields, Find Nearest): spec §5's input limited
 * to 4 characters, a numeric keypad and the browser's postcode autofill. What a box keeps of a change (typed,
 * or autofilled) is normalisePostcodeInput's, and of a paste postcodePaste's.
 */
export const POSTCODE_INPUT = {
  inputMode: 'numeric',
  autoComplete: 'postal-code',
  maxLength: POSTCODE_LENGTH,
} as const;

/**
 * The paste of a postcode box: the browser cuts a paste to the box's 4 characters before the page sees it
 * ("QLD 4000" became "QLD ", then nothing), so the box takes the pasted text whole, as it would stand in the
 * box (in place of the selection), and keeps its postcode (`change`).
 */
export function postcodePaste(change: (postcode: string) => void) {
  return (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value, selectionStart, selectionEnd } = event.currentTarget;
    const pasted = event.clipboardData.getData('text/plain');
    event.preventDefault();
    change(
      normalisePostcodeInput(
        value.slice(0, selectionStart ?? value.length) + pasted + value.slice(selectionEnd ?? value.length),
      ),
    );
  };
}
