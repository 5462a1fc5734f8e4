import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** What one control of a form says of being required, and whether it shows an error. */
export interface RequiredMark {
  /** Its name as the shopper reads it: its aria-label, else its label's words without the mark. */
  name: string;
  /** aria-required="true". */
  ariaRequired: boolean;
  /** How many "*" show with it: its RequiredMarker, and any in its label's own words (the disclaimer's). */
  asterisks: number;
  /** It shows an error (aria-invalid="true"). */
  invalid: boolean;
}

/** The controls a shopper fills in (a radio group's choices and hidden fields are not required one by one). */
const CONTROLS = 'input:not([type=hidden]):not([type=radio]), select, textarea';
const MARKER = '[data-required-marker]';
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const asterisksIn = (text: string | null): number => (text ?? '').split('*').length - 1;

function markOf(control: Control): RequiredMark {
  const label = control.labels?.[0];
  const words = label?.cloneNode(true) as HTMLElement | undefined;
  words?.querySelectorAll(MARKER).forEach((marker) => marker.remove());
  const markers = label
    ? [
        ...label.querySelectorAll(MARKER),
        ...[...(label.parentElement?.children ?? [])].filter((sibling) => sibling.matches(MARKER)),
      ]
    : [];
  return {
    name: control.getAttribute('aria-label') ?? words?.textContent?.trim() ?? '',
    ariaRequired: control.getAttribute('aria-required') === 'true',
    asterisks:
      asterisksIn(words?.textContent ?? null) +
      markers.reduce((sum, marker) => sum + asterisksIn(marker.textContent), 0),
    invalid: control.getAttribute('aria-invalid') === 'true',
  };
}

/**
 * The required marks of `form`: whether the note on the marks comes before its first control, and each
 * control's marks and error.
 */
export function requiredMarks(form: HTMLElement): { noteFirst: boolean; fields: RequiredMark[] } {
  // The honeypot is hidden from shoppers (aria-hidden): nobody fills it in.
  const controls = [...form.querySelectorAll<Control>(CONTROLS)].filter(
    (control) => !control.closest('[aria-hidden="true"]'),
  );
  const note = form.querySelector('[data-required-fields-note]');
  const first = controls[0];
  return {
    noteFirst:
      note !== null &&
      first !== undefined &&
      Boolean(note.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING),
    fields: controls.map(markOf),
  };
}

/**
 * The fields whose marks disagree with their rules, after a submit with every field empty: marked required
 * (aria-required and one "*") without an error, or an error without the marks, or a mark twice.
 */
export function marksUnlikeErrors(fields: RequiredMark[]): RequiredMark[] {
  return fields.filter(
    (field) => field.invalid !== field.ariaRequired || field.asterisks !== (field.ariaRequired ? 1 : 0),
  );
}

/**
 * Empties every control of `form` but those named in `keep`: clears its text, picks a select's empty choice
 * where it has one, unticks it.
 */
async function emptyFields(user: UserEvent, form: HTMLElement, keep: readonly string[]) {
  for (const control of form.querySelectorAll<Control>(CONTROLS)) {
    // Emptying one field may take another away (an employer once no employment status is chosen).
    if (!control.isConnected || keep.includes(markOf(control).name)) continue;
    if (control instanceof HTMLSelectElement) {
      if ([...control.options].some((option) => option.value === '')) await user.selectOptions(control, '');
    } else if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      if (control.checked) await user.click(control);
    } else if (control.value !== '') {
      await user.clear(control);
    }
  }
}

/**
 * Empties the form of the submit button named `submitLabel` (but the fields named in `keep`, which other
 * fields may depend on), submits it and reads its required marks (requiredMarks): each field marked required
 * should now show its error, and no other field one.
 */
export async function submitEmpty(user: UserEvent, submitLabel: string, keep: readonly string[] = []) {
  const button = screen.getByRole('button', { name: submitLabel });
  const form = button.closest('form');
  if (!form) throw new Error(`The button "${submitLabel}" is in no form`);
  await emptyFields(user, form, keep);
  await user.click(button);
  return requiredMarks(form);
}
