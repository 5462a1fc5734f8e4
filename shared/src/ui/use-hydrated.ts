import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the platform server and while the browser hydrates the server's HTML, true once this part of the
 * page runs in the browser (at once when it was rendered there). What needs the page's code to work (a submit
 * button) stays disabled until then, so a shopper's click never submits the bare HTML form.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
