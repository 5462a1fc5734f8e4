import { useLayoutEffect, useRef, type RefObject } from 'react';

interface Removal {
  /** The chips' keys that go (one chip, or all of them with Clear all). */
  keys: readonly string[];
  /** The removed chip's place in the bar (0 for Clear all). */
  index: number;
}

/**
 * Focus for the active filters bar, whose chips (and Clear all) remove themselves: a removal is a navigation,
 * rendered later in a transition, so focus moves once the rendered chips no longer hold the removed ones. It
 * goes to the chip now at the removed one's place, else the last chip, else (the bar is gone) `fallback`,
 * rather than to the page's start with the removed button. It moves only while focus is lost (on the page's
 * body): a shopper who has gone on to another control keeps it.
 */
export function useFocusAfterFilterRemoval(
  keys: readonly string[],
  chips: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null> | undefined,
): (removal: Removal) => void {
  const removed = useRef<Removal | null>(null);
  useLayoutEffect(() => {
    const removal = removed.current;
    if (removal === null || removal.keys.some((key) => keys.includes(key))) return;
    removed.current = null;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const buttons = [...(chips.current?.querySelectorAll<HTMLElement>('button') ?? [])];
    (buttons[Math.min(removal.index, buttons.length - 1)] ?? fallback?.current)?.focus();
  });
  return (removal) => {
    removed.current = removal;
  };
}
