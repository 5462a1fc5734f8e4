import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HONEYPOT_FIELD } from '../src/rules/lead-honeypot';

/** What an autofill fills by the field's autocomplete token. */
const AUTOFILL_VALUES: Record<string, string> = {
  'given-name': 'Jo',
  'family-name': 'Citizen',
  email: 'jo@example.com',
  tel: '0412 345 678',
  'postal-code': '4558',
  organization: 'Acme Pty Ltd',
  url: 'https://jo.example',
};

/**
 * What browsers' and password managers' heuristics take for a shopper's detail when a field has no token they
 * know, or ignoring autocomplete="off" (Chrome does for addresses): its name, id or label.
 */
const AUTOFILL_HEURISTICS =
  /name|e.?mail|phone|mobile|tel|zip|post.?code|postal|address|street|city|suburb|state|country|company|organi[sz]ation|business|url|web|site|homepage|user|login|birth/i;

/** The lead form's honeypot input (HoneypotField). */
export const honeypotIn = (form: HTMLElement): HTMLInputElement => {
  const input = form.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);
  if (!input) throw new Error(`no honeypot (${HONEYPOT_FIELD}) in the form`);
  return input;
};

/**
 * Fills the form as an aggressive autofill would: every text field whose autocomplete token, name, id or label
 * reads as a shopper's detail, autocomplete="off" or not, out of sight or not.
 */
export function autofill(form: HTMLElement): void {
  const fields = form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea',
  );
  for (const field of fields) {
    const token = field.getAttribute('autocomplete') ?? '';
    const words = `${field.name} ${field.id} ${[...(field.labels ?? [])].map((l) => l.textContent).join(' ')}`;
    const value = AUTOFILL_VALUES[token] ?? (AUTOFILL_HEURISTICS.test(words) ? 'autofilled' : null);
    if (value !== null && field.value === '') fireEvent.change(field, { target: { value } });
  }
}

/**
 * Checks the form's honeypot is out of a shopper's reach: hidden from assistive tech (not in the
 * accessibility tree), out of sight but not display:none, out of the tab order (Tab through the whole form never
 * lands on it), autocomplete off, and left alone by an autofill.
 */
export async function expectHoneypotOutOfReach(form: HTMLElement, user: UserEvent): Promise<void> {
  const honeypot = honeypotIn(form);
  expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  expect(within(form).queryAllByRole('textbox')).not.toContain(honeypot);
  expect(honeypot).toHaveAttribute('autocomplete', 'off');
  expect(honeypot.tabIndex).toBe(-1);
  expect(getComputedStyle(honeypot.closest('[aria-hidden="true"]')!).display).not.toBe('none');
  const tabbable = form.querySelectorAll('input, select, textarea, button, a[href]').length;
  for (let i = 0; i <= tabbable; i++) {
    await user.tab();
    expect(document.activeElement).not.toBe(honeypot);
  }
  autofill(form);
  expect(honeypot).toHaveValue('');
  // The shopper's own fields were filled: the autofill did reach the form.
  expect(screen.getByLabelText('First Name')).toHaveValue('Jo');
}
