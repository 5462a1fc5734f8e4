import { useMemo, useSyncExternalStore } from 'react';
import { bus, type CarHit } from '@dealerline/shared';

/**
 * The cars this tab has reserved or bought online since the page loaded, as mf-vehicle's checkout says on the
 * bus (`car:reserved`). The search keeps the results it fetched (spec §4's result-page cache, RTK Query's
 * cache), and those still have such a car free; the server's index has it reserved before the payment is
 * answered, so a search sent after it needs nothing from here. Listening starts when the cards' module is
 * loaded in the browser (never on the server, where one module serves every shopper).
 */
const reservedInTab = new Set<number>();
const listeners = new Set<() => void>();

if (typeof window !== 'undefined') {
  bus.on('car:reserved', ({ carId }) => {
    reservedInTab.add(carId);
    for (const listener of [...listeners]) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The hit as this tab knows it: reserved once the tab has reserved it, whatever the cached answer says, so the
 * card's tag and buttons follow spec §4 (RESERVED by the tag priority, no Reserve this Car). Not reserved
 * while hydrating, as on the server.
 */
export function useHitReservedInTab(hit: CarHit): CarHit {
  const reserved = useSyncExternalStore(
    subscribe,
    () => reservedInTab.has(hit.id),
    () => false,
  );
  return useMemo(() => (reserved && !hit.reserved ? { ...hit, reserved: true } : hit), [hit, reserved]);
}
