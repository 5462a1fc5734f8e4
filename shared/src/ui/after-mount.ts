import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `read` once, in the passive effect after the first render, with the element the returned ref is on,
 * and with the `read` of that first render (what the server rendered, when hydrating). Nothing happens when
 * the ref is on no element. The hooks that hand a shopper's early input to the page use it.
 */
export function useAfterMount<E extends Element>(read: (element: E) => void): (element: E | null) => void {
  const ref = useRef<E>(null);
  const first = useRef(read);
  useEffect(() => {
    if (ref.current) first.current(ref.current);
  }, []);
  return useCallback((element: E | null) => {
    ref.current = element;
  }, []);
}
