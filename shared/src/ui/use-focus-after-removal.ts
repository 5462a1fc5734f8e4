import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Focus for a list whose items the shopper removes (saved vehicles): once the removal has rendered, focus goes
 * to the control matching `selector` now at the removed item's place (the next item's), else the last one,
 * else `fallback`, rather than falling to the page's start with the removed button. Call the returned
 * function with the removed item's index as it is removed.
 */
export function useFocusAfterRemoval(
  list: RefObject<HTMLElement | null>,
  selector: string,
  fallback: RefObject<HTMLElement | null>,
): (removedIndex: number) => void {
  const removed = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (removed.current === null) return;
    const index = removed.current;
    removed.current = null;
    const controls = [...(list.current?.querySelectorAll<HTMLElement>(selector) ?? [])];
    (controls[Math.min(index, controls.length - 1)] ?? fallback.current)?.focus();
  });
  return (index) => {
    removed.current = index;
  };
}
