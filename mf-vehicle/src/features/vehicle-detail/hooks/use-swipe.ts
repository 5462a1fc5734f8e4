import { useRef, type PointerEvent } from 'react';

/** A horizontal move of at least this many px between pointer down and up is a swipe. */
export const SWIPE_MIN_PX = 40;

export type SwipeDirection = 'next' | 'previous';

/**
 * Pointer handlers that report a horizontal swipe (touch, pen or mouse drag): right to left is `next`, left
 * to right `previous`. Mostly vertical moves are left to the page's scrolling (pair with `touch-action:
 * pan-y`), and a cancelled pointer (the browser took over) reports nothing.
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return;
      onSwipe(dx < 0 ? 'next' : 'previous');
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
