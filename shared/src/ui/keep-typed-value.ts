import { useAfterMount } from './after-mount';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a control holds: its value, or for a checkbox whether it is ticked. */
function held(control: Control): string | boolean {
  return control instanceof HTMLInputElement && control.type === 'checkbox' ? control.checked : control.value;
}

/**
 * Keeps what the shopper typed (or ticked, or chose) into the server's HTML of a control before its code ran:
 * a form far down the page hydrates only when the shopper comes near it, and its inputs take keystrokes before
 * that; on a slow phone a search filter takes clicks before its remote has loaded. React hydrates a control
 * without touching what it holds, but the state behind it is still the server's, so the control's next render
 * put the server's value back: the shopper's typing vanished. Once the control's component has mounted, a
 * control holding something else than it rendered is handed to `onChange` (so a form field's own parse
 * applies). In a passive effect, not a layout one: react-final-form subscribes a field to the form in its own
 * passive effect, and a change made before that never reaches the field's rendered value. A control the
 * browser rendered itself holds what it rendered: nothing happens. Returns the ref for the control (input, textarea or select).
 */
export function useKeepTypedValue(
  rendered: string | boolean,
  onChange: (value: string | boolean) => void,
): (control: Control | null) => void {
  return useAfterMount<Control>((control) => {
    const typed = held(control);
    if (typed !== rendered) onChange(typed);
  });
}
