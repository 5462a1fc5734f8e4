import { useEffect, type RefObject } from 'react';
import { BREAKPOINT_PX } from '@dealerline/shared';

export function isOpenPopover(element: HTMLElement): boolean {
  try {
    return element.matches(':popover-open');
  } catch {
    return false; // a browser without popovers: the menu is never one
  }
}

/**
 * Closes the phone's menu sheet when the window grows to md or wider (a phone turned sideways, a window
 * widened): from md up the menu is the header's row of links, and a popover left open would stay over the
 * page as a sheet until the shopper pressed Escape.
 */
export function useCloseFromMd(menu: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const wide = window.matchMedia(`(min-width: ${BREAKPOINT_PX.md}px)`);
    const close = () => {
      if (wide.matches && menu.current && isOpenPopover(menu.current)) menu.current.hidePopover();
    };
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [menu]);
}
