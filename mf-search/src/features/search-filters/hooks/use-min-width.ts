import { useCallback, useSyncExternalStore } from 'react';
import { BREAKPOINT_PX, type Breakpoint } from '@dealerline/shared';

/** The media query of "at least as wide as the breakpoint". */
export function minWidthQuery(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINT_PX[breakpoint]}px)`;
}

/** Its opposite: narrower than the breakpoint. */
export function belowWidthQuery(breakpoint: Breakpoint): string {
  return `not all and ${minWidthQuery(breakpoint)}`;
}

/**
 * Whether the viewport is at least as wide as a breakpoint of spec §9 (the theme's `mq`), following resizes.
 * Without `matchMedia` (old test DOMs) it answers true: the wide layout. Undefined on the platform server and
 * while the browser hydrates the server's HTML: the width is not known there, so the caller renders for both
 * and lets CSS choose (see FilterPanel).
 */
export function useMinWidth(breakpoint: Breakpoint): boolean | undefined {
  const query = minWidthQuery(breakpoint);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => typeof window.matchMedia !== 'function' || window.matchMedia(query).matches;
  return useSyncExternalStore<boolean | undefined>(subscribe, matches, () => undefined);
}
