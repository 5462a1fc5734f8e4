import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec §2 `#finance-form`: when the URL's hash names the form, scroll it into view and put the cursor in its
 * first field (on arrival, and whenever the hash is set again).
 */
export function useAnchorFocus(anchor: string, form: RefObject<HTMLElement | null>): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash !== `#${anchor}` || !form.current) return;
    form.current.scrollIntoView?.({ block: 'start' });
    form.current.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
  }, [anchor, form, hash, key]);
}
