import { useAfterMount } from './after-mount';

/**
 * useKeepTypedValue for a list of checkboxes, one per value (a search filter's options): keeps the boxes the
 * shopper ticked or cleared in the server's HTML before the list's code ran. React hydrates a checkbox without
 * touching whether it is ticked, so the box showed the shopper's choice while the list's state (and the search)
 * did not have it. Once the list has mounted, the values whose box (an `input[type=checkbox]` with that
 * `value`, under the returned ref's element) holds something else than the list rendered are handed to
 * `onChanged`, in the list's order. A list the browser rendered itself holds what it rendered: nothing happens.
 */
export function useKeepTickedBoxes(
  ticked: readonly string[],
  onChanged: (values: string[]) => void,
): (list: HTMLElement | null) => void {
  return useAfterMount<HTMLElement>((list) => {
    const changed = [...list.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
      .filter((box) => box.checked !== ticked.includes(box.value))
      .map((box) => box.value);
    if (changed.length > 0) onChanged(changed);
  });
}
