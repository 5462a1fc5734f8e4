/**
 * A press that comes before the page's code has taken over the server's HTML is held, and pressed again once
 * it has. The server's page is on screen for a few seconds before it hydrates on a slow phone (paint-first
 * starts the entry after the main picture, then the shell loads, starts and hydrates: about 2.8 s from the
 * first paint on the vehicle page at 4× CPU and a slow 4G connection). A button pressed meanwhile (Chat with
 * Us, View full screen, a favourite's Save, a search's price range) did nothing: before `hydrateRoot` nothing
 * listens, and after it React drops a click on a part whose code has not arrived (it stops the event and does
 * not replay it), so the shopper had to press again, once they guessed they should.
 *
 * Shipped with paint-first.ts as the page's first script (no imports: shared/build/standalone-script.ts), so it
 * listens before any other code of the page. It holds one press, the latest (several presses on something that
 * did nothing are one wish, not a toggle), and presses the same element again when the shell marks the page
 * hydrated (`<html data-hydrated>`: every region in sight has hydrated or shown its fallback). A finance box
 * that still waits for the shopper then holds the press itself (shared/src/platform/widget-holds.ts).
 *
 * What works without the page's code is the browser's: a link (a tel: link, a car's page), a popover's button
 * (the phone's menu), a summary, a disabled button, a press with a modifier key. So are fields, checkboxes
 * and radios, and the labels that press them: the browser ticks or fills them, and the page's code takes
 * what they hold once it has hydrated (shared/src/ui/keep-ticked-boxes.ts, keep-typed-value.ts).
 */

/** Set on `<html>` by the shell once the page's code has taken over the server's HTML. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Elements a press can be meant for. */
const CONTROLS =
  'a[href], button, input, select, textarea, summary, label, [role="button"], [role="checkbox"], [role="switch"], [role="tab"]';

/** Controls the browser answers without the page's code. */
const WORKS_WITHOUT_CODE = 'a[href], select, textarea, summary, [popovertarget], [commandfor]';

/** Inputs whose press only the page's code answers: the buttons (any other input's press changes it). */
const BUTTON_INPUTS = ['button', 'submit', 'reset', 'image'];

/** The control a press on `target` is for when only the page's code answers it, else null. */
export function pressNeedingCode(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>(CONTROLS);
  if (!control || control.matches(WORKS_WITHOUT_CODE)) return null;
  // A label is pressed for its field: it is held only when the field is.
  const field = control instanceof HTMLLabelElement ? control.control : control;
  if (!field) return null;
  if (field instanceof HTMLInputElement && !BUTTON_INPUTS.includes(field.type)) return null;
  if ((field as HTMLButtonElement).disabled) return null;
  return control;
}

/** Where `element` stands below `root`: its index among its parent's elements, level by level; null outside it. */
export function pathBelow(root: Element, element: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = element; node !== root; node = node.parentElement) {
    if (!node?.parentElement) return null;
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return path;
}

/** A press held until the page has hydrated: the element, and where it stood should React replace it. */
export interface HeldPress {
  element: HTMLElement;
  path: number[] | null;
  /** What the control says (its text, its accessible name), to tell it from another at the same place. */
  says: string;
}

function saysOf(element: Element): string {
  return `${element.tagName} ${element.getAttribute('aria-label') ?? ''} ${element.textContent ?? ''}`;
}

export function heldPress(root: Element, element: HTMLElement): HeldPress {
  return { element, path: pathBelow(root, element), says: saysOf(element) };
}

/**
 * The element to press again: the pressed one, which React hydrates in place; where React rendered that part
 * anew (its server HTML did not match), the element now at the same place when it is the same control.
 */
export function elementToPressAgain(root: Element, press: HeldPress): HTMLElement | null {
  if (press.element.isConnected) return press.element;
  let node: Element | undefined = root;
  for (const index of press.path ?? []) node = node?.children[index];
  return node instanceof HTMLElement && node !== root && saysOf(node) === press.says ? node : null;
}

/** Holds the presses of the server's HTML until the page has hydrated (see the top of this file). */
export function holdEarlyPresses(doc: Document): void {
  const html = doc.documentElement;
  const root = () => doc.getElementById('root') ?? doc.body;
  let held: HeldPress | null = null;
  const onClick = (event: MouseEvent) => {
    if (html.hasAttribute(HYDRATED_ATTRIBUTE)) {
      doc.removeEventListener('click', onClick, true);
      return;
    }
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const control = pressNeedingCode(event.target);
    if (!control) return;
    // Ahead of React's root and of the other listeners of the document: nothing acts on it twice.
    event.preventDefault();
    event.stopImmediatePropagation();
    held = heldPress(root(), control);
  };
  doc.addEventListener('click', onClick, true);
  new MutationObserver((_, observer) => {
    if (!html.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    observer.disconnect();
    const press = held;
    held = null;
    if (press) elementToPressAgain(root(), press)?.click();
  }).observe(html, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
}

// As the page's script (its HTML not hydrated yet); not when a test or the shell's own code imports this file.
if (typeof document !== 'undefined' && document.currentScript?.dataset.main) holdEarlyPresses(document);
